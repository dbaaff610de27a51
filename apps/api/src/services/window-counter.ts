import type { ScriptRunner } from './token-bucket.ts';

/** A count in the current window of a key, and how long until that window ends. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/** Counts events per key in fixed windows: `hit` adds one and says where the key stands. */
export interface WindowCounter {
  hit(key: string): Promise<WindowCount>;
}

/** Keys held at most in memory: past it, ended windows go first, then the oldest ones. */
const MAX_KEYS = 50_000;

/** One instance's counts, in memory, bounded in size. */
export class LocalWindowCounter implements WindowCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string): Promise<WindowCount> {
    return this.count(key);
  }

  /**
   * `hit` without the promise, for the route limiter's hook, which runs on every device check
   * (docs/decisions/0020-hot-paths.md, fourth round): the counts are in memory, nothing to wait for.
   */
  count(key: string): WindowCount {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (window) this.windows.delete(key);
      if (this.windows.size >= MAX_KEYS) this.forget(now);
      window = { count: 0, endsAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  /**
   * Every window lasts as long and a new one is added last (a Map keeps insertion order), so the first
   * entries end first: ended ones go, then the oldest while the map is still full.
   */
  private forget(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.endsAt > now && this.windows.size < MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}

/**
 * INCRBY ARGV[2], the window (ARGV[1] ms) started on the first count, by Redis's clock so every instance
 * agrees; answers the count and the window's remaining time. One count per hit here; the route limiter takes
 * several at once, for many keys in one call, with redis/window-leases.ts (docs/decisions/0020-hot-paths.md).
 */
const WINDOW_COUNT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/**
 * DESIGN §2 several instances: counts in Redis shared by every instance. While Redis cannot answer, each
 * instance counts alone (at most N times the budget over N instances, never an unbounded one), and says
 * so in its log once per outage.
 */
export class SharedWindowCounter implements WindowCounter {
  private readonly fallback: LocalWindowCounter;
  private failing = false;

  constructor(
    private readonly redis: ScriptRunner,
    private readonly prefix: string,
    private readonly windowMs: number,
    private readonly log?: { warn(object: object, message: string): void },
  ) {
    this.fallback = new LocalWindowCounter(windowMs);
  }

  async hit(key: string): Promise<WindowCount> {
    try {
      const answer = await this.redis.eval(WINDOW_COUNT_SCRIPT, 1, this.prefix + key, this.windowMs, 1);
      const [count, ttl] = answer as [number, number];
      this.failing = false;
      return { count: Number(count), resetInMs: Number(ttl) };
    } catch (error) {
      if (!this.failing) this.log?.warn({ err: error }, 'shared counters unreachable: counting locally');
      this.failing = true;
      return this.fallback.hit(key);
    }
  }
}

/** Shared through Redis when the server has one, else this instance's own. */
export function windowCounter(
  redis: ScriptRunner | null,
  prefix: string,
  windowMs: number,
  log?: { warn(object: object, message: string): void },
): WindowCounter {
  return redis ? new SharedWindowCounter(redis, prefix, windowMs, log) : new LocalWindowCounter(windowMs);
}
