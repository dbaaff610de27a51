import type { Job } from '@installer/contracts';
import { localDay } from '../../lib/local-day.ts';
import type { JobStart } from '../../wizard-core/job-start.ts';

/** Whether the installer can still work on the job: planned, with a device not yet installed. */
function isOpen(job: Job): boolean {
  return job.status === 'planned' && installedCount(job) < job.expected_devices;
}

function installedCount(job: Job): number {
  return job.devices.filter((device) => device.installation !== null).length;
}

/**
 * The next device of the job (CONTRACT-OFFICE "Web": one after another): the first listed number not yet
 * installed; null when only devices without a number are left (scanned on site); undefined when none is left.
 * `skip`: a device just installed that the list does not know yet.
 */
export function nextDevice(job: Job, skip: string | null = null): string | null | undefined {
  const installed = installedCount(job) + (skip !== null && !isInstalled(job, skip) ? 1 : 0);
  if (job.status !== 'planned' || installed >= job.expected_devices) return undefined;
  const listed = job.devices.find(
    (device) => device.listed && device.installation === null && device.device_number !== skip,
  );
  return listed ? listed.device_number : null;
}

function isInstalled(job: Job, deviceNumber: string): boolean {
  return job.devices.some((device) => device.device_number === deviceNumber && device.installation !== null);
}

const DIMENSIONS = ['volume', 'height', 'length', 'width'] as const;

/** What the wizard is preset with for a device of the job (wizard-core/job-start.ts). */
export function jobStart(job: Job, deviceNumber: string | null): JobStart {
  const dimensions: JobStart['dimensions'] = {};
  for (const name of DIMENSIONS) {
    const value = job.equipment.dimensions?.[name];
    if (typeof value === 'number') dimensions[name] = value;
  }
  return {
    id_job: job.id_job,
    customer: { id_user: job.customer.id_user, email: job.customer.email },
    domicile: {
      id_domicile: job.address.id_domicile,
      name: job.address.address_name,
      address: job.address.address,
    },
    type_asset: job.equipment.type_key,
    dimensions,
    device_number: deviceNumber,
  };
}

/** The jobs by day, today first (the list holds today and the next days), each day's by its window. */
export function jobsByDay(jobs: readonly Job[]): { day: string; jobs: Job[] }[] {
  const days = new Map<string, Job[]>();
  const sorted = [...jobs].sort(
    (a, b) =>
      a.scheduled_date.localeCompare(b.scheduled_date) ||
      (a.window_start ?? '99').localeCompare(b.window_start ?? '99'),
  );
  for (const job of sorted) days.set(job.scheduled_date, [...(days.get(job.scheduled_date) ?? []), job]);
  return [...days].map(([day, list]) => ({ day, jobs: list }));
}

/** The open jobs of today, on the phone's calendar. */
export function todaysOpenJobs(jobs: readonly Job[], today = localDay()): Job[] {
  return jobs.filter((job) => job.scheduled_date === today && isOpen(job));
}
