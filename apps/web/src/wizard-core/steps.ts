import { STEP5_REFERENTIAL } from '@installer/contracts';
import type { MessageKey } from '../i18n/message-key.ts';
import { isBeehiveHost } from '../lib/beehive.ts';
import { getWizard, type StepId, updateWizard, type WizardState } from './wizard-store.ts';

export const STEP_TITLES: Record<StepId, MessageKey> = {
  target: 'wizard.titles.target',
  device: 'wizard.titles.device',
  asset_type: 'wizard.titles.asset_type',
  equipment: 'wizard.titles.equipment',
  external_config: 'wizard.titles.external_config',
};

/**
 * spec §2/§4 Wizard: four steps, a fifth (external configuration) for device referential 244; on the
 * beehive variant three, step 3 being skipped (type preset) and the equipment step coming third.
 */
export function activeSteps(state: Pick<WizardState, 'device'>, beehive = isBeehiveHost()): StepId[] {
  if (beehive) return ['target', 'device', 'equipment'];
  const steps: StepId[] = ['target', 'device', 'asset_type', 'equipment'];
  if (state.device?.id_device_referential === STEP5_REFERENTIAL) steps.push('external_config');
  return steps;
}

function goToStep(step: StepId): void {
  updateWizard({ step });
}

function move(by: 1 | -1): void {
  const state = getWizard();
  const steps = activeSteps(state);
  const index = steps.indexOf(state.step);
  const target = steps[Math.min(Math.max(index + by, 0), steps.length - 1)];
  if (target) goToStep(target);
}

/**
 * spec §4: the caller has checked its step's rule (e.g. an installable device) before moving on. A refusal
 * shown on this step (wizard-store.ts `refusal`) has been dealt with.
 */
export function goNext(): void {
  const { refusal, step } = getWizard();
  if (refusal?.step === step) updateWizard({ refusal: null });
  move(1);
}

/** spec §4: Back goes one step back. */
export function goBack(): void {
  move(-1);
}
