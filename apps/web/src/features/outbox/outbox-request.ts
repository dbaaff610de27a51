import { api, type EndpointDef } from '@installer/contracts';
import type { OutboxItem } from './outbox-item.ts';

/** The Background Sync tag the app registers on queueing and the service worker answers (issue 6). */
export const SYNC_TAG = 'installer-outbox';

/** A send that hangs on a dying signal is abandoned after this long, and tried again later. */
export const SEND_TIMEOUT_MS = 30_000;

export interface OutboxRequest {
  endpoint: EndpointDef;
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
      return { endpoint: api.createInstallation, body: call.body };
    case 'external_config':
      return { endpoint: api.externalConfig, params: { id_device: call.id_device }, body: call.body };
    case 'photo':
      return { endpoint: api.uploadImage, params: { device_number: item.device_number }, body: call.body };
    case 'invitation':
      return { endpoint: api.sendInvitation, body: call.body };
  }
}
