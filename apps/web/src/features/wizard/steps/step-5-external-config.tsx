import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StepActions } from '../step-actions.tsx';

/** Placeholder for spec §2 Step 5, referential 244 only (issue 4 replaces this file). */
export function Step5ExternalConfig() {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Alert severity="info">{t('step_4.placeholder')}</Alert>
      <StepActions nextDisabled />
    </Stack>
  );
}
