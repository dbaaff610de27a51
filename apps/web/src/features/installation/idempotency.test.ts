import { describe, expect, it } from 'vitest';
import { attemptFor, fingerprint, newIdempotencyKey } from './idempotency.ts';

describe('idempotency key of an installation attempt', () => {
  it('is a version 4 UUID, a new one each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('is reused for the same body, whatever the order of its keys', () => {
    const first = attemptFor(null, { a: 1, b: { c: [1, 2], d: 'x' } });
    expect(attemptFor(first, { b: { d: 'x', c: [1, 2] }, a: 1 })).toBe(first);
  });

  it('is new once the body changed', () => {
    const first = attemptFor(null, { asset: { name: 'Tank A' } });
    const second = attemptFor(first, { asset: { name: 'Tank B' } });
    expect(second.idempotency_key).not.toBe(first.idempotency_key);
    expect(second.fingerprint).toBe(fingerprint({ asset: { name: 'Tank B' } }));
  });
});
