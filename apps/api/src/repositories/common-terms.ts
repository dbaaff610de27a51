/**
 * Search terms found common lately (docs/decisions/0033-common-terms-remembered.md): each kept `ttlMs` from
 * the count that found it common, at most `maxTerms` of them, the oldest count out first. A Map keeps its
 * keys in the order they were set, and with one lifetime for all that is the order they end in: the ended and
 * the surplus leave from the front.
 */
export class CommonTerms {
  readonly #until = new Map<string, number>();

  constructor(
    readonly maxTerms: number,
    readonly ttlMs: number,
  ) {}

  get size(): number {
    return this.#until.size;
  }

  /** Whether `term` was found common less than `ttlMs` before `now`. */
  has(term: string, now: number): boolean {
    const until = this.#until.get(term);
    return until !== undefined && until > now;
  }

  /** `term` was found common at `now`. */
  remember(term: string, now: number): void {
    this.#until.delete(term);
    this.#until.set(term, now + this.ttlMs);
    for (const [oldest, until] of this.#until) {
      if (until > now && this.#until.size <= this.maxTerms) break;
      this.#until.delete(oldest);
    }
  }
}
