import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useBeehiveHost } from '../../lib/beehive.ts';
import { FirstScreenShown } from '../../lib/first-screen.ts';
import { FullPageLoader } from '../../lib/ui/full-page-loader.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { RefusalNote } from '../../wizard-core/refusal-note.tsx';
import { activeSteps, STEP_TITLES } from '../../wizard-core/steps.ts';
import { useWizard } from '../../wizard-core/wizard-store.ts';
import { ResumeOffer } from './resume-offer.tsx';
import { STEP_COMPONENTS } from './step-components.ts';
import { Stepper } from './stepper.tsx';
import './wizard-page.css';
import { useWizardLink } from './use-wizard-link.ts';

/** The steps the stored state allows: nothing past step 2 without a checked device (spec §4). */
function useCurrentStep() {
  const step = useWizard((s) => s.step);
  const device = useWizard((s) => s.device);
  // The server's beehive hosts may arrive after the first render (spec §1): the steps follow them.
  const steps = activeSteps({ device }, useBeehiveHost());
  let index = Math.max(steps.indexOf(step), 0);
  const deviceIndex = steps.indexOf('device');
  if (!device?.is_installable && index > deviceIndex) index = deviceIndex;
  return { steps, index, id: steps[index] ?? 'target' };
}

/** spec §2 Wizard: the stepper and the current step. */
export function WizardPage() {
  useWizardLink();
  const { t } = useTranslation();
  const { steps, index, id } = useCurrentStep();
  const heading = useRef<HTMLHeadingElement>(null);
  const CurrentStep = STEP_COMPONENTS[id];

  const shown = useRef(id);
  useEffect(() => {
    // Keyboard and screen-reader users land on the new step's title, not on a vanished button.
    if (shown.current === id) return;
    shown.current = id;
    heading.current?.focus();
  });

  return (
    <div>
      <Stepper steps={steps} current={index} />
      <Text variant="overline" tone="secondary" as="p">
        {t('wizard.step_of', { current: index + 1, total: steps.length })}
      </Text>
      <Text as="h1" variant="h5" ref={heading} tabIndex={-1} className="step-title">
        {t(STEP_TITLES[id])}
      </Text>
      <RefusalNote step={id} />
      <Suspense fallback={<FullPageLoader />}>
        <CurrentStep />
        <FirstScreenShown />
      </Suspense>
      <ResumeOffer />
    </div>
  );
}
