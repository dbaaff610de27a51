import { useRef } from 'react';
import { useSearch } from 'wouter';
import { applyAutofill } from '../../wizard-core/autofill.ts';
import { wizardStore } from '../../wizard-core/wizard-store.ts';
import { preloadStep } from './step-components.ts';

/**
 * Before the wizard renders, and whenever the link changes: its query parameters pre-fill the store (spec §2
 * autofill; the same link again changes nothing), and the current step's chunk starts loading.
 */
export function useWizardLink(): void {
  const search = useSearch();
  const applied = useRef<string | null>(null);
  if (applied.current === search) return;
  applied.current = search;
  wizardStore.set((state) => applyAutofill(state, search));
  preloadStep(wizardStore.get().step);
}
