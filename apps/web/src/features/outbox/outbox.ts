import { ApiError } from '../../lib/api/api-error.ts';
import { liveSession, sessionStore } from '../../lib/session.ts';
import { addItem, allItems, deleteItem, putItem } from './outbox-db.ts';
import { type OutboxItem, sendItem } from './outbox-item.ts';
import { announce, listenToRounds, type RoundNotice, underRoundLock } from './outbox-lock.ts';
import { SEND_TIMEOUT_MS, SYNC_TAG } from './outbox-request.ts';
import { sendRound } from './send-round.ts';
import { startSessionMirror } from './session-mirror.ts';

/**
 * Issue 6, nothing lost without signal: an installation, a step-5 configuration, a photo or an invitation
 * is first written to the outbox (IndexedDB), then sent. Items are sent oldest first; a network failure, a
 * 5xx, 408 or 429 stops the round and it is tried again (online event, the app shown again, a Background
 * Sync wake-up, and a timer with exponential backoff). A 4xx refusal is final: the item is kept as
 * rejected, with its data, for the installer to correct or discard, and later items of the same device
 * wait for that decision (a photo must not land on an installation that never happened).
 */

export type Outcome =
  | { outcome: 'sent'; data: unknown }
  /** Stored; it will be sent when the connection returns. */
  | { outcome: 'queued' }
  | { outcome: 'rejected'; error: ApiError }
  /**
   * The server answered with a passing trouble (5xx, 408, 429) while the installer waits for this very
   * item: they see the spec §8 error where they are and try again themselves, with the same key.
   */
  | { outcome: 'failed'; error: ApiError };

export type NewItem = Pick<OutboxItem, 'key' | 'device_number' | 'call'> & { wizard?: OutboxItem['wizard'] };

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

let items: OutboxItem[] = [];
/**
 * Items IndexedDB refused (quota, private mode), kept in memory for this visit. Their seq is negative, so it
 * never meets one IndexedDB gives.
 */
const memoryOnly = new Set<number>();
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();
const deliveredListeners = new Set<(item: OutboxItem, data: unknown) => void>();
/** The callers waiting for the first outcome of the item they submitted. */
const waiters = new Map<number, ((outcome: Outcome) => void)[]>();
let round: Promise<void> | null = null;
let roundAgain = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = FIRST_RETRY_MS;

function emit(): void {
  for (const listener of listeners) listener();
}

function currentInstaller(): number | null {
  return liveSession()?.installer.id_installer ?? null;
}

function load(): Promise<void> {
  loaded ??= allItems().then(
    (stored) => {
      items = stored;
      emit();
    },
    () => {
      // No IndexedDB (a private window of an old browser): the outbox is memory only, still in order.
      items = [];
    },
  );
  return loaded;
}

/** The items, oldest first, for the pending list. */
export function outboxItems(): readonly OutboxItem[] {
  return items;
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called for each item the server accepted, with the call's data (the result screen starts polling). */
export function onDelivered(listener: (item: OutboxItem, data: unknown) => void): () => void {
  deliveredListeners.add(listener);
  return () => deliveredListeners.delete(listener);
}

function settle(seq: number, outcome: Outcome): void {
  const waiting = waiters.get(seq);
  if (!waiting) return;
  waiters.delete(seq);
  for (const resolve of waiting) resolve(outcome);
}

async function persist(item: OutboxItem): Promise<void> {
  items = items.map((each) => (each.seq === item.seq ? item : each));
  emit();
  await putItem(item).catch(() => undefined);
}

async function drop(seq: number): Promise<void> {
  items = items.filter((each) => each.seq !== seq);
  emit();
  await deleteItem(seq).catch(() => undefined);
}

/**
 * Stores the item, then sends what is waiting. Resolves with this item's first outcome: `sent` (with the
 * answer), `queued` (no answer: kept for later), `rejected` (a 4xx) or `failed` (a 5xx, 408 or 429); the
 * last two remove the item, since the caller shows the error where the installer is, data in hand. The same key twice is one item: a double tap, or Next pressed
 * again on a form already queued, waits for the one already there.
 */
export async function submit(input: NewItem): Promise<Outcome> {
  const stored = storing.then(() => store(input));
  storing = stored.then(
    () => undefined,
    () => undefined,
  );
  const seq = await stored;
  const outcome = new Promise<Outcome>((resolve) => waiters.set(seq, [...(waiters.get(seq) ?? []), resolve]));
  void flushOutbox();
  const result = await outcome;
  // Refused or failed while the installer watches: the form on screen holds the data, not the outbox.
  if (result.outcome === 'rejected' || result.outcome === 'failed') await drop(seq);
  if (result.outcome === 'queued') void registerBackgroundSync();
  return result;
}

/** Find-or-add, one at a time: two submits of the same key at once must make one item. */
let storing: Promise<void> = Promise.resolve();

async function store(input: NewItem): Promise<number> {
  await load();
  const installer = currentInstaller();
  if (installer === null) throw new ApiError(401, 'unauthorized', 'not signed in');
  let item = items.find((each) => each.key === input.key && each.id_installer === installer);
  if (!item) {
    const fresh = {
      key: input.key,
      id_installer: installer,
      device_number: input.device_number,
      created_at: new Date().toISOString(),
      call: input.call,
      state: 'pending' as const,
      attempts: 0,
      error: null,
      wizard: input.wizard ?? null,
    };
    try {
      item = await addItem(fresh);
    } catch {
      // IndexedDB refused (quota, private mode): keep it in memory for this visit rather than lose it.
      item = { ...fresh, seq: Math.min(0, ...items.map((each) => each.seq)) - 1 };
      memoryOnly.add(item.seq);
    }
    items = [...items, item];
    emit();
  } else if (item.state === 'rejected') {
    // Sent again as it was: the installer chose to retry a refusal (or a lost answer of one).
    await persist({ ...item, state: 'pending', error: null });
  }
  return item.seq;
}

/** Sends every pending item of the signed-in installer, oldest first. One round at a time. */
export function flushOutbox(): Promise<void> {
  // A call during a round asks for one more round: what it wants sent may have been added after the start.
  roundAgain = true;
  round ??= (async () => {
    try {
      await load();
      while (roundAgain) {
        roundAgain = false;
        await runRound();
      }
    } finally {
      // Cleared in the same step as the last check of roundAgain: no request can fall in between.
      round = null;
    }
  })();
  return round;
}

/**
 * Reads the items again from IndexedDB: another tab or the service worker may have sent, refused or added
 * some since this page last looked. Items kept in memory only stay.
 */
async function refresh(): Promise<void> {
  let stored: OutboxItem[];
  try {
    stored = await allItems();
  } catch {
    return;
  }
  const kept = items.filter((each) => memoryOnly.has(each.seq) && !stored.some((s) => s.seq === each.seq));
  items = [...stored, ...kept];
  emit();
  // Refused by another context while this page waits for it: the caller learns it as if refused here.
  for (const item of stored) {
    if (item.state === 'rejected' && item.error && waiters.has(item.seq)) {
      const error = new ApiError(item.error.status, item.error.code, 'refused');
      settle(item.seq, { outcome: 'rejected', error });
    }
  }
}

/** Another context's round sent an item: the page that made it learns its answer (docs/decisions/0002-outbox.md). */
function onOtherRound(notice: RoundNotice): void {
  if (notice.type === 'changed') {
    void refresh();
    return;
  }
  const item = items.find((each) => each.seq === notice.seq && each.key === notice.key);
  items = items.filter((each) => each.seq !== notice.seq);
  emit();
  settle(notice.seq, { outcome: 'sent', data: notice.data });
  if (item) for (const listener of deliveredListeners) listener(item, notice.data);
}

/**
 * One round, under the lock every context of the app shares (outbox-lock.ts): an item is never in flight
 * twice, and what another context already sent is not sent again.
 */
async function runRound(): Promise<void> {
  const stopped = await underRoundLock(async () => {
    await refresh();
    return sendRound(items, currentInstaller(), {
      send: (item) => sendItem(item, AbortSignal.timeout(SEND_TIMEOUT_MS)),
      sent: async (item, data) => {
        await drop(item.seq);
        announce({ type: 'sent', seq: item.seq, key: item.key, data });
        settle(item.seq, { outcome: 'sent', data });
        for (const listener of deliveredListeners) listener(item, data);
      },
      stopped: async (item, error) => {
        await persist(item);
        // No answer, or the same key still at work on the server: kept, and its answer comes with a later round.
        const answered =
          error instanceof ApiError && error.status !== 0 && error.code !== 'idempotency_in_progress';
        settle(item.seq, answered ? { outcome: 'failed', error } : { outcome: 'queued' });
      },
      rejected: async (item, error) => {
        await persist(item);
        announce({ type: 'changed' });
        settle(item.seq, { outcome: 'rejected', error });
      },
      waiting: (item) => settle(item.seq, { outcome: 'queued' }),
    });
  });
  if (stopped) scheduleRetry();
  else retryDelay = FIRST_RETRY_MS;
}

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void flushOutbox(), retryDelay);
  retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
}

/** A refused item the installer gave up (or took back into the wizard to correct). */
export function discardItem(seq: number): Promise<void> {
  return drop(seq);
}

/** Background Sync where the browser has it: the service worker wakes the app when the network returns. */
async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // No service worker, or sync refused: the online event and the timer remain.
  }
}

/**
 * Starts sending at app start and on every occasion the connection may be back: the online event, the app
 * shown again, the service worker's sync message (outbox-sync-entry.ts), a new sign-in.
 */
export function startOutbox(): () => void {
  const flush = () => {
    retryDelay = FIRST_RETRY_MS;
    void flushOutbox();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') flush();
  };
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === SYNC_TAG) flush();
  };
  window.addEventListener('online', flush);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  const unsubscribeSession = sessionStore.subscribe(flush);
  const stopMirror = startSessionMirror();
  const stopListening = listenToRounds(onOtherRound);
  flush();
  return () => {
    stopListening();
    stopMirror();
    window.removeEventListener('online', flush);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
    unsubscribeSession();
    clearTimeout(retryTimer);
  };
}

/** Tests: forget the memory state (the database is reset by the test setup). */
export function resetOutboxForTests(): void {
  items = [];
  memoryOnly.clear();
  loaded = null;
  waiters.clear();
  listeners.clear();
  deliveredListeners.clear();
  clearTimeout(retryTimer);
  retryDelay = FIRST_RETRY_MS;
  round = null;
  roundAgain = false;
  storing = Promise.resolve();
}
