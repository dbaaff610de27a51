import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps whether the first screen was shown: each test imports a fresh copy.
async function freshModule() {
  vi.resetModules();
  return import('./first-screen.ts');
}

describe('afterFirstScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the first screen, then for an idle moment', async () => {
    const { afterFirstScreen, markFirstScreenShown } = await freshModule();
    const work = vi.fn();
    afterFirstScreen(work);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(work).not.toHaveBeenCalled();

    markFirstScreenShown();
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledTimes(1);

    // Once shown, later work only waits for the idle moment, and runs once.
    const later = vi.fn();
    afterFirstScreen(later);
    markFirstScreenShown();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(later).toHaveBeenCalledTimes(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("leaves a User Timing mark of the moment, once, for Lighthouse's trace and the bench", async () => {
    // The browser's own performance timeline, not the fake timers' stand-in.
    vi.useRealTimers();
    performance.clearMarks('first-screen');
    const { markFirstScreenShown } = await freshModule();
    markFirstScreenShown();
    markFirstScreenShown();
    expect(performance.getEntriesByName('first-screen', 'mark')).toHaveLength(1);
  });

  it('still runs when no screen ever says it is shown', async () => {
    const { afterFirstScreen } = await freshModule();
    const work = vi.fn();
    afterFirstScreen(work);
    await vi.advanceTimersByTimeAsync(4_900);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the screen shows', async () => {
    const { afterFirstScreen, markFirstScreenShown } = await freshModule();
    const before = vi.fn();
    afterFirstScreen(before)();
    markFirstScreenShown();
    const after = vi.fn();
    afterFirstScreen(after)();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
