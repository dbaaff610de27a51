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
