import type { LoaderFunctionArgs } from 'react-router';
import { applyAutofill } from './autofill.ts';
import { preloadStep } from './step-components.ts';
import { wizardStore } from './wizard-store.ts';

/** Runs before the wizard renders: a link's query parameters pre-fill the store (spec §2 autofill). */
export function wizardLoader({ request }: LoaderFunctionArgs): null {
  wizardStore.set((state) => applyAutofill(state, new URL(request.url).search));
  preloadStep(wizardStore.get().step);
  return null;
}
