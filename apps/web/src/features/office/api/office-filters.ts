import type { JobState } from '@installer/contracts';

/** What the board and the jobs list ask for (decision 0022: from, to, id_installer, state, q). */
export interface OfficeFilters {
  from: string;
  to: string;
  id_installer: number | null;
  state: JobState | null;
  q: string;
}

/** The query of the filters, without what is not chosen. */
export function filterQuery(filters: OfficeFilters) {
  return {
    from: filters.from,
    to: filters.to,
    ...(filters.id_installer !== null ? { id_installer: filters.id_installer } : {}),
    ...(filters.state !== null ? { state: filters.state } : {}),
    ...(filters.q.trim() !== '' ? { q: filters.q.trim() } : {}),
  };
}
