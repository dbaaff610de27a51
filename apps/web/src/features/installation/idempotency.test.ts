import { describe, expect, it } from 'vitest';
import { keyFor, newIdempotencyKey } from './idempotency.ts';

describe('idempotency key of an installation attempt', () => {
  it('is a version 4 UUID, a new one each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('is reused for the same body, whatever the order of its keys', () => {
    const body = { a: 1, b: { c: [1, 2], d: 'x' } };
    const first = { key: keyFor(null, body), call: { body } };
    expect(keyFor(first, { b: { d: 'x', c: [1, 2] }, a: 1 })).toBe(first.key);
  });

  it('is new once the body changed', () => {
    const body = { asset: { name: 'Tank A' } };
    const first = { key: keyFor(null, body), call: { body } };
    const second = keyFor(first, { asset: { name: 'Tank B' } });
    expect(second).not.toBe(first.key);
    expect(second).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
