import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StepActions } from '../../wizard-core/step-actions.tsx';

/** While the model a form is built from loads; spec §8 problem_equipment_model when it cannot. */
export function FormLoading({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      {failed ? (
        <Alert severity="error">{t('problem_equipment_model')}</Alert>
      ) : (
        <Stack spacing={2} role="status" aria-label={t('step_4.loading_form')}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      )}
      <StepActions nextDisabled />
    </Stack>
  );
}
