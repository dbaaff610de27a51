import type { Job } from '@installer/contracts';
import { localDay } from '../../lib/local-day.ts';

/**
 * Which jobs the installer can still work on (decision 0022). A module of its own: step 1's check for today's
 * jobs (today-jobs-offer.tsx) runs on every first screen and needs this, not the rest of the job plan.
 */

export function installedCount(job: Job): number {
  return job.devices.filter((device) => device.installation !== null).length;
}

/** Whether the installer can still work on the job: planned, with a device not yet installed. */
function isOpen(job: Job): boolean {
  return job.status === 'planned' && installedCount(job) < job.expected_devices;
}

/** The open jobs of today, on the phone's calendar. */
export function todaysOpenJobs(jobs: readonly Job[], today = localDay()): Job[] {
  return jobs.filter((job) => job.scheduled_date === today && isOpen(job));
}
