import type { MessageKey } from '../../i18n/message-key.ts';
import type { ApiError } from '../../lib/api/api-error.ts';
import { type StepId, type WizardState, wizardStore } from '../../wizard-core/wizard-store.ts';
import { discardItem, outboxItems } from './outbox.ts';
import type { OutboxItem } from './outbox-item.ts';

/**
 * The step that can correct a refusal of the installation, and what it says there
 * (docs/decisions/0007-offline-installations-checked-on-sending.md): the device (not installable, installed
 * meanwhile, unknown) at step 2; the e-mail typed without signal, taken, at step 1; anything else, the
 * address the server could not place included, at step 4.
 */
function refusalOf(error: NonNullable<OutboxItem['error']>): {
  step: StepId;
  message_key: MessageKey;
} {
  switch (error.code) {
    case 'device_cant_be_install':
    case 'device_already_installed':
    case 'device_not_found':
      return { step: 'device', message_key: error.message_key };
    case 'email_taken':
      return { step: 'target', message_key: 'step_1.email_taken' };
    default:
      return { step: 'equipment', message_key: error.message_key };
  }
}

/** The wizard as `wizard` was, at the step a refusal concerns, with what the server said there. */
function atRefusedStep(
  wizard: WizardState,
  refusal: { step: StepId; message_key: MessageKey } | null,
): WizardState {
  const step = refusal?.step ?? 'equipment';
  return {
    ...wizard,
    step,
    refusal: refusal && step === 'device' ? { ...refusal, device_number: wizard.device_number } : refusal,
    finished: false,
    // What the server said replaces what the phone knew: step 2 checks a number again, step 1 shows the
    // e-mail as taken.
    ...(step === 'device' ? { device: null } : {}),
    ...(step === 'target'
      ? { lookup: { email: wizard.lookup?.email ?? '', status: 'taken' as const, user: null } }
      : {}),
  };
}

/**
 * docs/decisions/0002-outbox.md: a refused installation comes back to the installer with their data. The
 * wizard is put back as it was when they pressed Next on step 4 (every field, the address, the equipment
 * form's draft), at the step the refusal concerns with its reason (`refusalOf`), the refused item leaves the
 * outbox, and Next sends the corrected form as a new installation. The invitation queued with it goes too:
 * the corrected installation's result screen sends its own, to the e-mail then chosen.
 */
export async function takeBackForCorrection(item: OutboxItem): Promise<void> {
  const invitations = outboxItems().filter(
    (other) =>
      other.seq > item.seq && other.device_number === item.device_number && other.call.kind === 'invitation',
  );
  await discardItem(item.seq);
  for (const invitation of invitations) await discardItem(invitation.seq);
  // The step is shown once the outbox no longer holds what it replaces: the app bar's count is already right.
  if (item.wizard) wizardStore.set(atRefusedStep(item.wizard, item.error ? refusalOf(item.error) : null));
}

/**
 * The same, for a refusal the installer watched at step 4's Next (the form is on screen): a refusal of the
 * device or the e-mail takes the wizard back to step 2 or 1 with everything typed. Answers whether it did;
 * a refusal of step 4's own data leaves the installer where they are.
 */
export function returnToRefusedStep(error: ApiError): boolean {
  const refusal = refusalOf({ status: error.status, code: error.code, message_key: error.messageKey });
  if (refusal.step === 'equipment') return false;
  wizardStore.set(atRefusedStep(wizardStore.get(), refusal));
  return true;
}
