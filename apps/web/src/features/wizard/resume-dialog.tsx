import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
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
    <Dialog open onClose={onClose} aria-labelledby="resume-title" aria-describedby="resume-text">
      <DialogTitle id="resume-title">{t('wizard.resume_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="resume-text">{t('wizard.resume_text', values)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={discard}>
          {t('wizard.resume_discard')}
        </Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('wizard.resume')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
