import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstallationRefusal } from './installation-refusal.ts';

/**
 * Why step 4's installation did not go through, where the installer is: inline at the top of the step, the
 * focus on it (a snackbar would cover Next), with the edit offered when the device is already installed on
 * one of the installer's installations.
 */
export function RefusalAlert({
  refusal,
  onEdit,
  editing,
}: {
  refusal: InstallationRefusal;
  onEdit(id: number): void;
  editing: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // Each refusal mounts its own alert (step 4 clears the previous one before sending again).
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const { editable } = refusal;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity="error"
      role="alert"
      data-testid="installation-refusal"
      action={
        editable === null ? undefined : (
          <Button color="inherit" size="small" loading={editing} onClick={() => onEdit(editable)}>
            {t('step_4.update_that_installation')}
          </Button>
        )
      }
      sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { pl: 0, ml: 'auto' } }}
    >
      {t(refusal.message, { id: editable ?? '' })}
    </Alert>
  );
}
