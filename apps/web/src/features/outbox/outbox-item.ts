import type {
  ClassicInstallationBody,
  ExternalConfigBody,
  InvitationBody,
  ModuleInstallationBody,
  NotDoableBody,
  SwapBody,
} from '@installer/contracts';
import type { MessageKey } from '../../i18n/message-key.ts';
import type { WizardState } from '../../wizard-core/wizard-store.ts';

/**
 * docs/decisions/0002-outbox.md: what an installer makes that must reach the server even without signal. Each is the
 * spec §7 call it stands for, with its body as it would have been sent at once.
 */
export type OutboxCall =
  | {
      kind: 'installation';
      body: ClassicInstallationBody | ModuleInstallationBody;
      /** The address as one line, for the step 5 summary (spec §2): the body holds only its ids. */
      address_label: string;
    }
  | {
      /**
       * Back to step 4 after the installation was created: the same body edits it in place
       * (PUT /installation/{id_installation}, docs/decisions/0007-offline-installations-checked-on-sending.md).
       */
      kind: 'installation_update';
      id_installation: number;
      body: ClassicInstallationBody | ModuleInstallationBody;
      address_label: string;
    }
  | { kind: 'external_config'; id_device: number; body: ExternalConfigBody }
  | { kind: 'photo'; body: { base64_string: string } }
  | { kind: 'invitation'; body: InvitationBody }
  /** A sensor swapped on an installed equipment (POST /installation/:id/swap); the item's device is the new one. */
  | { kind: 'swap'; id_installation: number; body: SwapBody }
  /**
   * A job the installer cannot do on site (POST /jobs/{id}/not_doable, decision 0022): the item's "device"
   * is the job (`job-{id}`), so it holds nothing of a device's queue.
   */
  | { kind: 'not_doable'; id_job: number; body: NotDoableBody };

export type OutboxKind = OutboxCall['kind'];

/**
 * The calls of an installation attempt, its creation and its edits: their items stay in the outbox once sent
 * or handed back, as the attempt's one record (docs/decisions/0002-outbox.md).
 */
export type AttemptCall = Extract<OutboxCall, { kind: 'installation' | 'installation_update' }>;

export function isAttemptCall(call: OutboxCall): call is AttemptCall {
  return call.kind === 'installation' || call.kind === 'installation_update';
}

/**
 * pending: waits for a connection. rejected: the server refused it (a 4xx) in a round nobody was watching;
 * kept for the installer to correct or discard, and holding the later items of its device.
 * The two states an installation item keeps after leaving the queue, as the record of its attempt
 * (docs/decisions/0002-outbox.md): sent, with the server's answer; returned, refused or failed while the
 * installer waited for it (the error is on their screen, the form holds the data, and the same form sent
 * again reuses its Idempotency-Key). Any other item leaves the outbox in those cases.
 */
type OutboxState = 'pending' | 'rejected' | 'sent' | 'returned';

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
  state: OutboxState;
  attempts: number;
  error: { status: number; code: string | null; message_key: MessageKey } | null;
  /**
   * The server was still at work on this item's key (409 `idempotency_in_progress`): not sent again before
   * this time, the wait its answer asked for (docs/decisions/0016-idempotency-claims-die-with-their-holder.md).
   */
  retry_at?: string;
  /** The server's answer (the call's data) once sent: kept only on an installation's record. */
  answer?: unknown;
  /**
   * The wizard as it was when the installation was made: a refusal brings it back, with everything typed,
   * to correct and send again (docs/decisions/0002-outbox.md), even after a new installation was started meanwhile.
   */
  wizard: WizardState | null;
}

/** Still in the queue: waiting to be sent, or refused and waiting for the installer's decision. */
export function isQueued(item: OutboxItem): boolean {
  return item.state === 'pending' || item.state === 'rejected';
}
