import { emailProblem, normalizeEmail } from '@installer/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { MessageKey } from '../../../i18n/message-key.ts';
import { messageForStatus } from '../../../lib/api/api-error.ts';
import { notify, type SnackbarType } from '../../../lib/snackbar/snackbar-store.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { goNext } from '../../../wizard-core/steps.ts';
import {
  type ClientLookup,
  type LookupStatus,
  updateWizard,
  useWizard,
} from '../../../wizard-core/wizard-store.ts';
import type { LookupState } from './email-lookup.tsx';

/** spec §8 Client lookup messages, and the short status shown under the field. */
const LOOKUP_MESSAGES: Record<LookupStatus, { type: SnackbarType; message: MessageKey; status: MessageKey }> =
  {
    found: { type: 'success', message: 'step_1.client_found', status: 'step_1.status_found' },
    incomplete: { type: 'warning', message: 'step_1.client_incomplete', status: 'step_1.status_incomplete' },
    not_found: { type: 'info', message: 'step_1.client_not_found', status: 'step_1.status_not_found' },
    taken: { type: 'warning', message: 'step_1.email_taken', status: 'step_1.status_taken' },
  };

/**
 * An e-mail typed without signal that the phone's list of customers does not hold
 * (docs/decisions/0012-offline-priming.md): accepted, and checked by the server when the installation is
 * sent; a registration mail can still be asked for, as for a customer not found.
 */
const UNCHECKED = {
  type: 'info',
  message: 'step_1.client_unchecked',
  status: 'step_1.status_unchecked',
} as const;

function messagesOf(lookup: ClientLookup) {
  return lookup.offline?.source === 'unchecked' ? UNCHECKED : LOOKUP_MESSAGES[lookup.status];
}

/** Coming from from_sens there is no professional option (spec §2): another e-mail is the only way on. */
const TAKEN_STATUS_FROM_SENS: MessageKey = 'step_1.status_taken_other_email';

/**
 * spec §2 Step 1's state: the target chosen, the customer's e-mail and its look-up (spec §4 Client lookup),
 * what the field says of it, and whether Next may go on.
 */
export function useStep1Target() {
  const online = useOnline();
  const withoutUser = useWizard((s) => s.without_user);
  const fromSens = useWizard((s) => s.from_sens);
  const email = useWizard((s) => s.client_email);
  const lookup = useWizard((s) => s.lookup);
  const sendSignUpMail = useWizard((s) => s.is_send_sign_up_mail);
  const [touched, setTouched] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);

  const client = fromSens || !withoutUser;
  const normalized = normalizeEmail(email);
  const problem = emailProblem(email);
  // The stored answer is kept across reloads; only a different e-mail asks the server again. An answer the
  // phone gave without signal stands, and is asked again of the server once the signal is back.
  const answered = lookup?.email === normalized;
  const recheck = answered && online && lookup?.offline !== undefined;
  // Whether the e-mail still needs the server's answer; EmailLookup asks once the typing pauses.
  const lookupWanted = client && (!answered || recheck);
  const [query, setQuery] = useState<LookupState | null>(null);
  const answer = query?.answer;

  useEffect(() => {
    if (!answer) return;
    updateWizard({ lookup: answer });
    const { type, message } = messagesOf(answer);
    notify(type, message);
  }, [answer]);

  const failed = client && query !== null && query.error !== null && !answered;
  const error = query?.error;
  useEffect(() => {
    if (failed) notify('error', messageForStatus(error, {}, 'error_during_association'));
  }, [failed, error]);

  // spec §2: Next is disabled while the look-up runs (debounce included) or with an invalid e-mail; spec §4
  // 410: an e-mail already taken cannot be a customer's either (the server refuses its invitation), so the
  // installer enters another one or chooses the professional account.
  const lookupRunning = client && problem === null && !answered && !failed;
  const taken = client && answered && lookup?.status === 'taken';
  const nextDisabled = client && (problem !== null || lookupRunning || failed || taken);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nextDisabled) return;
    goNext();
  };

  const status =
    client && answered && lookup
      ? taken && fromSens
        ? TAKEN_STATUS_FROM_SENS
        : messagesOf(lookup).status
      : null;
  const showProblem = client && problem !== null && (touched || email !== '');
  // When the phone's list that answered was primed (client-email-field.tsx says it).
  const primedAt =
    client && answered && lookup?.offline?.source === 'primed' && lookup.offline.as_of
      ? lookup.offline.as_of
      : null;

  return {
    client,
    fromSens,
    // EmailLookup's props: the e-mail as typed (normalised), and whether it still needs an answer.
    lookup: { email: normalized, wanted: lookupWanted, onState: setQuery },
    inputRef: emailInput,
    onBlur: () => setTouched(true),
    email,
    taken,
    error: showProblem || taken,
    // What the field says under it: what is wrong with the e-mail, else what the look-up answered.
    helper: (showProblem && problem) || status,
    primedAt,
    searching: lookupRunning,
    failed,
    retry: () => query?.retry(),
    signUpMail: answered && lookup?.status === 'not_found',
    sendSignUpMail,
    nextDisabled,
    onSubmit: submit,
  };
}

export type Step1TargetState = ReturnType<typeof useStep1Target>;
