/**
 * A screen's first call, started as its route starts rather than once its chunk has loaded and rendered
 * (docs/decisions/0027-first-screen-sooner.md): the answer then travels while the chunk does, and the
 * screen shows its data in its first render. The screen's hook asks `take()` with its own arguments: the early
 * answer when it was started for the same ones and not long ago, taken once (a refetch asks the server again),
 * else a call made now.
 */
interface EarlyCall<Args extends unknown[], T> {
  /** Starts the call for these arguments (the route's first screen). */
  start(...args: Args): void;
  /** The early answer for these arguments, once; otherwise the call made now. */
  take(signal: AbortSignal | undefined, ...args: Args): Promise<T>;
}

/** Older than this, an early answer unused is not what the screen should show: it asks again. */
const FRESH_MS = 10_000;

export function earlyCall<Args extends unknown[], T>(
  call: (signal: AbortSignal | undefined, ...args: Args) => Promise<T>,
): EarlyCall<Args, T> {
  let early: { key: string; at: number; answer: Promise<T> } | null = null;
  const keyOf = (args: Args) => JSON.stringify(args);
  return {
    start(...args) {
      const answer = call(undefined, ...args);
      // Failures are the taker's to show; one never taken is not an unhandled rejection.
      answer.catch(() => undefined);
      early = { key: keyOf(args), at: performance.now(), answer };
    },
    take(signal, ...args) {
      const kept = early;
      early = null;
      if (kept && kept.key === keyOf(args) && performance.now() - kept.at < FRESH_MS) return kept.answer;
      return call(signal, ...args);
    },
  };
}
