import { lazy, Suspense, useState } from 'react';
import { getWizard } from '../../wizard-core/wizard-store.ts';
import { resumeOfferAnswered, shouldAsk } from './resume-choice.ts';

/** The question itself: loaded only when there is something to resume (the wizard's first load carries no dialog). */
const ResumeDialog = lazy(() => import('./resume-dialog.tsx'));

/**
 * docs/decisions/0002-outbox.md: an installation interrupted (app closed, phone restarted) is offered for resumption when the app
 * opens again, or discarded for a clean wizard. A link with pre-filled parameters (spec §2) is a new
 * installation by intent and is not interrupted by the question.
 */
export function ResumeOffer() {
  const [state] = useState(getWizard);
  const [open, setOpen] = useState(() => shouldAsk(state));
  if (!open) return null;
  const close = () => {
    resumeOfferAnswered();
    setOpen(false);
  };
  return (
    <Suspense fallback={null}>
      <ResumeDialog state={state} onClose={close} />
    </Suspense>
  );
}
