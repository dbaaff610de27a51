import type { Job } from '@installer/contracts';
import type { Navigate } from '../../../lib/navigate.ts';

/** The job form: a new job, or an edit of `job` (carried in the history state, which a reload keeps). */
export function openJobForm(navigate: Navigate, job: Job | null): void {
  if (job === null) navigate('/office/jobs/new');
  else navigate(`/office/jobs/${job.id_job}`, { state: { job } });
}
