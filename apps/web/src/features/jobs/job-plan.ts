import type { Job } from '@installer/contracts';
import type { JobStart } from '../../wizard-core/job-start.ts';
import type { OutboxItem } from '../outbox/index.ts';
import { installedCount } from './open-jobs.ts';

/**
 * The next device of the job (decision 0022: one after another): the first listed number not yet
 * installed; null when only devices without a number are left (scanned on site); undefined when none is left.
 * `skip`: devices installed that the list does not know yet (just now, or waiting on the phone).
 */
export function nextDevice(job: Job, skip: readonly string[] = []): string | null | undefined {
  const extra = new Set(skip.filter((number) => !isInstalled(job, number))).size;
  if (job.status !== 'planned' || installedCount(job) + extra >= job.expected_devices) return undefined;
  const listed = job.devices.find(
    (device) => device.listed && device.installation === null && !skip.includes(device.device_number),
  );
  return listed ? listed.device_number : null;
}

/** What this phone made for a job and still holds for the server: its installations, a not-doable report. */
export interface OnPhone {
  devices: string[];
  not_doable: boolean;
}

export function onPhone(items: readonly OutboxItem[], idJob: number): OnPhone {
  const devices: string[] = [];
  let notDoable = false;
  for (const { call, device_number } of items) {
    if (call.kind === 'installation' && call.body.id_job === idJob) devices.push(device_number);
    if (call.kind === 'not_doable' && call.id_job === idJob) notDoable = true;
  }
  return { devices, not_doable: notDoable };
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
    id_brand_reference: job.equipment.id_brand_reference,
    id_model_reference: job.equipment.id_model_reference,
    // `?? null`: a list the phone kept before jobs carried these (priming's IndexedDB) has none of them.
    name: job.equipment.name ?? null,
    id_liquid_type: job.equipment.id_liquid_type ?? null,
    id_localisation_type: job.equipment.id_localisation_type ?? null,
    monitoring_type: job.equipment.monitoring_type ?? null,
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
