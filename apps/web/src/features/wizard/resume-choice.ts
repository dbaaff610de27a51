import type { WizardState } from '../../wizard-core/wizard-store.ts';

/**
 * Whether the resume offer (resume-offer.tsx) asks, decided once per opening of the app. Its own module: My
 * jobs and the result screen tell it a new installation starts by intent (`skipResumeOffer`) without
 * loading the offer itself.
 */
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

export function shouldAsk(state: WizardState): boolean {
  if (offer === 'undecided') {
    offer = appJustOpened() && hasProgress(state) && window.location.search === '' ? 'ask' : 'done';
  }
  return offer === 'ask';
}

/**
 * A new installation started by intent from another screen (a job opened from My jobs,
 * docs/decisions/0022-office-jobs.md):
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

/** The installer answered: resumed or discarded, the offer is not made again in this opening. */
export function resumeOfferAnswered(): void {
  offer = 'done';
}
