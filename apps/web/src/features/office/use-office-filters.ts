import { OFFICE_RANGE_MAX_DAYS } from '@installer/contracts';
import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { dayDate, localDay } from '../../lib/local-day.ts';
import type { OfficeFilters } from './api/office-filters.ts';

/** What is typed in the search waits this long before it is asked: one call per pause, not per key. */
const SEARCH_DEBOUNCE_MS = 300;

/** The filters as shown (`filters`) and as asked (`asked`: the search once typing paused); today by default. */
export function useOfficeFilters() {
  const today = localDay();
  const [filters, setFilters] = useState<OfficeFilters>({
    from: today,
    to: today,
    id_installer: null,
    state: null,
    q: '',
  });
  const q = useDebouncedValue(filters.q, SEARCH_DEBOUNCE_MS);
  const asked: OfficeFilters = { ...filters, q };
  // The server reads at most OFFICE_RANGE_MAX_DAYS at once: a longer range is said here, not asked.
  const days = (dayDate(filters.to).getTime() - dayDate(filters.from).getTime()) / 86_400_000 + 1;
  const tooLong = Math.round(days) > OFFICE_RANGE_MAX_DAYS;
  return { filters, setFilters, asked, tooLong };
}
