import { ApiError } from '../../lib/api/api-error.ts';
import { liveSession, sessionStore } from '../../lib/session.ts';
import { addItem, allItems, deleteItem, putItem } from './outbox-db.ts';
import { isAttemptCall, isQueued, type OutboxItem } from './outbox-item.ts';
import { announce, listenToRounds, type RoundNotice, underRoundLock } from './outbox-lock.ts';
import { SYNC_TAG } from './outbox-request.ts';
import { afterSent, sendRound } from './send-round.ts';

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

/** One outbox: its memory of what IndexedDB holds, its sending rounds and their retries. */
export interface Outbox {
  /** Reads the items from IndexedDB, once; every reader waits for it. */
  load(): Promise<void>;
  /**
   * The signed-in installer's items still in the queue (waiting or refused), oldest first: what the pending
   * list and the app bar show. Another installer's items, kept for them on a shared phone, are not shown.
   */
  items(): readonly OutboxItem[];
  /**
   * The signed-in installer's items, the installations' records included; null until the outbox has been
   * read (`load`).
   */
  records(): readonly OutboxItem[] | null;
  /** Called at every change of the items. */
  subscribe(listener: () => void): () => void;
  /** Called for each item the server accepted, with the call's data (the result screen starts polling). */
  onDelivered(listener: (item: OutboxItem, data: unknown) => void): () => void;
  /**
   * Stores the item, then sends what is waiting. Resolves with this item's first outcome: `sent` (with the
   * answer), `queued` (no answer: kept for later), `rejected` (a 4xx) or `failed` (a 5xx, 408 or 429); the
   * last two take the item out of the queue, since the caller shows the error where the installer is, data
   * in hand. The same key twice is one item: a double tap, or Next pressed again on a form already queued,
   * waits for the one already there; one already sent answers at once with its answer.
   */
  submit(input: NewItem): Promise<Outcome>;
  /** Sends every pending item of the signed-in installer, oldest first. One round at a time. */
  flush(): Promise<void>;
  /** A refused item the installer gave up (or took back into the wizard to correct), or a record no longer needed. */
  discard(seq: number): Promise<void>;
  /**
   * Sign-out (docs/decisions/0002-outbox.md): removes every item that left the queue, the installations'
   * records with their customers' e-mails and addresses, whoever made them. What still waits stays, for its
   * installer only. Does it again once a round under way ends, so that nothing it sends stays afterwards.
   */
  forgetRecords(): Promise<void>;
  /**
   * Starts sending now and on every occasion the connection may be back: the online event, the app shown
   * again, the service worker's sync message (src/sw.ts), a new sign-in. Answers the function that stops it.
   */
  start(): () => void;
  /**
   * Ends this outbox (the app closed): its timers and listeners stop, a call in flight is abandoned, and it
   * writes nothing more, to IndexedDB or to its memory. What it stored stays for the next one to send; a
   * caller still waiting for an outcome is answered `queued`.
   */
  close(): void;
}

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

function currentInstaller(): number | null {
  return liveSession()?.installer.id_installer ?? null;
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

/** A new outbox, empty until it reads IndexedDB (`load`, or the first submit or round). */
export function createOutbox(): Outbox {
  /** Every item IndexedDB holds, in seq order: the queue and the installations' records. */
  let items: OutboxItem[] = [];
  /** The signed-in installer's view of `items`: another installer's are never shown (shared phones). */
  let queue: readonly OutboxItem[] = [];
  let own: readonly OutboxItem[] = [];
  /** The installer `queue` and `own` were drawn for. */
  let viewer: number | null = null;
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
  /** Find-or-add, one at a time: two submits of the same key at once must make one item. */
  let storing: Promise<void> = Promise.resolve();
  /** Aborted by `close`: every later step of a round or a submit stops at it. */
  const closing = new AbortController();
  const closed = () => closing.signal.aborted;
  const stops = new Set<() => void>();

  function drawViews(): void {
    viewer = currentInstaller();
    own = items.filter((each) => each.id_installer === viewer);
    queue = own.filter(isQueued);
  }

  /** The views, drawn again when another installer signed in (or the session ended) since they were drawn. */
  function views(): void {
    if (currentInstaller() !== viewer) drawViews();
  }

  /** Every change of the items goes through here, so the queue always follows them. */
  function setItems(next: OutboxItem[]): void {
    if (closed()) return;
    items = next;
    drawViews();
    for (const listener of listeners) listener();
  }

  /** A sign-in or a sign-out changes what the screens may show of the outbox. */
  const stopWatchingSession = sessionStore.subscribe(() => {
    if (closed() || currentInstaller() === viewer) return;
    drawViews();
    for (const listener of listeners) listener();
  });

  function load(): Promise<void> {
    if (loaded) return loaded;
    loaded = closed()
      ? Promise.resolve()
      : allItems().then(
          (stored) => {
            ready = true;
            setItems(stored);
          },
          () => {
            // No IndexedDB (a private window of an old browser): the outbox is memory only, still in order.
            ready = true;
            setItems([]);
          },
        );
    return loaded;
  }

  function settle(seq: number, outcome: Outcome): void {
    const waiting = waiters.get(seq);
    if (!waiting) return;
    waiters.delete(seq);
    for (const resolve of waiting) resolve(outcome);
  }

  async function persist(item: OutboxItem): Promise<void> {
    if (closed()) return;
    setItems(items.map((each) => (each.seq === item.seq ? item : each)));
    await putItem(item).catch(() => undefined);
  }

  async function drop(seq: number): Promise<void> {
    if (closed()) return;
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

  async function submit(input: NewItem): Promise<Outcome> {
    const stored = storing.then(() => store(input));
    storing = stored.then(
      () => undefined,
      () => undefined,
    );
    const item = await stored;
    // Closed meanwhile (the app going away): nothing more is sent from here.
    if (!item || closed()) return { outcome: 'queued' };
    if (item.state === 'sent') return { outcome: 'sent', data: item.answer };
    const { seq } = item;
    const outcome = new Promise<Outcome>((resolve) =>
      waiters.set(seq, [...(waiters.get(seq) ?? []), resolve]),
    );
    void flush();
    const result = await outcome;
    if (result.outcome === 'rejected' || result.outcome === 'failed') await handBack(seq, result.error);
    if (result.outcome === 'queued') void registerBackgroundSync();
    return result;
  }

  /** The item stored for `input`, found or added; null when the outbox was closed before it could be. */
  async function store(input: NewItem): Promise<OutboxItem | null> {
    await load();
    if (closed()) return null;
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
    if (closed()) return null;
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
    const settled = items.filter((each) => !isQueued(each));
    for (const each of settled) await drop(each.seq);
  }

  async function forgetRecords(): Promise<void> {
    await load();
    await refresh();
    await forgetSettledAttempts();
    // Once more after the round under way in any context, if one is: it may store the record of what it was
    // sending. Not waited for: a send on a dying signal may take its full timeout, and the sign-out must not.
    void underRoundLock(async () => {
      if (closed()) return;
      await refresh();
      await forgetSettledAttempts();
    }).catch(() => undefined);
  }

  function flush(): Promise<void> {
    // A call during a round asks for one more round: what it wants sent may have been added after the start.
    roundAgain = true;
    round ??= (async () => {
      try {
        await load();
        while (roundAgain && !closed()) {
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
    if (closed()) return;
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
      // Closed while waiting for the lock: the next outbox sends what is left.
      if (closed()) return { stopped: false, retryAt: null };
      await refresh();
      return sendRound(items, currentInstaller(), {
        // The calls' schemas and the API client load with the first item to send, not with every screen: an
        // empty outbox (most first screens) needs neither. The chunk is in the precache (build/pwa-options.ts).
        send: async (item) => (await import('./outbox-send.ts')).sendItem(item, closing.signal),
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
    if (closed()) return;
    if (stopped) {
      scheduleRetry();
      return;
    }
    retryDelay = FIRST_RETRY_MS;
    // An item waiting out a 409 in progress is tried again when its wait ends, not after a backoff.
    if (retryAt !== null) {
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void flush(), Math.max(0, retryAt - Date.now()));
    }
  }

  function scheduleRetry(): void {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void flush(), retryDelay);
    retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
  }

  function start(): () => void {
    const flushNow = () => {
      retryDelay = FIRST_RETRY_MS;
      void flush();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') flushNow();
    };
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === SYNC_TAG) flushNow();
    };
    window.addEventListener('online', flushNow);
    document.addEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    const unsubscribeSession = sessionStore.subscribe(flushNow);
    const stopListening = listenToRounds(onOtherRound);
    const stop = () => {
      stops.delete(stop);
      stopListening();
      window.removeEventListener('online', flushNow);
      document.removeEventListener('visibilitychange', onVisible);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
      unsubscribeSession();
      clearTimeout(retryTimer);
    };
    stops.add(stop);
    flushNow();
    return stop;
  }

  function close(): void {
    if (closed()) return;
    stopWatchingSession();
    for (const stop of [...stops]) stop();
    clearTimeout(retryTimer);
    closing.abort(new DOMException('The outbox was closed', 'AbortError'));
    listeners.clear();
    deliveredListeners.clear();
    for (const seq of [...waiters.keys()]) settle(seq, { outcome: 'queued' });
  }

  return {
    load,
    items: () => {
      views();
      return queue;
    },
    records: () => {
      views();
      return ready ? own : null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onDelivered(listener) {
      deliveredListeners.add(listener);
      return () => deliveredListeners.delete(listener);
    },
    submit,
    flush,
    discard: drop,
    forgetRecords,
    start,
    close,
  };
}
