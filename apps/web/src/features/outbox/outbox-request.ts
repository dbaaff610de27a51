import type { EndpointName } from '@installer/contracts';
import type { LogRule } from '../../lib/api/wire.ts';
import type { OutboxItem, OutboxKind } from './outbox-item.ts';

/** The Background Sync tag the app registers on queueing and the service worker answers (docs/decisions/0002-outbox.md). */
export const SYNC_TAG = 'installer-outbox';

/** A send that hangs on a dying signal is abandoned after this long, and tried again later. */
export const SEND_TIMEOUT_MS = 30_000;

/**
 * The endpoint by its name in `api`, not the definition itself: the service worker looks the method and
 * path up in its build-time table (lib/api/api-routes.ts) and so carries no schema.
 */
export interface OutboxRequest {
  endpoint: Extract<
    EndpointName,
    | 'createInstallation'
    | 'updateInstallation'
    | 'externalConfig'
    | 'uploadImage'
    | 'sendInvitation'
    | 'swapDevice'
    | 'reportJobNotDoable'
  >;
  params?: Record<string, string | number>;
  body: unknown;
  log: LogRule;
}

/**
 * spec §7: every failed call is logged, the result screen's only when there was no answer at all. The
 * installation, its edit and the step-5 configuration log every failure, a refusal included (the
 * installer meets it at step 4 or 5); the photo and the invitation, sent from the result screen, only a
 * failure without an answer.
 */
const FAILURES_LOGGED: Record<OutboxKind, LogRule> = {
  installation: 'every-failure',
  installation_update: 'every-failure',
  external_config: 'every-failure',
  photo: 'no-answer-only',
  invitation: 'no-answer-only',
  swap: 'every-failure',
  not_doable: 'every-failure',
};

/**
 * The spec §7 call an item stands for, with its body as it would have been sent at once. The page sends it
 * through the app's API client (outbox.ts), the service worker with fetch (outbox-worker.ts).
 */
export function requestOf(item: OutboxItem): OutboxRequest {
  const { call } = item;
  const log = FAILURES_LOGGED[call.kind];
  switch (call.kind) {
    case 'installation':
      return { endpoint: 'createInstallation', body: call.body, log };
    case 'installation_update':
      return {
        endpoint: 'updateInstallation',
        params: { id_installation: call.id_installation },
        body: call.body,
        log,
      };
    case 'external_config':
      return { endpoint: 'externalConfig', params: { id_device: call.id_device }, body: call.body, log };
    case 'photo':
      return {
        endpoint: 'uploadImage',
        params: { device_number: item.device_number },
        body: call.body,
        log,
      };
    case 'invitation':
      return { endpoint: 'sendInvitation', body: call.body, log };
    case 'swap':
      return {
        endpoint: 'swapDevice',
        params: { id_installation: call.id_installation },
        body: call.body,
        log,
      };
    case 'not_doable':
      return { endpoint: 'reportJobNotDoable', params: { id_job: call.id_job }, body: call.body, log };
  }
}
