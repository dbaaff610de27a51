import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { Switch } from '../../../lib/ui/choice.tsx';
import { FieldHelp } from '../../../lib/ui/field.tsx';
import { Progress } from '../../../lib/ui/progress.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import { TextInput } from '../../../lib/ui/text-input.tsx';
import { updateWizard } from '../../../wizard-core/wizard-store.ts';
import { primedTime } from '../../priming/index.ts';
import type { Step1TargetState } from './use-step-1-target.ts';

/**
 * The customer's e-mail on step 1 and what its look-up says (spec §4 Client lookup, spec §8): searching, the
 * status under the field, a failure to retry, and the registration mail for a customer not found. Loaded
 * when the installer chooses a customer, like the look-up (step-1-target.tsx).
 */
export function ClientEmailField({ step }: { step: Step1TargetState }) {
  const { t, i18n } = useTranslation();
  const { taken, inputRef } = step;
  // An e-mail already taken: the field is what needs changing; a page opened with the address in its link
  // has no focus yet.
  useEffect(() => {
    if (taken && (document.activeElement === null || document.activeElement === document.body)) {
      inputRef.current?.focus();
    }
  }, [taken, inputRef]);
  return (
    <Stack gap={1}>
      <TextInput
        label={t('step_1.email_label')}
        type="email"
        inputRef={step.inputRef}
        inputMode="email"
        autoComplete="off"
        required
        value={step.email}
        onChange={(event) => updateWizard({ client_email: event.target.value })}
        onBlur={step.onBlur}
        error={step.error}
        helperText={step.helper ? t(step.helper) : ' '}
      />
      {step.primedAt ? (
        <FieldHelp>
          {t('step_1.primed_as_of', { time: primedTime(step.primedAt, i18n.resolvedLanguage) })}
        </FieldHelp>
      ) : null}
      {step.searching ? (
        <>
          <Progress />
          <Text variant="caption" tone="secondary" role="status">
            {t('step_1.searching')}
          </Text>
        </>
      ) : null}
      {step.failed ? (
        <Alert
          severity="error"
          // The snackbar already announced it; this one stays for the retry button.
          role="status"
          action={
            <Button colour="inherit" onClick={step.retry}>
              {t('app.retry')}
            </Button>
          }
        >
          {t('error_during_association')}
        </Alert>
      ) : null}
      {step.signUpMail ? (
        <Switch
          checked={step.sendSignUpMail}
          onChange={(event) => updateWizard({ is_send_sign_up_mail: event.target.checked })}
          label={t('step_1.send_sign_up_mail')}
        />
      ) : null}
    </Stack>
  );
}
