/**
 * What a repository learnt from the database lately, kept for a fixed time per database: search terms found
 * common (docs/decisions/0033-common-terms-remembered.md), a device model's installation texts
 * (docs/decisions/0034-device-check-reads-one-table.md). Each value is kept `ttlMs` from when it was learnt,
 * at most `maxEntries` of them, the oldest learnt out first. A Map keeps its keys in the order they were set,
 * and with one lifetime for all that is the order they end in: the ended and the surplus leave from the front.
 */
export class TimedMemory<V> {
  readonly #entries = new Map<string, { value: V; until: number }>();

  constructor(
    readonly maxEntries: number,
    readonly ttlMs: number,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  /** What was learnt of `key` less than `ttlMs` before `now`, or undefined. */
  get(key: string, now: number): V | undefined {
    const entry = this.#entries.get(key);
    return entry !== undefined && entry.until > now ? entry.value : undefined;
  }

  /** `value` was learnt of `key` at `now`. */
  set(key: string, value: V, now: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, until: now + this.ttlMs });
    for (const [oldest, entry] of this.#entries) {
      if (entry.until > now && this.#entries.size <= this.maxEntries) break;
      this.#entries.delete(oldest);
    }
  }
}

/** One memory per database (a test's, the server's), made at its first use. */
export function memoryPerDatabase<Db extends object, V>(
  maxEntries: number,
  ttlMs: number,
): (db: Db) => TimedMemory<V> {
  const memories = new WeakMap<Db, TimedMemory<V>>();
  return (db) => {
    let memory = memories.get(db);
    if (!memory) {
      memory = new TimedMemory<V>(maxEntries, ttlMs);
      memories.set(db, memory);
    }
    return memory;
  };
}
