import { describe, expect, it } from 'vitest';
import { bearerTokenOf } from './auth.ts';

const TOKEN = 'AbC-123_xyz-0123456789abcdef';

describe('bearerTokenOf, the one reading of the Authorization header', () => {
  it('reads the same token from every spelling of the scheme and the space after it', () => {
    for (const header of [
      `Bearer ${TOKEN}`,
      `Bearer  ${TOKEN}`,
      `Bearer\t${TOKEN}`,
      `bearer ${TOKEN}`,
      `BEARER ${TOKEN}`,
      ` Bearer ${TOKEN} `,
    ]) {
      expect(bearerTokenOf(header), JSON.stringify(header)).toBe(TOKEN);
    }
  });

  it('reads no token from anything else', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      `Bearer${TOKEN}`,
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN} extra`,
      `Bearer ${TOKEN.slice(0, 19)}`,
      `Bearer ${'x'.repeat(201)}`,
      `Bearer ${TOKEN}=`,
    ]) {
      expect(bearerTokenOf(header), JSON.stringify(header)).toBeNull();
    }
  });
});
