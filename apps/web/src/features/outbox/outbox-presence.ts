import { liveSession } from '../../lib/session.ts';
import { allItems } from './outbox-db.ts';
import { isQueued } from './outbox-item.ts';
import { startSessionMirror } from './session-mirror.ts';

/**
 * docs/decisions/0002-outbox.md, 0009 (web start-up): the outbox's code (its rounds, retries and views) loads
 * when there is something for it: an item of the signed-in installer waiting in IndexedDB when the app opens,
 * or a screen that uses the outbox (a submit, the sign-out's count). Most days' first screens have neither.
 * This module is what the shell keeps instead: whether the outbox is in use, and the service worker's copy of
 * the session, which must follow sign-ins and sign-outs whether or not anything waits.
 */
let inUse = false;
const listeners = new Set<() => void>();

/**
 * Listeners hear of a change after the current task's code: the outbox is often made while a screen renders
 * (its items read through useSyncExternalStore), and the app bar must not be updated during that render.
 */
function changed(): void {
  queueMicrotask(() => {
    for (const listener of [...listeners]) listener();
  });
}

/** The app's outbox was made (outbox.ts): from now on the app bar shows it and it sends. */
export function markOutboxInUse(): void {
  if (inUse) return;
  inUse = true;
  changed();
}

/** The app's outbox was closed (outbox.ts): the next one is made when something uses it again. */
export function markOutboxClosed(): void {
  if (!inUse) return;
  inUse = false;
  changed();
}

export const outboxInUse = (): boolean => inUse;

export function subscribeOutboxInUse(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether IndexedDB holds an item of the signed-in installer still to send (or refused, to decide). */
async function somethingWaits(): Promise<boolean> {
  const installer = liveSession()?.installer.id_installer;
  if (installer === undefined) return false;
  try {
    return (await allItems()).some((item) => item.id_installer === installer && isQueued(item));
  } catch {
    // No IndexedDB (private mode): nothing was kept to send; what a screen submits makes the outbox then.
    return false;
  }
}

/** What `startOutboxWhenNeeded` answers: how to stop, and (for tests) whether something waited when it looked. */
export interface OutboxWatch {
  stop(): void;
  looked: Promise<boolean>;
}

/** How to start the outbox once needed: outbox.ts's `startOutbox`, loaded then (the shell passes it). */
export type OutboxStarter = () => Promise<() => () => void>;

/**
 * For a signed-in page: the session's copy for the service worker at once; the outbox started (outbox.ts
 * `startOutbox`, through `loadStart`) as soon as something waits in it or something uses it.
 */
export function startOutboxWhenNeeded(loadStart: OutboxStarter): OutboxWatch {
  let live = true;
  let started = false;
  let stopOutbox: (() => void) | null = null;
  const stopMirror = startSessionMirror();
  const start = () => {
    if (!live || started || !inUse) return;
    started = true;
    void loadStart().then((startOutbox) => {
      if (live) stopOutbox = startOutbox();
    });
  };
  const unsubscribe = subscribeOutboxInUse(start);
  start();
  const looked = somethingWaits().then((waits) => {
    if (waits && live) markOutboxInUse();
    return waits;
  });
  return {
    looked,
    stop() {
      live = false;
      unsubscribe();
      stopMirror();
      stopOutbox?.();
    },
  };
}
