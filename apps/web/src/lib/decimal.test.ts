import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal } from './decimal.ts';

describe('a number in a form field', () => {
  it('is written as the interface language writes it, as the report does', () => {
    expect(formatDecimal(73.6, 'de-DE')).toBe('73,6');
    expect(formatDecimal(73.6, 'fr-FR')).toBe('73,6');
    expect(formatDecimal(73.6, 'en-GB')).toBe('73.6');
    expect(formatDecimal(null, 'de-DE')).toBe('');
    expect(formatDecimal(Number.NaN, 'de-DE')).toBe('');
  });

  it('reads back what it shows, large numbers too (no grouping in a field)', () => {
    for (const tag of ['de-DE', 'fr-FR', 'pl-PL', 'en-GB']) {
      expect(formatDecimal(12345.25, tag)).not.toMatch(/\s|\u202f/);
      expect(parseDecimal(formatDecimal(12345.25, tag))).toBe(12345.25);
    }
  });
});
