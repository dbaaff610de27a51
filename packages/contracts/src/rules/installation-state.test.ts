import { describe, expect, it } from 'vitest';
import { installationState } from './installation-state.ts';

const HOUR = 3_600_000;
const installedAt = '2026-11-20T08:00:00.000Z';
const at = (hoursAfterInstall: number) => Date.parse(installedAt) + hoursAfterInstall * HOUR;
const iso = (hoursAfterInstall: number) => new Date(at(hoursAfterInstall)).toISOString();

describe('installation state on My installations', () => {
  it('waits for the first measurement until the threshold, then calls the device silent', () => {
    const state = (now: number) =>
      installationState({ installedAt, lastEmissionAt: null, now, silentAfterHours: 48 });
    expect(state(at(0))).toBe('waiting');
    expect(state(at(48))).toBe('waiting');
    expect(state(at(48) + 1)).toBe('silent');
  });

  it('is working while the last measurement is younger than the threshold, silent after', () => {
    const state = (now: number) =>
      installationState({ installedAt, lastEmissionAt: iso(10), now, silentAfterHours: 24 });
    expect(state(at(10))).toBe('working');
    expect(state(at(34))).toBe('working');
    expect(state(at(34) + 1)).toBe('silent');
  });
});
