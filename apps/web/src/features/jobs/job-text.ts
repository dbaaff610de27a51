import type { Job } from '@installer/contracts';

/** The customer as the office names them: their names, else their e-mail. */
export function customerName(job: Pick<Job, 'customer'>): string {
  const name = [job.customer.first_name, job.customer.last_name].filter(Boolean).join(' ');
  return name || job.customer.email;
}

/** The time window, "08:00–10:00", or '' without one. */
export function jobWindow(job: Pick<Job, 'window_start' | 'window_end'>): string {
  return job.window_start && job.window_end ? `${job.window_start}–${job.window_end}` : '';
}
