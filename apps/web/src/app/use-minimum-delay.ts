import { useEffect, useState } from 'react';

const remaining = (ms: number, since: number) => since + ms - performance.now();

/** True once `ms` have passed since `since`, a time on `performance.now()`'s clock (0: the page's start). */
export function useMinimumDelay(ms: number, since = 0): boolean {
  const [done, setDone] = useState(() => remaining(ms, since) <= 0);
  useEffect(() => {
    if (done) return;
    const timer = window.setTimeout(() => setDone(true), Math.max(0, remaining(ms, since)));
    return () => window.clearTimeout(timer);
  }, [done, ms, since]);
  return done;
}
