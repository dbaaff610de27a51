import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../lib/ui/button.tsx';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../lib/ui/dialog.tsx';
import { activeSteps } from '../../wizard-core/steps.ts';
import { resetWizard, type WizardState } from '../../wizard-core/wizard-store.ts';

/** The resume question of resume-offer.tsx: resume where it stopped, or discard for a clean wizard. */
export default function ResumeDialog({ state, onClose }: { state: WizardState; onClose: () => void }) {
  const { t } = useTranslation();
  const steps = activeSteps(state);
  const values = {
    device_number: state.device_number || '—',
    step: Math.max(steps.indexOf(state.step), 0) + 1,
    total: steps.length,
  };
  const discard = () => {
    resetWizard();
    onClose();
  };
  return (
    <Dialog onClose={onClose}>
      <DialogTitle>{t('wizard.resume_title')}</DialogTitle>
      <DialogContent>
        <DialogDescription>{t('wizard.resume_text', values)}</DialogDescription>
      </DialogContent>
      <DialogActions>
        <Button colour="error" onClick={discard}>
          {t('wizard.resume_discard')}
        </Button>
        <Button variant="contained" onClick={onClose} data-autofocus>
          {t('wizard.resume')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
