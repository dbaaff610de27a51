import { type ComponentType, lazy } from 'react';
import { withLaterTexts } from '../../i18n/i18n.ts';
import { withQueries } from '../../lib/with-queries.tsx';
import type { StepId } from '../../wizard-core/wizard-store.ts';

type StepModule = Promise<{ default: ComponentType }>;

/**
 * Each step is its own chunk: the first load carries step 1 only. Steps 2 to 5 ask the server through TanStack
 * Query; step 1 loads it only for a customer's e-mail (step-1-target.tsx). Step 1 speaks with the first texts
 * only, steps 2 to 5 bring the later ones (docs/decisions/0023-texts-in-two-parts.md).
 */
const IMPORTS: Record<StepId, () => StepModule> = {
  target: async () => ({ default: (await import('./steps/step-1-target.tsx')).Step1Target }),
  device: () => withQueries(withLaterTexts(import('./steps/step-2-device.tsx')).then((m) => m.Step2Device)),
  asset_type: () =>
    withQueries(withLaterTexts(import('./steps/step-3-asset-type.tsx')).then((m) => m.Step3AssetType)),
  equipment: () =>
    withQueries(withLaterTexts(import('./steps/step-4-equipment.tsx')).then((m) => m.Step4Equipment)),
  external_config: () =>
    withQueries(
      withLaterTexts(import('./steps/step-5-external-config.tsx')).then((m) => m.Step5ExternalConfig),
    ),
};

const loaded = new Map<StepId, StepModule>();
function load(step: StepId): StepModule {
  let module = loaded.get(step);
  if (!module) {
    module = IMPORTS[step]();
    loaded.set(step, module);
  }
  return module;
}

/** Starts fetching a step's chunk before the page renders it (no waterfall behind the route's chunk). */
export function preloadStep(step: StepId): void {
  void load(step).catch(() => {
    // The lazy component reports the failure when it renders.
    loaded.delete(step);
  });
}

export const STEP_COMPONENTS: Record<StepId, ComponentType> = {
  target: lazy(() => load('target')),
  device: lazy(() => load('device')),
  asset_type: lazy(() => load('asset_type')),
  equipment: lazy(() => load('equipment')),
  external_config: lazy(() => load('external_config')),
};
