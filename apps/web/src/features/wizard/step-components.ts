import { type ComponentType, lazy } from 'react';
import type { StepId } from './wizard-store.ts';

/** Each step is its own chunk: the first load carries step 1 only. */
export const STEP_COMPONENTS: Record<StepId, ComponentType> = {
  target: lazy(async () => ({ default: (await import('./steps/step-1-target.tsx')).Step1Target })),
  device: lazy(async () => ({ default: (await import('./steps/step-2-device.tsx')).Step2Device })),
  asset_type: lazy(async () => ({ default: (await import('./steps/step-3-asset-type.tsx')).Step3AssetType })),
  equipment: lazy(async () => ({ default: (await import('./steps/step-4-equipment.tsx')).Step4Equipment })),
  external_config: lazy(async () => ({
    default: (await import('./steps/step-5-external-config.tsx')).Step5ExternalConfig,
  })),
};
