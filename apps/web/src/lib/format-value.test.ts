import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE, formatCoordinate, formatValue } from './format-value.ts';

const words = { yes: 'Yes', no: 'No' };

describe('formatValue', () => {
  it('shows a dash when there is no value', () => {
    expect(formatValue(null, 'en-GB', words)).toBe(EMPTY_VALUE);
    expect(formatValue(undefined, 'en-GB', words)).toBe(EMPTY_VALUE);
    expect(formatValue('', 'en-GB', words)).toBe(EMPTY_VALUE);
    expect(formatValue(Number.NaN, 'en-GB', words)).toBe(EMPTY_VALUE);
  });

  it('writes numbers the way the interface language does, with at most two decimals', () => {
    expect(formatValue(1234.567, 'en-GB', words)).toBe('1,234.57');
    expect(formatValue(1234.5, 'fr-FR', words)).toBe('1\u202f234,5');
    expect(formatValue(0, 'en-GB', words)).toBe('0');
  });

  it('writes booleans as words and keeps text as it is', () => {
    expect(formatValue(true, 'en-GB', words)).toBe('Yes');
    expect(formatValue(false, 'en-GB', words)).toBe('No');
    expect(formatValue('open', 'en-GB', words)).toBe('open');
  });

  it('still shows something readable for an unexpected object', () => {
    expect(formatValue({ a: 1 }, 'en-GB', words)).toBe('{"a":1}');
  });
});

describe('a position on screen', () => {
  it('writes coordinates with the decimal sign of the language, to about a metre', () => {
    expect(formatCoordinate(48.8566, 'en-GB')).toBe('48.85660');
    expect(formatCoordinate(48.8566, 'de-DE')).toBe('48,85660');
    expect(formatCoordinate(-1.234567, 'fr-FR')).toBe('-1,23457');
  });
});
