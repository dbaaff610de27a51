import type {
  ClassicInstallationBody,
  EndpointDef,
  ExternalConfigBody,
  InvitationBody,
  ModuleInstallationBody,
} from '@installer/contracts';
import type { MessageKey } from '../../i18n/message-key.ts';
import { type CallInput, callApi } from '../../lib/api/client.ts';
import { requestOf } from './outbox-request.ts';
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
  const { endpoint, params, body } = requestOf(item);
  // Sent from the outbox the failure is logged only when there was no answer at all (spec §7 result screen).
  const input = {
    headers: { 'Idempotency-Key': item.key },
    signal,
    log: 'no-answer-only',
    params,
    body,
  } as const;
  // requestOf pairs each endpoint with its own params and body; the generic client cannot see that pairing.
  return (await callApi(endpoint, input as CallInput<EndpointDef>)).data;
}
