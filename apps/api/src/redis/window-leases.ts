import type { Redis } from 'ioredis';

/**
 * For each key, INCRBY its lease (ARGV[i + 1]), the window (ARGV[1] ms) started on the key's first count by
 * Redis's clock so every instance agrees; answers, key after key, the count and the window's remaining time.
 * The same counting as services/window-counter.ts WINDOW_COUNT_SCRIPT, for many keys in one call.
 */
const WINDOW_LEASES_SCRIPT = `
local answers = {}
for i, key in ipairs(KEYS) do
  local count = redis.call('INCRBY', key, ARGV[i + 1])
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    redis.call('PEXPIRE', key, ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  answers[#answers + 1] = count
  answers[#answers + 1] = ttl
end
return answers
`;

/** A key's count after its lease was added, and how long until its window ends. */
export interface LeaseCount {
  count: number;
  ttlMs: number;
}

type LeasesRedis = Redis & {
  windowLeases(...keysThenArgs: Array<string | number>): Promise<number[]>;
};

interface Waiting {
  key: string;
  lease: number;
  resolve: (count: LeaseCount) => void;
  reject: (error: unknown) => void;
}

/**
 * Leases of window counts, taken in one Redis call for all the requests of an event-loop turn
 * (docs/decisions/0020-hot-paths.md, third round). The route limiter's callers are many and each sends few
 * requests (spec §7: an installer types a number, the app debounces), so nearly every look-up's first count
 * of a minute needs Redis; one EVALSHA per look-up cost a command's parse, a Lua call and a reply of its own,
 * on Redis's side and ours. The requests a turn handles (their onRequest hooks all run before setImmediate)
 * now share one call, one Lua run and one reply; each key is counted exactly as alone, so the limits'
 * guarantee (never more than `max` over every instance, 0004) is unchanged. A failed call fails every
 * lease it carried: each limit's `whenLimitsDown` decides.
 */
export function windowLeases(
  redis: Redis,
  windowMs: number,
): (key: string, lease: number) => Promise<LeaseCount> {
  if (!('windowLeases' in redis)) redis.defineCommand('windowLeases', { lua: WINDOW_LEASES_SCRIPT });
  const leasing = redis as LeasesRedis;
  let waiting: Waiting[] = [];
  const send = () => {
    const batch = waiting;
    waiting = [];
    // numberOfKeys varies with the batch: given first, as EVALSHA takes it.
    leasing
      .windowLeases(batch.length, ...batch.map((w) => w.key), windowMs, ...batch.map((w) => w.lease))
      .then(
        (answers) => {
          batch.forEach((w, i) => {
            w.resolve({ count: Number(answers[2 * i]), ttlMs: Number(answers[2 * i + 1]) });
          });
        },
        (error: unknown) => {
          for (const w of batch) w.reject(error);
        },
      );
  };
  return (key, lease) =>
    new Promise<LeaseCount>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(send);
      waiting.push({ key, lease, resolve, reject });
    });
}
