import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StepActions } from '../step-actions.tsx';
import { useWizard } from '../wizard-store.ts';

/**
 * Placeholder for spec §2 Step 4 (issue 4 replaces this file). It reads the type chosen in step 3 (or the
 * beehive preset) from the wizard store; it keeps Back working so the stepper can be walked.
 */
export function Step4Equipment() {
  const { t } = useTranslation();
  const assetType = useWizard((s) => s.asset_type);
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      {assetType ? <Typography variant="subtitle1">{assetType.value}</Typography> : null}
      <Alert severity="info">{t('step_4.placeholder')}</Alert>
      <StepActions nextDisabled />
    </Stack>
  );
}
