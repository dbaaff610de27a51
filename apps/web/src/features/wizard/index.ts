import { wizardStore } from '../../wizard-core/wizard-store.ts';
import { loadAutofill } from './autofill-loader.ts';
import { preloadStep } from './step-components.ts';

export { skipResumeOffer } from './resume-choice.ts';
export { type WizardSlots, WizardSlotsContext } from './wizard-slots.ts';

/**
 * The wizard's stored step starts loading with the wizard's own chunk, not after it (docs/decisions/0009-web-start-up.md):
 * the page is a lazy chunk and each step another. A link that moves the wizard elsewhere preloads its own step
 * when the page reads it (use-wizard-link.ts); the autofill's code, which reads the link, comes with the page
 * too when the link has parameters.
 */
export function preloadCurrentStep(): void {
  preloadStep(wizardStore.get().step);
  if (window.location.search !== '') void loadAutofill().catch(() => undefined);
}
