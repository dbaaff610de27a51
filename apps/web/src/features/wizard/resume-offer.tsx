import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeSteps } from '../../wizard-core/steps.ts';
import { getWizard, resetWizard, type WizardState } from '../../wizard-core/wizard-store.ts';

const OPENED_KEY = 'installer.opened';

/**
 * True once per opening of the app: a new tab, or the installed app started again after it was closed or
 * the phone restarted. A reload (spec §1's reload onto a new version included) keeps the tab's
 * sessionStorage, so it is not an opening: the installer is in the middle of their work.
 */
let opened: boolean | null = null;

function appJustOpened(): boolean {
  opened ??= (() => {
    try {
      if (window.sessionStorage.getItem(OPENED_KEY)) return false;
      window.sessionStorage.setItem(OPENED_KEY, '1');
      return true;
    } catch {
      return false;
    }
  })();
  return opened;
}

/** Asked once per opening: a later visit of the wizard in the same opening (e.g. Correct) does not ask. */
let offer: 'undecided' | 'ask' | 'done' = 'undecided';

function shouldAsk(state: WizardState): boolean {
  if (offer === 'undecided') {
    offer = appJustOpened() && hasProgress(state) && window.location.search === '' ? 'ask' : 'done';
  }
  return offer === 'ask';
}

/** Tests: the next render decides afresh whether the app was just opened. */
export function forgetAppOpening(): void {
  opened = null;
  offer = 'undecided';
}

function hasProgress(state: WizardState): boolean {
  if (state.finished) return false;
  return state.step !== 'target' || state.device_number.trim() !== '' || state.client_email.trim() !== '';
}

/**
 * docs/decisions/0002-outbox.md: an installation interrupted (app closed, phone restarted) is offered for resumption when the app
 * opens again, or discarded for a clean wizard. A link with pre-filled parameters (spec §2) is a new
 * installation by intent and is not interrupted by the question.
 */
export function ResumeOffer() {
  const { t } = useTranslation();
  const [state] = useState(getWizard);
  const [open, setOpen] = useState(() => shouldAsk(state));
  if (!open) return null;
  const close = () => {
    offer = 'done';
    setOpen(false);
  };
  const steps = activeSteps(state);
  const values = {
    device_number: state.device_number || '—',
    step: Math.max(steps.indexOf(state.step), 0) + 1,
    total: steps.length,
  };
  const discard = () => {
    resetWizard();
    close();
  };
  return (
    <Dialog open onClose={close} aria-labelledby="resume-title" aria-describedby="resume-text">
      <DialogTitle id="resume-title">{t('wizard.resume_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="resume-text">{t('wizard.resume_text', values)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={discard}>
          {t('wizard.resume_discard')}
        </Button>
        <Button variant="contained" onClick={close} autoFocus>
          {t('wizard.resume')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
