import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { idParam } from './envelope.ts';

describe('path ids: canonical integers only', () => {
  it('takes the digits the app writes, as numbers', () => {
    expect(z.parse(idParam, '1')).toBe(1);
    expect(z.parse(idParam, '10')).toBe(10);
    expect(z.parse(idParam, '2147483647')).toBe(2_147_483_647);
  });

  it.each([
    '1.0',
    '1.',
    '1e0',
    '1E0',
    '+1',
    '-1',
    '0',
    '01',
    '0x10',
    '0b1',
    '0o7',
    ' 1',
    '1 ',
    '1_000',
    '١',
    '2147483648',
    '99999999999',
    'Infinity',
    'NaN',
    '',
  ])('refuses %j', (text) => {
    expect(z.safeParse(idParam, text).success).toBe(false);
  });

  it('refuses what is not a string (a path param is always one)', () => {
    expect(z.safeParse(idParam, 1).success).toBe(false);
  });
});
