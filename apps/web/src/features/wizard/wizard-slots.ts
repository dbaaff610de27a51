import { type ComponentType, createContext, useContext } from 'react';

/**
 * What the wizard shows from features above it, handed in by the app (app/routes.tsx) rather than imported:
 * the wizard sits below them (My jobs opens the wizard, so the wizard may not import My jobs back).
 * `targetOffer`: a line on step 1 (today's jobs, decision 0022), lazy, or nothing.
 */
export interface WizardSlots {
  targetOffer: ComponentType | null;
}

export const WizardSlotsContext = createContext<WizardSlots>({ targetOffer: null });

export const useWizardSlots = (): WizardSlots => useContext(WizardSlotsContext);
