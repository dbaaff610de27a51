import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.ts';
import { TokenBucket } from './token-bucket.ts';

describe('LRU cache with expiry', () => {
  it('forgets the least recently used entry beyond its size', () => {
    const cache = new LruCache<number>(2, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('forgets an entry once it has expired', () => {
    let now = 0;
    const cache = new LruCache<string>(10, 1000, () => now);
    cache.set('q', 'answer');
    now = 999;
    expect(cache.get('q')).toBe('answer');
    now = 1000;
    expect(cache.get('q')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describe('token bucket', () => {
  it('lets a burst through, then refills at its rate', () => {
    let now = 0;
    const bucket = new TokenBucket(3, 2, () => now);
    expect([1, 2, 3, 4].map(() => bucket.tryTake())).toEqual([true, true, true, false]);
    now = 499;
    expect(bucket.tryTake()).toBe(false);
    now = 500;
    expect(bucket.tryTake()).toBe(true);
    now = 60_000;
    expect([1, 2, 3, 4].map(() => bucket.tryTake())).toEqual([true, true, true, false]);
  });
});
