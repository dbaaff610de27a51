import type { AssetType, DeviceCheck, UserClient } from '@installer/contracts';
import type { MessageKey } from '../i18n/message-key.ts';
import { createPersistedStore, useStore } from '../lib/persisted-store.ts';

export type StepId = 'target' | 'device' | 'asset_type' | 'equipment' | 'external_config';

/** spec §4 Client lookup: 200 found, 206 incomplete, 404 not found, 410 taken. */
export type LookupStatus = 'found' | 'incomplete' | 'not_found' | 'taken';

export interface ClientLookup {
  /** The normalised e-mail this answer is for: a different e-mail in the field means a new look-up. */
  email: string;
  status: LookupStatus;
  user: UserClient | null;
  /**
   * Answered without signal (docs/decisions/0012-offline-priming.md): `primed`, by the phone's list of the
   * professional's customers as it was at `as_of`; `unchecked`, an e-mail that list does not hold, accepted
   * as typed and checked by the server when the installation is sent (`client_email`). Absent: the server's
   * own look-up answered.
   */
  offline?: { source: 'primed' | 'unchecked'; as_of: string | null };
}

/**
 * The server refused the installation made with this wizard when it arrived, and the installer was brought
 * back to the step concerned with everything typed (features/outbox/take-back.ts): why, shown on that step
 * until its Next.
 */
interface Refusal {
  step: StepId;
  message_key: MessageKey;
  /** A refused device's number: what was typed for it carries over to the device chosen instead. */
  device_number?: string;
}

/**
 * Everything the installer chose or typed, kept in localStorage (DESIGN §3): a reload or a detour through
 * /login loses nothing. spec §3 Application state: without_user (default true), is_send_sign_up_mail
 * (default true), autofill params.
 */
export interface WizardState {
  version: 1;
  step: StepId;
  /** Step 1. `without_user` is the professional option. */
  without_user: boolean;
  client_email: string;
  lookup: ClientLookup | null;
  is_send_sign_up_mail: boolean;
  /** Step 2. `device` is the answer of the device check for `device_number`. */
  device_number: string;
  serial_number: string;
  device: DeviceCheck | null;
  /** Step 3 (the beehive preset on the beehive variant). */
  asset_type: AssetType | null;
  /** spec §2 query parameters: from_sens hides the professional option; the rest pre-fill fields. */
  from_sens: boolean;
  autofill: Record<string, string>;
  /** The query string whose parameters were applied, so a reload does not overwrite what was typed since. */
  autofill_source: string | null;
  /** Free slots owned by steps 4 and 5: they parse them with their own schema on read. */
  equipment: unknown;
  external_config: unknown;
  /**
   * The Idempotency-Key of this run's installation attempt: a pointer to its one record, the outbox item
   * (features/installation/installation-attempt.ts, docs/decisions/0002-outbox.md), never a copy of it.
   */
  installation_key: string | null;
  /**
   * The installation was made (sent or queued) and the result screen opened: nothing is left to resume
   * (the resume offer, features/wizard/resume-offer.tsx). Absent in states stored before it existed: false.
   */
  finished?: boolean;
  /** Absent in states stored before it existed: none. */
  refusal?: Refusal | null;
  /**
   * The office's job this installation is made for (decision 0022): sent as the installation's
   * `id_job`. Set only by `startJob` (job-start.ts); absent or null for any other installation.
   */
  id_job?: number | null;
}

export const initialWizardState = (): WizardState => ({
  version: 1,
  step: 'target',
  without_user: true,
  client_email: '',
  lookup: null,
  is_send_sign_up_mail: true,
  device_number: '',
  serial_number: '',
  device: null,
  asset_type: null,
  from_sens: false,
  autofill: {},
  autofill_source: null,
  equipment: null,
  external_config: null,
  installation_key: null,
});

export const wizardStore = createPersistedStore<WizardState>(
  'installer.wizard',
  initialWizardState,
  (stored) =>
    // An older shape is dropped rather than trusted; missing fields of this version take their defaults.
    typeof stored === 'object' && stored !== null && (stored as { version?: unknown }).version === 1
      ? { ...initialWizardState(), ...(stored as Partial<WizardState>) }
      : null,
);

export function useWizard<S>(selector: (state: WizardState) => S): S {
  return useStore(wizardStore, selector);
}

export function getWizard(): WizardState {
  return wizardStore.get();
}

export function updateWizard(
  patch: Partial<WizardState> | ((state: WizardState) => Partial<WizardState>),
): void {
  wizardStore.set((state) => ({ ...state, ...(typeof patch === 'function' ? patch(state) : patch) }));
}

/** "Perform a new installation": a clean wizard. */
export function resetWizard(): void {
  wizardStore.reset();
}
