import { API_PREFIX, fillPath } from '@installer/contracts';
import { ApiError } from '../../lib/api/api-error.ts';
import { apiRoutes } from '../../lib/api/api-routes.ts';
import { errorOfAnswer, isLogged, postErrorLog, readJson } from '../../lib/api/wire.ts';
import {
  allItems,
  deleteItem,
  putItem,
  readSessionMirror,
  type SessionMirror,
  writeSessionMirror,
} from './outbox-db.ts';
import type { OutboxItem } from './outbox-item.ts';
import { announce, underRoundLock } from './outbox-lock.ts';
import { requestOf, SEND_TIMEOUT_MS, SYNC_TAG } from './outbox-request.ts';
import { afterSent, sendRound } from './send-round.ts';

/** The parts of the service worker's scope this module uses (the app is typed with the DOM library). */
export interface WorkerScope {
  location: { origin: string };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<ReadonlyArray<{ postMessage(message: unknown): void }>>;
  };
}

/**
 * One item as its spec §7 call, with the mirrored session; answers the data or throws ApiError (as callApi),
 * after posting the failure to the error log as the page would (spec §7, outbox-request.ts FAILURES_LOGGED).
 * The method and path come from the build-time route table: the worker carries no schema, so no zod.
 */
async function send(origin: string, item: OutboxItem, session: SessionMirror): Promise<unknown> {
  const { endpoint, params, body, log } = requestOf(item);
  const route = apiRoutes[endpoint];
  const path = API_PREFIX + fillPath(route.path, params);
  const failed = (error: ApiError): ApiError => {
    if (isLogged(error, { log })) {
      postErrorLog(new URL(API_PREFIX + apiRoutes.errorLog.path, origin), route.method, path, error);
    }
    return error;
  };
  let response: Response;
  try {
    response = await fetch(new URL(path, origin), {
      method: route.method,
      headers: {
        Accept: 'application/json',
        'Accept-Language': session.accept_language,
        Authorization: `Bearer ${session.token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': item.key,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (cause) {
    throw failed(new ApiError(0, null, cause instanceof Error ? cause.message : 'network failure'));
  }
  const json = await readJson(response);
  if (response.ok) return (json as { data?: unknown } | undefined)?.data;
  throw failed(errorOfAnswer(response.status, json));
}

/**
 * docs/decisions/0002-outbox.md, Background Sync with no window of the app open: the service worker sends the outbox itself, with
 * the same rules as the page (send-round.ts) and the session the page mirrored into IndexedDB. Rejects when a
 * transient failure stopped the round, or an item waits out a 409 in progress, so that the browser fires the
 * sync again later; an ended session (401)
 * deletes the mirror and waits for the next sign-in.
 */
export async function sendOutboxFromWorker(origin: string): Promise<void> {
  const session = await readSessionMirror();
  if (!session || Date.parse(session.expires_at) <= Date.now()) return;
  let retryLater = false;
  // The same lock as the page's rounds (outbox-lock.ts): a window opened meanwhile waits for this round.
  const end = await underRoundLock(async () =>
    sendRound(await allItems(), session.id_installer, {
      send: (item) => send(origin, item, session),
      sent: async (item, data) => {
        const kept = afterSent(item, data);
        await (kept ? putItem(kept) : deleteItem(item.seq));
        announce({ type: 'sent', seq: item.seq, key: item.key, data });
      },
      stopped: async (item, error) => {
        await putItem(item);
        if (error instanceof ApiError && error.status === 401) await writeSessionMirror(null);
        else retryLater = true;
      },
      deferred: async (item) => {
        await putItem(item);
      },
      rejected: async (item) => {
        await putItem(item);
        announce({ type: 'changed' });
      },
      waiting: () => undefined,
    }),
  );
  // An item waiting out a 409 in progress (the server still at work on its key) needs a later sync too.
  if (retryLater || end.retryAt !== null) {
    throw new Error('outbox: items left to send; the browser will fire the sync again');
  }
}

/**
 * The 'sync' event: an open window of the app sends (it holds the live state and shows the outcome), so the
 * worker only asks it to; with none open, the worker sends.
 */
export async function onOutboxSync(scope: WorkerScope): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.length > 0) {
    for (const client of windows) client.postMessage({ type: SYNC_TAG });
    return;
  }
  await sendOutboxFromWorker(scope.location.origin);
}
