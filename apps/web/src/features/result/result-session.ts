import { INVITATION_MAILS, type InvitationMail, normalizeEmail } from '@installer/contracts';
import * as z from 'zod/mini';
import { isRevisit, type ResultParams, resultParams } from '../../wizard-core/result-params.ts';
import { getWizard, type WizardState } from '../../wizard-core/wizard-store.ts';

/** The customer's e-mail, or null when the installation has no user (spec §6: the professional account). */
export function clientEmail(params: ResultParams): string | null {
  return params.email?.trim() || null;
}

/** What the result screen keeps for one arrival, so a reload shows the same screen and sends no second mail. */
export interface ResultSession {
  /** The key of the arrival (`resultArrival`), kept in history state across a reload. */
  key: string;
  params: ResultParams;
  /** spec §3 global is_send_sign_up_mail, as the wizard had it when the installation was made. */
  is_send_sign_up_mail: boolean;
  /**
   * The customer was found with an account at step 1 (spec §4 status 200): the sensor went to their account,
   * and the mail tells them about it rather than inviting them to register.
   */
  customer_account?: boolean;
  /** spec §5: the invitation is sent once, on arrival; a reload must not send it again. */
  invitation: 'none' | 'sending' | 'queued' | 'sent' | 'failed';
  /** Which mail the server sent, once it answered (decision 0021). */
  mail?: InvitationMail;
}

const STORAGE_KEY = 'installer.result';

const storedSession = z.object({
  key: z.string(),
  params: resultParams,
  is_send_sign_up_mail: z.boolean(),
  customer_account: z.optional(z.boolean()),
  invitation: z.enum(['none', 'sending', 'queued', 'sent', 'failed']),
  mail: z.optional(z.enum(INVITATION_MAILS)),
});

function readStored(): ResultSession | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const parsed = raw === null ? null : storedSession.safeParse(JSON.parse(raw));
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveResultSession(session: ResultSession): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage blocked: this visit still works; a reload would go back to the wizard.
  }
}

export function clearResultSession(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}

/** spec §4 Client lookup 200 for the e-mail the installation was made for. */
function customerHasAccount(state: WizardState): boolean {
  const { lookup } = state;
  return (
    !state.without_user && lookup?.status === 'found' && lookup.email === normalizeEmail(state.client_email)
  );
}

/**
 * The session for this visit of /result: the wizard's navigation state (`resultArrival`)
 * starts a new one unless it is the same history entry reloaded; without a state (the address typed again
 * in the same tab) the stored one is used; null when neither holds the required parameters.
 */
export function resolveResultSession(state: unknown, key: string): ResultSession | null {
  const stored = readStored();
  // Only a visit without any state may fall back on the stored session: a state with incomplete
  // parameters is another arrival, and showing this tab's previous installation for it would be wrong
  // (spec §5: the installer goes back to the installation route).
  if (state === undefined || state === null) return stored;
  const fromState = resultParams.safeParse(state);
  if (!fromState.success) return null;
  if (stored?.key === key) return stored;
  const wizard = getWizard();
  const revisit = isRevisit(state);
  const session: ResultSession = {
    key,
    params: fromState.data,
    // An installation opened again had its invitation when it was made (spec §5: on its arrival).
    is_send_sign_up_mail: !revisit && wizard.is_send_sign_up_mail,
    customer_account: !revisit && customerHasAccount(wizard),
    invitation: 'none',
  };
  saveResultSession(session);
  return session;
}
