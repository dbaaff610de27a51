import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Button } from '../../lib/ui/button.tsx';
import type { InstallationRefusal } from './installation-refusal.ts';
import './refusal-alert.css';

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
    // The alert's frame takes the focus: what it says is read, then its button is the next tab stop.
    <div ref={ref} tabIndex={-1} className="refusal-alert" data-testid="installation-refusal">
      <Alert
        severity="error"
        role="alert"
        action={
          editable === null ? undefined : (
            <Button colour="inherit" loading={editing} onClick={() => onEdit(editable)}>
              {t('step_4.update_that_installation')}
            </Button>
          )
        }
      >
        {t(refusal.message, { id: editable ?? '' })}
      </Alert>
    </div>
  );
}
