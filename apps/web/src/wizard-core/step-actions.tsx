import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { goBack } from './steps.ts';

/**
 * The Back / Next bar of every step (spec §2). Next is the form's submit button, so Enter in a field
 * submits the step (spec §2 Step 2). Put it inside the step's <form>.
 */
export function StepActions({
  canGoBack = true,
  nextDisabled = false,
  loading = false,
  nextLabel,
}: {
  canGoBack?: boolean;
  nextDisabled?: boolean;
  loading?: boolean;
  nextLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ pt: 1 }}>
      {canGoBack ? (
        <Button type="button" variant="outlined" onClick={goBack} sx={{ flex: 1 }}>
          {t('wizard.back')}
        </Button>
      ) : null}
      <Button type="submit" variant="contained" disabled={nextDisabled} loading={loading} sx={{ flex: 2 }}>
        {nextLabel ?? t('wizard.next')}
      </Button>
    </Stack>
  );
}
