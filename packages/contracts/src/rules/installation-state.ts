/**
 * The state of an installation on "My installations", derived from its current device's measurements. The
 * server derives it for each row (GET /installations); the app derives it again from its cached rows while
 * offline, as time passes: one rule for both.
 * - waiting: no measurement since the device was installed, for less than the silence threshold;
 * - working: the last measurement is younger than the threshold;
 * - silent: no measurement for longer than the threshold (none at all, or an old one).
 */
export const INSTALLATION_STATES = ['waiting', 'working', 'silent'] as const;
export type InstallationState = (typeof INSTALLATION_STATES)[number];

/**
 * Default of the server's SILENT_AFTER_HOURS: a level sensor sends a few messages a day, so two days without
 * one is more than a missed message or a bad night of radio; it is a sensor to visit.
 */
export const DEFAULT_SILENT_AFTER_HOURS = 48;

export interface StateInput {
  /** When the current device was installed (after a swap: when it replaced the previous one). */
  installedAt: string;
  /** The last measurement received since then, or null. */
  lastEmissionAt: string | null;
  /** Milliseconds since the epoch: the server's clock, or the phone's when it ages cached rows. */
  now: number;
  silentAfterHours: number;
}

export function installationState({
  installedAt,
  lastEmissionAt,
  now,
  silentAfterHours,
}: StateInput): InstallationState {
  const threshold = silentAfterHours * 3_600_000;
  if (lastEmissionAt === null) return now - Date.parse(installedAt) > threshold ? 'silent' : 'waiting';
  return now - Date.parse(lastEmissionAt) > threshold ? 'silent' : 'working';
}
