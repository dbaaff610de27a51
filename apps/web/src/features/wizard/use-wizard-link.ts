import { use, useRef } from 'react';
import { useSearch } from 'wouter';
import { wizardStore } from '../../wizard-core/wizard-store.ts';
import { loadAutofill } from './autofill-loader.ts';
import { preloadStep } from './step-components.ts';

/**
 * Before the wizard renders, and whenever the link changes: its query parameters pre-fill the store (spec §2
 * autofill; the same link again changes nothing), and the current step's chunk starts loading. A link without
 * parameters changes nothing, so it renders at once; one with them waits for the autofill's code.
 */
export function useWizardLink(): void {
  const search = useSearch();
  const applied = useRef<string | null>(null);
  const autofill = search === '' ? null : use(loadAutofill());
  if (applied.current === search) return;
  applied.current = search;
  if (autofill) wizardStore.set((state) => autofill.applyAutofill(state, search));
  preloadStep(wizardStore.get().step);
}
