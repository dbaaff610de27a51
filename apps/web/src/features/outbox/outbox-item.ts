import {
  api,
  type ClassicInstallationBody,
  type ExternalConfigBody,
  type InvitationBody,
  type ModuleInstallationBody,
} from '@installer/contracts';
import type { MessageKey } from '../../i18n/message-key.ts';
import { callApi } from '../../lib/api/client.ts';
import type { WizardState } from '../wizard/wizard-store.ts';

/**
 * Issue 6: the four things an installer makes that must reach the server even without signal. Each is the
 * spec §7 call it stands for, with its body as it would have been sent at once.
 */
export type OutboxCall =
  | { kind: 'installation'; body: ClassicInstallationBody | ModuleInstallationBody }
  | { kind: 'external_config'; id_device: number; body: ExternalConfigBody }
  | { kind: 'photo'; body: { base64_string: string } }
  | { kind: 'invitation'; body: InvitationBody };

export type OutboxKind = OutboxCall['kind'];

export interface OutboxItem {
  /** IndexedDB key, auto-incremented: the sending order. */
  seq: number;
  /** DESIGN §3 Idempotency-Key: however many times it is sent, the server acts once. */
  key: string;
  /** Only the installer who made it sends it: another one signing in on this phone must not. */
  id_installer: number;
  device_number: string;
  created_at: string;
  call: OutboxCall;
  /** pending: waits for a connection; rejected: the server refused it (a 4xx), the installer decides. */
  state: 'pending' | 'rejected';
  attempts: number;
  error: { status: number; code: string | null; message_key: MessageKey } | null;
  /**
   * The wizard as it was when the installation was made: a refusal brings it back, with everything typed,
   * to correct and send again (issue 6), even after a new installation was started meanwhile.
   */
  wizard: WizardState | null;
}

/** Sends one item as its spec §7 call; answers the call's data, or throws ApiError. */
export async function sendItem(item: OutboxItem, signal: AbortSignal): Promise<unknown> {
  const headers = { 'Idempotency-Key': item.key };
  // Sent from the outbox the failure is logged only when there was no answer at all (spec §7 result screen).
  const common = { headers, signal, log: 'no-answer-only' } as const;
  const { call } = item;
  switch (call.kind) {
    case 'installation':
      return (await callApi(api.createInstallation, { ...common, body: call.body })).data;
    case 'external_config':
      return (
        await callApi(api.externalConfig, {
          ...common,
          params: { id_device: call.id_device },
          body: call.body,
        })
      ).data;
    case 'photo':
      return (
        await callApi(api.uploadImage, {
          ...common,
          params: { device_number: item.device_number },
          body: call.body,
        })
      ).data;
    case 'invitation':
      return (await callApi(api.sendInvitation, { ...common, body: call.body })).data;
  }
}
