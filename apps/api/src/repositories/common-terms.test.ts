import { describe, expect, it } from 'vitest';
import { CommonTerms } from './common-terms.ts';

describe('common search terms remembered (decision 0033)', () => {
  it('knows a term for its lifetime from its last count, not a moment longer', () => {
    const terms = new CommonTerms(10, 1_000);
    terms.remember('cuve', 5_000);
    expect(terms.has('cuve', 5_999)).toBe(true);
    expect(terms.has('cuve', 6_000)).toBe(false);
    expect(terms.has('silo', 5_500)).toBe(false);
    // Counted again: its lifetime starts over.
    terms.remember('cuve', 5_900);
    expect(terms.has('cuve', 6_899)).toBe(true);
  });

  it('keeps at most its bound, the oldest count out first, and lets ended terms go', () => {
    const terms = new CommonTerms(3, 1_000);
    for (const [n, term] of ['a', 'b', 'c', 'd'].entries()) terms.remember(term, 100 + n);
    expect(terms.size).toBe(3);
    expect(['a', 'b', 'c', 'd'].map((term) => terms.has(term, 200))).toEqual([false, true, true, true]);
    // "b" counted again is now the newest: "c" is the oldest.
    terms.remember('b', 300);
    terms.remember('e', 301);
    expect(['b', 'c', 'd', 'e'].map((term) => terms.has(term, 400))).toEqual([true, false, true, true]);
    // Every one of them ended: the next count leaves it alone in memory.
    terms.remember('f', 5_000);
    expect(terms.size).toBe(1);
  });
});
