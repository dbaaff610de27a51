import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyCall } from './early-call.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('a screen’s first call started with its route', () => {
  it('gives the screen the answer started early, once; a refetch asks again', async () => {
    let calls = 0;
    const call = earlyCall(async (_signal: AbortSignal | undefined, id: number) => `${id}:${++calls}`);
    call.start(7);
    expect(calls).toBe(1);
    await expect(call.take(undefined, 7)).resolves.toBe('7:1');
    expect(calls).toBe(1);
    await expect(call.take(undefined, 7)).resolves.toBe('7:2');
  });

  it('asks again for other arguments than those started', async () => {
    const seen: string[] = [];
    const call = earlyCall(async (_signal: AbortSignal | undefined, search: string) => {
      seen.push(search);
      return search;
    });
    call.start('');
    await expect(call.take(undefined, 'tank')).resolves.toBe('tank');
    expect(seen).toEqual(['', 'tank']);
  });

  it('asks again when the early answer waited unused too long', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    let calls = 0;
    const call = earlyCall(async () => ++calls);
    call.start();
    vi.advanceTimersByTime(10_000);
    await expect(call.take(undefined)).resolves.toBe(2);
  });

  it('hands an early failure to the screen, which shows it, and leaves no unhandled rejection', async () => {
    let calls = 0;
    const call = earlyCall(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return calls;
    });
    call.start();
    await expect(call.take(undefined)).rejects.toThrow('offline');
    await expect(call.take(undefined)).resolves.toBe(2);
  });

  it('passes the screen’s abort signal to a call made at take time', async () => {
    const signals: (AbortSignal | undefined)[] = [];
    const call = earlyCall(async (signal: AbortSignal | undefined) => {
      signals.push(signal);
      return signals.length;
    });
    const controller = new AbortController();
    await call.take(controller.signal);
    expect(signals).toEqual([controller.signal]);
  });
});
