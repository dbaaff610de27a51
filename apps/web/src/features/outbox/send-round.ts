import { ApiError } from '../../lib/api/api-error.ts';
import { isAttemptCall, isQueued, type OutboxItem } from './outbox-item.ts';

/** What a round does with each outcome; the page (outbox.ts) and the service worker (outbox-worker.ts) store it. */
export interface RoundHooks {
  send(item: OutboxItem): Promise<unknown>;
  /** The server accepted it: keep what `afterSent` leaves of it, or remove it. */
  sent(item: OutboxItem, data: unknown): Promise<void>;
  /** No answer, a passing trouble (5xx, 408, 429) or an ended session (401): kept, one more attempt counted. */
  stopped(item: OutboxItem, error: unknown): Promise<void>;
  /**
   * The server is still at work on this item's key (another context, or an instance that died holding it):
   * kept with its `retry_at`, the later items of its device wait behind it, the others go on.
   */
  deferred(item: OutboxItem, error: ApiError): Promise<void>;
  /** A final refusal (another 4xx): kept as rejected, with the installer's data, for them to decide. */
  rejected(item: OutboxItem, error: ApiError): Promise<void>;
  /** Not tried this round: the round stopped before it, or an earlier item of its device was refused. */
  waiting(item: OutboxItem): void;
}

/**
 * A failure worth trying again later: no answer, a timeout, an overloaded or failing server. Not an
 * invitation to an address that has received its share for the day (429 invitation_limit_reached): that
 * passes in hours, and waiting for it would hold back every later item.
 */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.code === 'invitation_limit_reached') return false;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** The wait a 409 in progress asks for when it does not say (the server's Retry-After is 2 s). */
const IN_PROGRESS_WAIT_MS = 2_000;

/**
 * DESIGN §3: the same Idempotency-Key is still at work on the server; its answer is replayed to a later
 * try. Not a trouble of the connection: only this item waits.
 */
function inProgressWaitMs(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'idempotency_in_progress') return null;
  const seconds = (error.details as { retry_after_seconds?: unknown } | null | undefined)
    ?.retry_after_seconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : IN_PROGRESS_WAIT_MS;
}

/** How a round ended: stopped by a passing trouble, and when the earliest item it deferred may be sent. */
export interface RoundEnd {
  stopped: boolean;
  /** Epoch milliseconds; null when no item waits out a 409 in progress. */
  retryAt: number | null;
}

/**
 * What remains of an item the server accepted, in every context that sends (page, tab, service worker): an
 * installation or its edit stays as the record of its attempt, with the answer (step 5 and the result screen
 * read it, docs/decisions/0002-outbox.md); anything else leaves the outbox.
 */
export function afterSent(item: OutboxItem, data: unknown): OutboxItem | null {
  if (!isAttemptCall(item.call)) return null;
  const { retry_at: _done, ...record } = item;
  return { ...record, state: 'sent', error: null, answer: data };
}

/**
 * One sending round over the installer's items, oldest first (docs/decisions/0002-outbox.md). The first
 * transient failure stops the round: what follows waits for the next one, in order. A refusal holds the later
 * items of the same device (a photo must not land on an installation that never happened), and so does an
 * item whose key the server is still at work on (409 in progress), until its `retry_at`; the other devices'
 * items go on (docs/decisions/0016-idempotency-claims-die-with-their-holder.md).
 */
export async function sendRound(
  items: readonly OutboxItem[],
  installer: number | null,
  hooks: RoundHooks,
  now: () => number = Date.now,
): Promise<RoundEnd> {
  const held = new Set<string>();
  let stopped = false;
  let retryAt: number | null = null;
  const deferUntil = (at: number) => {
    retryAt = retryAt === null ? at : Math.min(retryAt, at);
  };
  for (const item of items.filter((each) => each.id_installer === installer && isQueued(each))) {
    if (item.state === 'rejected') {
      held.add(item.device_number);
      continue;
    }
    const notBefore = item.retry_at ? Date.parse(item.retry_at) : 0;
    if (!stopped && !held.has(item.device_number) && notBefore > now()) {
      held.add(item.device_number);
      deferUntil(notBefore);
    }
    if (stopped || held.has(item.device_number)) {
      hooks.waiting(item);
      continue;
    }
    try {
      const data = await hooks.send(item);
      await hooks.sent(item, data);
    } catch (error) {
      const attempts = item.attempts + 1;
      const wait = inProgressWaitMs(error);
      if (wait !== null) {
        const at = now() + wait;
        held.add(item.device_number);
        deferUntil(at);
        await hooks.deferred({ ...item, attempts, retry_at: new Date(at).toISOString() }, error as ApiError);
        continue;
      }
      // 401: the session ended; the item waits for the next sign-in.
      if (isTransient(error) || (error instanceof ApiError && error.status === 401)) {
        stopped = true;
        await hooks.stopped({ ...item, attempts }, error);
        continue;
      }
      const apiError = error as ApiError;
      held.add(item.device_number);
      await hooks.rejected(
        {
          ...item,
          attempts,
          state: 'rejected',
          error: { status: apiError.status, code: apiError.code, message_key: apiError.messageKey },
        },
        apiError,
      );
    }
  }
  return { stopped, retryAt };
}
