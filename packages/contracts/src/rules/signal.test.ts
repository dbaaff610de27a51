import { describe, expect, it } from 'vitest';
import { SIGNAL_COLOR, signalLevel } from './signal.ts';

describe('signal quality display (spec §4)', () => {
  it('maps null to No data, 2 or less to Bad, 3 Medium, 4 Good, 5 Very good', () => {
    expect(signalLevel(null)).toBe('no_data');
    expect(signalLevel(undefined)).toBe('no_data');
    expect(signalLevel(0)).toBe('bad');
    expect(signalLevel(1)).toBe('bad');
    expect(signalLevel(2)).toBe('bad');
    expect(signalLevel(3)).toBe('medium');
    expect(signalLevel(4)).toBe('good');
    expect(signalLevel(5)).toBe('very_good');
  });

  it('colours bad as error, medium as warning, very good as success', () => {
    expect(SIGNAL_COLOR.bad).toBe('error');
    expect(SIGNAL_COLOR.medium).toBe('warning');
    expect(SIGNAL_COLOR.very_good).toBe('success');
  });
});
