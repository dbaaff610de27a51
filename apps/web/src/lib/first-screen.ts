import { useEffect, useState } from 'react';

/**
 * Background work (the service worker and its precache, the outbox, the offline priming) starts once the first
 * screen is on show and the main thread is idle, so that on a mid-range phone and a weak signal it never
 * competes with that screen for the network or the CPU (docs/decisions/0009-web-start-up.md).
 */

/** A screen that never says it is shown (an error page, a stuck chunk) still gets its background work. */
const FALLBACK_MS = 5_000;
/** Idle or not, background work waits no longer than this once the screen is shown. */
const IDLE_TIMEOUT_MS = 2_000;

let shown = false;
const waiting = new Set<() => void>();

/** The User Timing mark of that moment: Lighthouse's trace shows it, and the bench waits for it (bench/lib/browser.ts). */
const FIRST_SCREEN_MARK = 'first-screen';

export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  performance.mark?.(FIRST_SCREEN_MARK);
  for (const start of [...waiting]) start();
  waiting.clear();
}

/**
 * Rendered after a screen's content, inside its Suspense boundary: its effect runs once that content is
 * committed (a boundary commits its children only when none of them is still loading).
 */
export function FirstScreenShown(): null {
  useEffect(markFirstScreenShown, []);
  return null;
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 0);
  return () => window.clearTimeout(id);
}

/** Runs `work` once the first screen is shown and the browser is idle; the returned function cancels it. */
export function afterFirstScreen(work: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    if (cancelIdle) return;
    window.clearTimeout(fallback);
    waiting.delete(start);
    cancelIdle = whenIdle(work);
  };
  const fallback = window.setTimeout(start, FALLBACK_MS);
  if (shown) start();
  else waiting.add(start);
  return () => {
    window.clearTimeout(fallback);
    waiting.delete(start);
    cancelIdle?.();
  };
}

/** True once the first screen is shown and the browser was idle: for a part of the shell that can wait. */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstScreen(() => setReady(true)), []);
  return ready;
}
