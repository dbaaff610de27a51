import { EMAIL_LOOKUP_DEBOUNCE_MS, emailProblem, normalizeEmail } from '@installer/contracts';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../i18n/message-key.ts';
import { messageForStatus } from '../../../lib/api/api-error.ts';
import { notify, type SnackbarType } from '../../../lib/snackbar/snackbar-store.ts';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { RadioGroup, RadioOption, Switch } from '../../../lib/ui/choice.tsx';
import { FieldHelp } from '../../../lib/ui/field.tsx';
import { Progress } from '../../../lib/ui/progress.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import { TextInput } from '../../../lib/ui/text-input.tsx';
import { useOnline } from '../../../lib/use-online.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { withQueries } from '../../../lib/with-queries.tsx';
import { StepActions } from '../../../wizard-core/step-actions.tsx';
import { goNext } from '../../../wizard-core/steps.ts';
import {
  type ClientLookup,
  type LookupStatus,
  updateWizard,
  useWizard,
} from '../../../wizard-core/wizard-store.ts';
import { primedTime } from '../../priming/index.ts';
import { useWizardSlots } from '../wizard-slots.ts';
import type { LookupState } from './email-lookup.tsx';

/** The look-up and TanStack Query load when the installer chooses a customer (lib/with-queries.tsx). */
const EmailLookup = lazy(() => withQueries(import('./email-lookup.tsx').then((m) => m.EmailLookup)));

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

/** spec §2 Step 1: a client (looked up by e-mail) or the professional account. */
export function Step1Target() {
  const { t, i18n } = useTranslation();
  // decision 0022: today's jobs offered on the first screen, from the list the phone keeps (app/routes.tsx).
  const { targetOffer: TargetOffer } = useWizardSlots();
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
  const debounced = useDebouncedValue(normalized, EMAIL_LOOKUP_DEBOUNCE_MS);
  // The stored answer is kept across reloads; only a different e-mail asks the server again. An answer the
  // phone gave without signal stands, and is asked again of the server once the signal is back.
  const answered = lookup?.email === normalized;
  const recheck = answered && online && lookup?.offline !== undefined;
  const lookupEnabled =
    client && (!answered || recheck) && debounced === normalized && emailProblem(debounced) === null;
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

  // The field is what needs changing; a page opened with the address in its link has no focus yet.
  useEffect(() => {
    if (taken && (document.activeElement === null || document.activeElement === document.body)) {
      emailInput.current?.focus();
    }
  }, [taken]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nextDisabled) return;
    goNext();
  };

  const showProblem = client && problem !== null && (touched || email !== '');
  const status =
    client && answered && lookup
      ? taken && fromSens
        ? TAKEN_STATUS_FROM_SENS
        : messagesOf(lookup).status
      : null;
  const primedAsOf =
    client && answered && lookup?.offline?.source === 'primed' && lookup.offline.as_of
      ? primedTime(lookup.offline.as_of, i18n.resolvedLanguage)
      : null;

  const target = (value: 'client' | 'professional', label: MessageKey, help: MessageKey) => (
    <RadioOption
      name="target"
      value={value}
      checked={(value === 'client') === client}
      onChange={() => updateWizard({ without_user: value === 'professional' })}
      label={t(label)}
      description={t(help)}
    />
  );

  return (
    <Stack as="form" noValidate onSubmit={submit}>
      {TargetOffer ? (
        <Suspense fallback={null}>
          <TargetOffer />
        </Suspense>
      ) : null}
      {client ? (
        <Suspense fallback={null}>
          <EmailLookup email={debounced} enabled={lookupEnabled} onState={setQuery} />
        </Suspense>
      ) : null}
      <RadioGroup label={t('step_1.title')} labelAs="h2">
        {target('client', 'step_1.option_client', 'step_1.option_client_help')}
        {fromSens
          ? null
          : target('professional', 'step_1.option_professional', 'step_1.option_professional_help')}
      </RadioGroup>

      {client ? (
        <Stack gap={1}>
          <TextInput
            label={t('step_1.email_label')}
            type="email"
            inputRef={emailInput}
            inputMode="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => updateWizard({ client_email: event.target.value })}
            onBlur={() => setTouched(true)}
            error={showProblem || taken}
            helperText={showProblem && problem ? t(problem) : status ? t(status) : ' '}
          />
          {primedAsOf ? <FieldHelp>{t('step_1.primed_as_of', { time: primedAsOf })}</FieldHelp> : null}
          {lookupRunning ? (
            <>
              <Progress />
              <Text variant="caption" tone="secondary" role="status">
                {t('step_1.searching')}
              </Text>
            </>
          ) : null}
          {failed ? (
            <Alert
              severity="error"
              // The snackbar already announced it; this one stays for the retry button.
              role="status"
              action={
                <Button colour="inherit" onClick={() => query?.retry()}>
                  {t('app.retry')}
                </Button>
              }
            >
              {t('error_during_association')}
            </Alert>
          ) : null}
          {answered && lookup?.status === 'not_found' ? (
            <Switch
              checked={sendSignUpMail}
              onChange={(event) => updateWizard({ is_send_sign_up_mail: event.target.checked })}
              label={t('step_1.send_sign_up_mail')}
            />
          ) : null}
        </Stack>
      ) : null}

      <StepActions canGoBack={false} nextDisabled={nextDisabled} />
    </Stack>
  );
}
