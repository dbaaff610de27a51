import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

const NOW = 1_000_000;
const FAR = NOW + 3_600_000;

describe('SessionCache, the auth plugin sessions (docs/decisions/0017-sign-out-reaches-every-instance.md)', () => {
  it('keeps hitting with more sessions than the old limit, the oldest read leaving first', () => {
    const cache = new SessionCache<number>(20_000, 60_000);
    for (let i = 0; i < 20_000; i++) cache.rememberIfUnchanged(cache.generation, `t${i}`, i, NOW, FAR);
    // Every one of them hits on its next poll, in the same order.
    for (let i = 0; i < 20_000; i++) expect(cache.get(`t${i}`, NOW + 10_000)).toBe(i);
    // t0 read again from the database (its minute ended, or it was missing): it becomes the newest read.
    cache.rememberIfUnchanged(cache.generation, 't0', 0, NOW + 10_000, FAR);
    cache.get('t1', NOW + 10_000);
    cache.rememberIfUnchanged(cache.generation, 'new', -1, NOW + 10_000, FAR);
    expect(cache.size).toBe(20_000);
    // t1 is now the oldest read, hits or not (it would be the first to end): it left.
    expect(cache.get('t1', NOW + 10_000)).toBeUndefined();
    expect(cache.get('t0', NOW + 10_000)).toBe(0);
    expect(cache.get('t2', NOW + 10_000)).toBe(2);
    expect(cache.get('new', NOW + 10_000)).toBe(-1);
  });

  it('serves an entry neither after its time in the cache nor after the session ends', () => {
    const cache = new SessionCache<string>(10, 60_000);
    cache.rememberIfUnchanged(cache.generation, 'a', 'A', NOW, FAR);
    cache.rememberIfUnchanged(cache.generation, 'b', 'B', NOW, NOW + 1_000);
    expect(cache.get('a', NOW + 59_999)).toBe('A');
    expect(cache.get('a', NOW + 60_000)).toBeUndefined();
    expect(cache.get('b', NOW + 999)).toBe('B');
    expect(cache.get('b', NOW + 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not cache a read that a revocation overtook', () => {
    const cache = new SessionCache<string>(10, 60_000);
    const before = cache.generation;
    // The read began, then the session was revoked (here or, through Redis, elsewhere), then the read ended.
    cache.forget('a');
    cache.rememberIfUnchanged(before, 'a', 'A', NOW, FAR);
    expect(cache.get('a', NOW)).toBeUndefined();
    const afterClear = cache.generation;
    cache.clear();
    cache.rememberIfUnchanged(afterClear, 'a', 'A', NOW, FAR);
    expect(cache.get('a', NOW)).toBeUndefined();
    // A read begun after them is cached.
    cache.rememberIfUnchanged(cache.generation, 'a', 'A', NOW, FAR);
    expect(cache.get('a', NOW)).toBe('A');
    cache.forget('a');
    expect(cache.get('a', NOW)).toBeUndefined();
  });
});
