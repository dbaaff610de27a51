/**
 * The auth plugin's sessions of the last minute (docs/decisions/0005-hot-path.md, 0017-sign-out-reaches-every-
 * instance.md): at most `maxEntries`, the oldest read leaving first, so that every installer polling on the
 * result screen (spec §9, every 10 s) keeps finding their session however many poll at once. An entry lives
 * `ttlMs` from its read whatever its hits, so the oldest read is also the first to end: a Map keeps its keys
 * in insertion order, the first key is that one, and a hit leaves the order alone. Moving the key on each hit
 * (least recently used) changed nothing the minute did not, for a Map delete and set on every signed-in call
 * (docs/decisions/0020-hot-paths.md, fourth round).
 *
 * `generation` changes with every revocation this cache hears of: a database read that started before a
 * revocation may have read the session as valid, so its answer is cached only if no revocation came in between
 * (`rememberIfUnchanged`). Sign-outs are rare next to reads: a read in flight during one is simply not cached.
 */
export class SessionCache<T> {
  readonly #entries = new Map<string, { value: T; until: number; expiresAt: number }>();
  #generation = 0;

  constructor(
    readonly maxEntries: number,
    readonly ttlMs: number,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get generation(): number {
    return this.#generation;
  }

  /** The cached value while it is fresh and its session not expired at `now`; undefined otherwise. */
  get(key: string, now: number): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now || entry.expiresAt <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Caches what a read begun at `generation` found, unless a revocation (or a reset) came since; `expiresAt`
   * is the session's own end (ms since the epoch), after which the entry is never served.
   */
  rememberIfUnchanged(generation: number, key: string, value: T, now: number, expiresAt: number): void {
    if (generation !== this.#generation) return;
    this.#entries.delete(key);
    this.#entries.set(key, { value, until: now + this.ttlMs, expiresAt });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }

  /** A session the database no longer knows: out of the cache (reads in flight found the same). */
  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** A revoked session: out of the cache, and out of any read in flight. */
  forget(key: string): void {
    this.#generation++;
    this.#entries.delete(key);
  }

  /** Everything out, reads in flight included (revocations may have been missed). */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }
}
