import { lazy, Suspense } from 'react';
import { Stack } from '../../../lib/ui/stack.tsx';
import { withQueries } from '../../../lib/with-queries.tsx';
import { StepActions } from '../../../wizard-core/step-actions.tsx';
import { useWizardSlots } from '../wizard-slots.ts';
import { TargetChoice } from './target-choice.tsx';
import { useStep1Target } from './use-step-1-target.ts';

/** The look-up and TanStack Query load when the installer chooses a customer (lib/with-queries.tsx). */
const EmailLookup = lazy(() => withQueries(import('./email-lookup.tsx').then((m) => m.EmailLookup)));
/**
 * The e-mail field too: step 1 opens on the professional account (spec §3 without_user), and the field, its
 * look-up's status and the registration mail switch load with the choice of a customer
 * (docs/decisions/0009-web-start-up.md).
 */
const ClientEmailField = lazy(() =>
  import('./client-email-field.tsx').then((m) => ({ default: m.ClientEmailField })),
);

/** spec §2 Step 1: a client (looked up by e-mail) or the professional account. */
export function Step1Target() {
  // decision 0022: today's jobs offered on the first screen, from the list the phone keeps (app/routes.tsx).
  const { targetOffer: TargetOffer } = useWizardSlots();
  const step = useStep1Target();

  return (
    <Stack as="form" noValidate onSubmit={step.onSubmit}>
      {TargetOffer ? (
        <Suspense fallback={null}>
          <TargetOffer />
        </Suspense>
      ) : null}
      {step.client ? (
        <Suspense fallback={null}>
          <EmailLookup {...step.lookup} />
        </Suspense>
      ) : null}
      <TargetChoice client={step.client} fromSens={step.fromSens} />
      {step.client ? (
        <Suspense fallback={null}>
          <ClientEmailField step={step} />
        </Suspense>
      ) : null}
      <StepActions canGoBack={false} nextDisabled={step.nextDisabled} />
    </Stack>
  );
}
