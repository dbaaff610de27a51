import type { JobList } from '@installer/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/api-error.ts';
import { callApi } from '../../../lib/api/client.ts';
import { keepJobs, primedJobs } from '../../priming/index.ts';

/** My jobs as shown: the server's answer, or without signal the list the phone kept (`kept_at`). */
export interface MyJobs {
  list: JobList;
  /** null: the server's answer now; else when the phone's copy was made. */
  kept_at: string | null;
}

/** The list changes when the office plans: asked again at most every minute while a screen shows it. */
const FRESH_MS = 60_000;

/**
 * GET /jobs/mine, kept on the phone at each answer (priming's IndexedDB, docs/decisions/0012-offline-priming.md);
 * without an answer at all, the copy the phone kept, as the primed customers answer step 1 offline.
 */
export function useMyJobs(idInstaller: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: ['my_jobs', idInstaller],
    queryFn: async ({ signal }): Promise<MyJobs> => {
      try {
        const { data } = await callApi('myJobs', { signal });
        await keepJobs(idInstaller, data).catch(() => undefined);
        return { list: data, kept_at: null };
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 0) throw error;
        const kept = await primedJobs();
        if (!kept) throw error;
        return { list: kept, kept_at: kept.as_of };
      }
    },
    staleTime: FRESH_MS,
  });
}
