import type { Job, JobInput } from '@installer/contracts';
import { callApi } from '../../../lib/api/client.ts';

/**
 * POST /office/jobs, or PUT /office/jobs/{id} with the version it was read at (a stale one answers 409
 * stale_version: the form says so and reads the job again). Direct calls: the office works online.
 */
export async function saveJob(
  input: JobInput,
  editing: { id_job: number; version: number } | null,
): Promise<Job> {
  if (editing === null) return (await callApi('createJob', { body: input, expected: [404, 410] })).data;
  const { data } = await callApi('updateJob', {
    params: { id_job: editing.id_job },
    body: { ...input, version: editing.version },
    expected: [404, 409, 410],
  });
  return data;
}

/** POST /office/jobs/{id}/cancel. */
export async function cancelPlannedJob(idJob: number): Promise<Job> {
  return (await callApi('cancelJob', { params: { id_job: idJob } })).data;
}
