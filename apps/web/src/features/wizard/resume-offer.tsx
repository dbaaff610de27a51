import { lazy, Suspense, useState } from 'react';
import { getWizard, type WizardState } from '../../wizard-core/wizard-store.ts';

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

/**
 * A new installation started by intent from another screen (a job opened from My jobs, CONTRACT-OFFICE):
 * the wizard it opens asks nothing about the one it replaced, as a link with parameters does not.
 */
export function skipResumeOffer(): void {
  appJustOpened();
  offer = 'done';
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
/** The question itself: loaded only when there is something to resume (the wizard's first load carries no dialog). */
const ResumeDialog = lazy(() => import('./resume-dialog.tsx'));

export function ResumeOffer() {
  const [state] = useState(getWizard);
  const [open, setOpen] = useState(() => shouldAsk(state));
  if (!open) return null;
  const close = () => {
    offer = 'done';
    setOpen(false);
  };
  return (
    <Suspense fallback={null}>
      <ResumeDialog state={state} onClose={close} />
    </Suspense>
  );
}
