import { ApiError } from '../../lib/api/api-error.ts';
import { isAttemptCall, isQueued, type OutboxItem } from './outbox-item.ts';

/** What a round does with each outcome; the page (outbox.ts) and the service worker (outbox-worker.ts) store it. */
export interface RoundHooks {
  send(item: OutboxItem): Promise<unknown>;
  /** The server accepted it: keep what `afterSent` leaves of it, or remove it. */
  sent(item: OutboxItem, data: unknown): Promise<void>;
  /** No answer, a passing trouble (5xx, 408, 429) or an ended session (401): kept, one more attempt counted. */
  stopped(item: OutboxItem, error: unknown): Promise<void>;
  /** A final refusal (another 4xx): kept as rejected, with the installer's data, for them to decide. */
  rejected(item: OutboxItem, error: ApiError): Promise<void>;
  /** Not tried this round: the round stopped before it, or an earlier item of its device was refused. */
  waiting(item: OutboxItem): void;
}

/**
 * A failure worth trying again later: no answer, a timeout, an overloaded or failing server, or the same
 * Idempotency-Key still at work on the server (DESIGN §3: its answer is replayed on the next try). Not an
 * invitation to an address that has received its share for the day (429 invitation_limit_reached): that
 * passes in hours, and waiting for it would hold back every later item.
 */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.code === 'invitation_limit_reached') return false;
  return (
    error.status === 0 ||
    error.status >= 500 ||
    error.status === 408 ||
    error.status === 429 ||
    error.code === 'idempotency_in_progress'
  );
}

/**
 * What remains of an item the server accepted, in every context that sends (page, tab, service worker): an
 * installation or its edit stays as the record of its attempt, with the answer (step 5 and the result screen
 * read it, docs/decisions/0002-outbox.md); anything else leaves the outbox.
 */
export function afterSent(item: OutboxItem, data: unknown): OutboxItem | null {
  return isAttemptCall(item.call) ? { ...item, state: 'sent', error: null, answer: data } : null;
}

/**
 * One sending round over the installer's items, oldest first (docs/decisions/0002-outbox.md). The first transient failure stops the
 * round: what follows waits for the next one, in order. A refusal holds the later items of the same device (a
 * photo must not land on an installation that never happened). Answers whether the round stopped.
 */
export async function sendRound(
  items: readonly OutboxItem[],
  installer: number | null,
  hooks: RoundHooks,
): Promise<boolean> {
  const held = new Set<string>();
  let stopped = false;
  for (const item of items.filter((each) => each.id_installer === installer && isQueued(each))) {
    if (item.state === 'rejected') {
      held.add(item.device_number);
      continue;
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
  return stopped;
}
