import type { EndpointName } from '@installer/contracts';
import type { OutboxItem } from './outbox-item.ts';

/** The Background Sync tag the app registers on queueing and the service worker answers (docs/decisions/0002-outbox.md). */
export const SYNC_TAG = 'installer-outbox';

/** A send that hangs on a dying signal is abandoned after this long, and tried again later. */
export const SEND_TIMEOUT_MS = 30_000;

/**
 * The endpoint by its name in `api`, not the definition itself: the service worker looks the method and
 * path up in its build-time table (lib/api/api-routes.ts) and so carries no schema.
 */
export interface OutboxRequest {
  endpoint: Extract<EndpointName, 'createInstallation' | 'externalConfig' | 'uploadImage' | 'sendInvitation'>;
  params?: Record<string, string | number>;
  body: unknown;
}

/**
 * The spec §7 call an item stands for, with its body as it would have been sent at once. The page sends it
 * through the app's API client (outbox.ts), the service worker with fetch (outbox-worker.ts).
 */
export function requestOf(item: OutboxItem): OutboxRequest {
  const { call } = item;
  switch (call.kind) {
    case 'installation':
      return { endpoint: 'createInstallation', body: call.body };
    case 'external_config':
      return { endpoint: 'externalConfig', params: { id_device: call.id_device }, body: call.body };
    case 'photo':
      return { endpoint: 'uploadImage', params: { device_number: item.device_number }, body: call.body };
    case 'invitation':
      return { endpoint: 'sendInvitation', body: call.body };
  }
}
