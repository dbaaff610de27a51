/**
 * A token bucket: `capacity` requests at once, refilled at `perSecond`. One bucket shared by every caller
 * keeps an upstream under its usage policy whatever the number of installers typing (DESIGN §2).
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = capacity;
    this.updatedAt = now();
  }

  /** Takes one token when there is one; false means the caller is over the limit. */
  tryTake(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.updatedAt) / 1000) * this.perSecond);
    this.updatedAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * One bucket in a Redis hash, refilled by Redis's own clock so that every instance agrees on it. Returns
 * 1 when a token was taken. The key expires once the bucket would be full again: nothing is left behind.
 */
const TAKE_SCRIPT = `
local capacity = tonumber(ARGV[1])
local per_second = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or capacity
local at = tonumber(state[2]) or now
tokens = math.min(capacity, tokens + math.max(0, now - at) / 1000 * per_second)
local taken = 0
if tokens >= 1 then
  tokens = tokens - 1
  taken = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(capacity / per_second * 1000) + 1000)
return taken
`;

/** What `SharedTokenBucket` needs of a Redis connection (ioredis's `eval`). */
export interface ScriptRunner {
  eval(script: string, numberOfKeys: number, ...args: Array<string | number>): Promise<unknown>;
}

/**
 * DESIGN §2 several instances: the bucket of an upstream shared by every instance through Redis, so N
 * instances keep the upstream under the same rate as one. While Redis cannot answer, each instance falls
 * back to a bucket of its own: the upstream may then see up to N times the rate, never an unbounded one,
 * and address searches keep working.
 */
export class SharedTokenBucket {
  private readonly fallback: TokenBucket;

  constructor(
    private readonly redis: ScriptRunner,
    private readonly key: string,
    private readonly capacity: number,
    private readonly perSecond: number,
  ) {
    this.fallback = new TokenBucket(capacity, perSecond);
  }

  async tryTake(): Promise<boolean> {
    try {
      return (await this.redis.eval(TAKE_SCRIPT, 1, this.key, this.capacity, this.perSecond)) === 1;
    } catch {
      return this.fallback.tryTake();
    }
  }
}
