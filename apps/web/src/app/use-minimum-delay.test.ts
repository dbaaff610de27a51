import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMinimumDelay } from './use-minimum-delay.ts';

/** spec §9 loader delay, counted from the page's start (docs/decisions/0024-loader-delay-from-the-version-check.md). */
describe('the minimum delay', () => {
  it('is over at once when the page started longer ago than the delay', () => {
    const { result } = renderHook(() => useMinimumDelay(1000, performance.now() - 1000));
    expect(result.current).toBe(true);
  });

  it('waits out what is left of it when the page started just now', async () => {
    const started = performance.now();
    const { result } = renderHook(() => useMinimumDelay(300, started));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true), { timeout: 5000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('counts nothing when the delay is 0', () => {
    const { result } = renderHook(() => useMinimumDelay(0, performance.now()));
    expect(result.current).toBe(true);
  });
});
