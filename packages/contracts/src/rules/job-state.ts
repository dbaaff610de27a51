import { installationState } from './installation-state.ts';

/**
 * What the office plans (a job's stored status): planned until it is cancelled by the office or found not
 * doable by the installer on site.
 */
export const JOB_STATUSES = ['planned', 'cancelled', 'not_doable'] as const;
type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Where a job stands, derived from its status and its installations (docs/decisions/0022-office-jobs.md):
 * - planned: nothing installed yet;
 * - in_progress: some of its devices installed, not all;
 * - installed_waiting: all installed, a device has no first measurement yet (and is not silent);
 * - working: all installed and measured, every device heard within SILENT_AFTER_HOURS;
 * - silent: all installed, a device unheard for longer than SILENT_AFTER_HOURS (rules/installation-state.ts);
 * - not_doable, cancelled: the status, whatever was installed.
 * The board and My jobs (server) and the phone's cached jobs (offline) call this one function.
 */
export const JOB_STATES = [
  'planned',
  'in_progress',
  'installed_waiting',
  'working',
  'silent',
  'not_doable',
  'cancelled',
] as const;
export type JobState = (typeof JOB_STATES)[number];

export interface JobStateInput {
  status: JobStatus;
  /** Devices the job expects: its listed device numbers plus its count of devices not yet known. */
  expectedDevices: number;
  /** The installations made for the job: when each current device was installed, and its last measurement. */
  installations: readonly { installedAt: string; lastEmissionAt: string | null }[];
  /** Milliseconds since the epoch: the server's clock, or the phone's. */
  now: number;
  silentAfterHours: number;
}

export function jobState({
  status,
  expectedDevices,
  installations,
  now,
  silentAfterHours,
}: JobStateInput): JobState {
  if (status !== 'planned') return status;
  if (installations.length === 0) return 'planned';
  if (installations.length < expectedDevices) return 'in_progress';
  const states = installations.map(({ installedAt, lastEmissionAt }) =>
    installationState({ installedAt, lastEmissionAt, now, silentAfterHours }),
  );
  if (states.includes('silent')) return 'silent';
  if (states.includes('waiting')) return 'installed_waiting';
  return 'working';
}
