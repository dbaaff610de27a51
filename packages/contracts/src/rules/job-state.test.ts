import { describe, expect, it } from 'vitest';
import { jobState } from './job-state.ts';

const HOUR = 3_600_000;
const installedAt = '2026-11-27T08:00:00.000Z';
const at = (hours: number) => Date.parse(installedAt) + hours * HOUR;
const iso = (hours: number) => new Date(at(hours)).toISOString();
const base = { status: 'planned' as const, expectedDevices: 2, now: at(1), silentAfterHours: 48 };

describe('job state', () => {
  it('is planned before anything is installed, in progress while devices are missing', () => {
    expect(jobState({ ...base, installations: [] })).toBe('planned');
    expect(jobState({ ...base, installations: [{ installedAt, lastEmissionAt: null }] })).toBe('in_progress');
  });

  it('waits for every first measurement once all are installed, then works', () => {
    const one = { installedAt, lastEmissionAt: iso(0.5) };
    expect(jobState({ ...base, installations: [one, { installedAt, lastEmissionAt: null }] })).toBe(
      'installed_waiting',
    );
    expect(jobState({ ...base, installations: [one, one] })).toBe('working');
  });

  it('is silent when a device is unheard past the threshold, measured or not', () => {
    const heard = { installedAt, lastEmissionAt: iso(60) };
    const never = { installedAt, lastEmissionAt: null };
    const now = at(61);
    expect(jobState({ ...base, now, installations: [heard, never] })).toBe('silent');
    expect(jobState({ ...base, now, installations: [heard, { installedAt, lastEmissionAt: iso(1) }] })).toBe(
      'silent',
    );
    expect(jobState({ ...base, now, installations: [heard, heard] })).toBe('working');
  });

  it('counts more installations than expected as all installed', () => {
    const one = { installedAt, lastEmissionAt: iso(0.5) };
    expect(jobState({ ...base, expectedDevices: 1, installations: [one, one] })).toBe('working');
  });

  it('answers the status of a cancelled or not doable job whatever was installed', () => {
    const one = { installedAt, lastEmissionAt: iso(0.5) };
    expect(jobState({ ...base, status: 'cancelled', installations: [one] })).toBe('cancelled');
    expect(jobState({ ...base, status: 'not_doable', installations: [] })).toBe('not_doable');
  });
});

describe('job days', () => {
  it('takes days of the calendar only, whatever the text', async () => {
    const { calendarDay } = await import('../api/jobs.ts');
    const { safeParse } = await import('zod/mini');
    const ok = (text: string) => safeParse(calendarDay, text).success;
    expect(ok('2026-11-27')).toBe(true);
    expect(ok('2028-02-29')).toBe(true);
    for (const text of ['2026-02-30', '2026-13-01', '2026-00-10', 'tomorrow', '', '2026-1-1']) {
      expect(ok(text), text).toBe(false);
    }
  });
});
