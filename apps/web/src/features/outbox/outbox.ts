import {
  createInstallation,
  type EndpointDef,
  externalConfig,
  sendInvitation,
  updateInstallation,
  swapDevice,
  uploadImage,
} from '@installer/contracts';
import { ApiError } from '../../lib/api/api-error.ts';
import { type CallInput, callApi } from '../../lib/api/client.ts';
import { liveSession, sessionStore } from '../../lib/session.ts';
import { addItem, allItems, deleteItem, putItem } from './outbox-db.ts';
import { isAttemptCall, isQueued, type OutboxItem } from './outbox-item.ts';
import { announce, listenToRounds, type RoundNotice, underRoundLock } from './outbox-lock.ts';
import { type OutboxRequest, requestOf, SEND_TIMEOUT_MS, SYNC_TAG } from './outbox-request.ts';
import { afterSent, sendRound } from './send-round.ts';
import { startSessionMirror } from './session-mirror.ts';

/**
 * docs/decisions/0002-outbox.md, nothing lost without signal: an installation, a step-5 configuration, a photo or an invitation
 * is first written to the outbox (IndexedDB), then sent. Items are sent oldest first; a network failure, a
 * 5xx, 408 or 429 stops the round and it is tried again (online event, the app shown again, a Background
 * Sync wake-up, and a timer with exponential backoff). An item whose key the server is still at work on
 * (409 in progress) waits the time the answer asks for, alone with the later items of its device. A 4xx refusal is final: the item is kept as
 * rejected, with its data, for the installer to correct or discard, and later items of the same device
 * wait for that decision (a photo must not land on an installation that never happened).
 * An installation item also stays once it has left the queue: it is the one record of that installation
 * attempt, which steps 4 and 5 read (features/installation/installation-attempt.ts).
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

/**
 * The calls the outbox sends, by the name its requests carry (outbox-request.ts). Named one by one rather than
 * looked up in the whole `api`: the outbox loads with every screen, and the other endpoints' schemas need not.
 */
const SENT: Record<OutboxRequest['endpoint'], EndpointDef> = {
  createInstallation,
  updateInstallation,
  externalConfig,
  uploadImage,
  sendInvitation,
  swapDevice,
};

/** Sends one item as its spec §7 call, through the app's API client; answers its data, or throws ApiError. */
async function sendItem(item: OutboxItem, signal: AbortSignal): Promise<unknown> {
  const { endpoint, params, body, log } = requestOf(item);
  // Which failures are logged depends on the call (outbox-request.ts FAILURES_LOGGED, spec §7).
  const input = { headers: { 'Idempotency-Key': item.key }, signal, log, params, body } as const;
  // requestOf pairs each endpoint with its own params and body; the generic client cannot see that pairing.
  return (await callApi(SENT[endpoint] as EndpointDef, input as CallInput<EndpointDef>)).data;
}

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

/** Every item IndexedDB holds, in seq order: the queue and the installations' records. */
let items: OutboxItem[] = [];
/** The items still in the queue (waiting or refused): what the pending list and the app bar show. */
let queue: readonly OutboxItem[] = [];
/** Whether `items` was read from IndexedDB once (or found unavailable): before that it knows nothing. */
let ready = false;
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

/** Every change of the items goes through here, so the queue always follows them. */
function setItems(next: OutboxItem[]): void {
  items = next;
  queue = next.filter(isQueued);
  for (const listener of listeners) listener();
}

function currentInstaller(): number | null {
  return liveSession()?.installer.id_installer ?? null;
}

/** Reads the items from IndexedDB, once per visit; every reader waits for it. */
export function loadOutbox(): Promise<void> {
  if (loaded) return loaded;
  // A read that a reset overtook (resetOutboxForTests) brings nothing back into the fresh outbox.
  const load: Promise<void> = allItems().then(
    (stored) => {
      if (loaded !== load) return;
      ready = true;
      setItems(stored);
    },
    () => {
      if (loaded !== load) return;
      // No IndexedDB (a private window of an old browser): the outbox is memory only, still in order.
      ready = true;
      setItems([]);
    },
  );
  loaded = load;
  return load;
}

/** The items still in the queue, oldest first, for the pending list. */
export function outboxItems(): readonly OutboxItem[] {
  return queue;
}

/** Every item, the installations' records included; null until the outbox has been read (`loadOutbox`). */
export function outboxRecords(): readonly OutboxItem[] | null {
  return ready ? items : null;
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
  setItems(items.map((each) => (each.seq === item.seq ? item : each)));
  await putItem(item).catch(() => undefined);
}

async function drop(seq: number): Promise<void> {
  setItems(items.filter((each) => each.seq !== seq));
  await deleteItem(seq).catch(() => undefined);
}

/**
 * Refused or failed while the installer watches: the form on screen holds the data, not the outbox. An
 * installation or its edit stays as its attempt's record (`returned`): the same form sent again reuses its key.
 */
async function handBack(seq: number, error: ApiError): Promise<void> {
  const item = items.find((each) => each.seq === seq);
  if (!item || !isAttemptCall(item.call)) return drop(seq);
  await persist({
    ...item,
    state: 'returned',
    error: { status: error.status, code: error.code, message_key: error.messageKey },
  });
}

/**
 * Stores the item, then sends what is waiting. Resolves with this item's first outcome: `sent` (with the
 * answer), `queued` (no answer: kept for later), `rejected` (a 4xx) or `failed` (a 5xx, 408 or 429); the
 * last two take the item out of the queue, since the caller shows the error where the installer is, data
 * in hand. The same key twice is one item: a double tap, or Next pressed again on a form already queued,
 * waits for the one already there; one already sent answers at once with its answer.
 */
export async function submit(input: NewItem): Promise<Outcome> {
  const stored = storing.then(() => store(input));
  storing = stored.then(
    () => undefined,
    () => undefined,
  );
  const item = await stored;
  if (item.state === 'sent') return { outcome: 'sent', data: item.answer };
  const { seq } = item;
  const outcome = new Promise<Outcome>((resolve) => waiters.set(seq, [...(waiters.get(seq) ?? []), resolve]));
  void flushOutbox();
  const result = await outcome;
  if (result.outcome === 'rejected' || result.outcome === 'failed') await handBack(seq, result.error);
  if (result.outcome === 'queued') void registerBackgroundSync();
  return result;
}

/** Find-or-add, one at a time: two submits of the same key at once must make one item. */
let storing: Promise<void> = Promise.resolve();

async function store(input: NewItem): Promise<OutboxItem> {
  await loadOutbox();
  const installer = currentInstaller();
  if (installer === null) throw new ApiError(401, 'unauthorized', 'not signed in');
  const found = items.find((each) => each.key === input.key && each.id_installer === installer);
  if (found?.state === 'rejected' || found?.state === 'returned') {
    // Sent again as it was: the installer chose to retry a refusal (or a lost answer of one).
    const again = {
      ...found,
      call: input.call,
      wizard: input.wizard ?? found.wizard,
      state: 'pending' as const,
      error: null,
    };
    await persist(again);
    return again;
  }
  if (found) return found;
  if (isAttemptCall(input.call)) await forgetSettledAttempts();
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
  let item: OutboxItem;
  try {
    item = await addItem(fresh);
  } catch {
    // IndexedDB refused (quota, private mode): keep it in memory for this visit rather than lose it.
    item = { ...fresh, seq: Math.min(0, ...items.map((each) => each.seq)) - 1 };
    memoryOnly.add(item.seq);
  }
  setItems([...items, item]);
  return item;
}

/**
 * A new installation attempt, or a new edit of it, replaces the records that left the queue (sent or handed
 * back): the wizard points at one record at a time (an edit carries the installation's id itself), and the
 * phone keeps no customer data it no longer needs.
 */
async function forgetSettledAttempts(): Promise<void> {
  const settled = items.filter((each) => isAttemptCall(each.call) && !isQueued(each));
  for (const each of settled) await drop(each.seq);
}

/** Sends every pending item of the signed-in installer, oldest first. One round at a time. */
export function flushOutbox(): Promise<void> {
  // A call during a round asks for one more round: what it wants sent may have been added after the start.
  roundAgain = true;
  round ??= (async () => {
    try {
      await loadOutbox();
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
  setItems([...stored, ...kept]);
  // Sent or refused by another context while this page waits for it: the caller learns it as if done here.
  for (const item of stored) {
    if (!waiters.has(item.seq)) continue;
    if (item.state === 'sent') settle(item.seq, { outcome: 'sent', data: item.answer });
    if (item.state === 'rejected' && item.error) {
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
  // The other context stored the same: an installation's record with its answer, nothing of the rest.
  const kept = item && afterSent(item, notice.data);
  setItems(
    kept
      ? items.map((each) => (each.seq === notice.seq ? kept : each))
      : items.filter((each) => each.seq !== notice.seq),
  );
  settle(notice.seq, { outcome: 'sent', data: notice.data });
  if (item) for (const listener of deliveredListeners) listener(item, notice.data);
}

/**
 * One round, under the lock every context of the app shares (outbox-lock.ts): an item is never in flight
 * twice, and what another context already sent is not sent again.
 */
async function runRound(): Promise<void> {
  const { stopped, retryAt } = await underRoundLock(async () => {
    await refresh();
    return sendRound(items, currentInstaller(), {
      send: (item) => sendItem(item, AbortSignal.timeout(SEND_TIMEOUT_MS)),
      sent: async (item, data) => {
        const kept = afterSent(item, data);
        await (kept ? persist(kept) : drop(item.seq));
        announce({ type: 'sent', seq: item.seq, key: item.key, data });
        settle(item.seq, { outcome: 'sent', data });
        for (const listener of deliveredListeners) listener(item, data);
      },
      stopped: async (item, error) => {
        await persist(item);
        // No answer: kept, and its answer comes with a later round.
        const answered = error instanceof ApiError && error.status !== 0;
        settle(item.seq, answered ? { outcome: 'failed', error } : { outcome: 'queued' });
      },
      deferred: async (item) => {
        await persist(item);
        // The same key still at work on the server: its answer is replayed to the try after `retry_at`.
        settle(item.seq, { outcome: 'queued' });
      },
      rejected: async (item, error) => {
        await persist(item);
        announce({ type: 'changed' });
        settle(item.seq, { outcome: 'rejected', error });
      },
      waiting: (item) => settle(item.seq, { outcome: 'queued' }),
    });
  });
  if (stopped) {
    scheduleRetry();
    return;
  }
  retryDelay = FIRST_RETRY_MS;
  // An item waiting out a 409 in progress is tried again when its wait ends, not after a backoff.
  if (retryAt !== null) {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void flushOutbox(), Math.max(0, retryAt - Date.now()));
  }
}

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void flushOutbox(), retryDelay);
  retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
}

/** A refused item the installer gave up (or took back into the wizard to correct), or a record no longer needed. */
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
 * shown again, the service worker's sync message (src/sw.ts), a new sign-in.
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
  queue = [];
  ready = false;
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
