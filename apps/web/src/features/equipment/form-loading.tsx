import type { FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Skeleton } from '../../lib/ui/skeleton.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { StepActions } from '../../wizard-core/step-actions.tsx';

/** A text field's or a select's height (lib/ui tokens.css --field-height): the form does not jump when it comes. */
const FIELD_HEIGHT = 56;

/** While the model a form is built from loads; spec §8 problem_equipment_model when it cannot. */
export function FormLoading({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <Stack as="form" noValidate onSubmit={submit}>
      {failed ? (
        <Alert severity="error" role="alert">
          {t('problem_equipment_model')}
        </Alert>
      ) : (
        <Stack role="status" aria-label={t('step_4.loading_form')}>
          <Skeleton height={FIELD_HEIGHT} />
          <Skeleton height={FIELD_HEIGHT} />
          <Skeleton height={FIELD_HEIGHT} />
        </Stack>
      )}
      <StepActions nextDisabled />
    </Stack>
  );
}
