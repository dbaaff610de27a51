import { AppError } from '../answers/app-error.ts';
import type { ScriptRunner } from './token-bucket.ts';
import { type WindowCount, windowCounter } from './window-counter.ts';

const MINUTE_MS = 60_000;

/** 429 with the seconds until the window ends, in the body (as the photo quota does) and in Retry-After. */
function tooMany(message: string, count: WindowCount): AppError {
  const seconds = Math.max(1, Math.ceil(count.resetInMs / 1000));
  return new AppError(
    429,
    'rate_limited',
    message,
    { retry_after_seconds: seconds },
    { headers: { 'retry-after': String(seconds) } },
  );
}

export interface ReportReadBudgets {
  /** Reads of one link's report a minute, and as many of its photos. */
  perLink: number;
  /** Unknown, expired or revoked tokens a minute from one address. */
  missesPerAddress: number;
}

/**
 * The budgets of the public report (docs/decisions/0008-report-links.md, Abuse). A link's reads count
 * against that link, wherever they come from, so customers behind one shared address (a mobile carrier's,
 * an office's) never use up each other's reads. Guessing is counted apart: only a token that opens nothing
 * costs its address, and past its budget the address gets 429 for such tokens instead of 404.
 */
export class ReportReads {
  private readonly links;
  private readonly misses;

  constructor(
    private readonly budgets: ReportReadBudgets,
    redis: ScriptRunner | null,
    log?: { warn(object: object, message: string): void },
  ) {
    this.links = windowCounter(redis, 'installer:report-reads:', MINUTE_MS, log);
    this.misses = windowCounter(redis, 'installer:report-misses:', MINUTE_MS, log);
  }

  /** One read of a link's report or of a photo of it; 429 past the link's budget. */
  async read(idReportLink: number, what: 'report' | 'photo'): Promise<void> {
    const count = await this.links.hit(`${what}:${idReportLink}`);
    if (count.count > this.budgets.perLink) {
      throw tooMany('This report was read too often in the last minute, try again shortly', count);
    }
  }

  /** A token that opens nothing: counted against the address; 429 once it has guessed too much. */
  async miss(address: string): Promise<void> {
    const count = await this.misses.hit(address);
    if (count.count > this.budgets.missesPerAddress) {
      throw tooMany('Too many report links that open nothing, try again later', count);
    }
  }
}
