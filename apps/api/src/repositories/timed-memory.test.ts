import { describe, expect, it } from 'vitest';
import { memoryPerDatabase, TimedMemory } from './timed-memory.ts';

describe('a timed memory (decisions 0033, 0034)', () => {
  it('knows a value for its lifetime from when it was learnt, not a moment longer', () => {
    const memory = new TimedMemory<string>(10, 1_000);
    memory.set('cuve', 'common', 5_000);
    expect(memory.get('cuve', 5_999)).toBe('common');
    expect(memory.get('cuve', 6_000)).toBeUndefined();
    expect(memory.get('silo', 5_500)).toBeUndefined();
    // Learnt again: its lifetime starts over, with the new value.
    memory.set('cuve', 'again', 5_900);
    expect(memory.get('cuve', 6_899)).toBe('again');
  });

  it('keeps at most its bound, the oldest learnt out first, and lets ended values go', () => {
    const memory = new TimedMemory<true>(3, 1_000);
    for (const [n, key] of ['a', 'b', 'c', 'd'].entries()) memory.set(key, true, 100 + n);
    expect(memory.size).toBe(3);
    expect(['a', 'b', 'c', 'd'].map((key) => memory.get(key, 200))).toEqual([undefined, true, true, true]);
    // "b" learnt again is now the newest: "c" is the oldest.
    memory.set('b', true, 300);
    memory.set('e', true, 301);
    expect(['b', 'c', 'd', 'e'].map((key) => memory.get(key, 400))).toEqual([true, undefined, true, true]);
    // Every one of them ended: the next one learnt is left alone in memory.
    memory.set('f', true, 5_000);
    expect(memory.size).toBe(1);
  });

  it('keeps one memory per database', () => {
    const memoryOf = memoryPerDatabase<object, number>(10, 1_000);
    const [one, other] = [{}, {}];
    memoryOf(one).set('k', 1, 0);
    expect(memoryOf(one).get('k', 10)).toBe(1);
    expect(memoryOf(other).get('k', 10)).toBeUndefined();
    expect(memoryOf(one)).toBe(memoryOf(one));
  });
});
