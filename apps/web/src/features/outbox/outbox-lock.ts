/**
 * One sending round at a time across every context of the app on this phone: the page, another tab, the
 * service worker's Background Sync (docs/decisions/0002-outbox.md). The Web Locks API is made for this:
 * the lock is the browser's, held until the round's promise settles, and freed if its context dies. Without
 * it (an old browser) each context still runs one round at a time, and the server's Idempotency-Key rule
 * keeps a duplicate from acting twice.
 */
const ROUND_LOCK = 'installer-outbox-round';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export function underRoundLock<T>(round: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks ? locks.request(ROUND_LOCK, round) : round();
}

/** What a round tells the other contexts: an item they may be waiting for was sent or refused. */
export type RoundNotice = { type: 'sent'; seq: number; key: string; data: unknown } | { type: 'changed' };

const CHANNEL = 'installer-outbox';
/** One channel per context for posting and listening: a channel never hears its own messages. */
let channel: BroadcastChannel | null = null;

function roundsChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(CHANNEL);
  return channel;
}

/** Tells the other contexts (tabs, the service worker) what a round did. */
export function announce(notice: RoundNotice): void {
  roundsChannel()?.postMessage(notice);
}

/** Listens to the other contexts' rounds; answers the function that stops listening. */
export function listenToRounds(listener: (notice: RoundNotice) => void): () => void {
  const rounds = roundsChannel();
  if (!rounds) return () => undefined;
  const onMessage = (event: MessageEvent<RoundNotice>) => listener(event.data);
  rounds.addEventListener('message', onMessage);
  return () => rounds.removeEventListener('message', onMessage);
}
