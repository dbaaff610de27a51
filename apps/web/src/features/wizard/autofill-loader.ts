/**
 * spec §2 autofill's code, loaded only for a link with query parameters: most openings of the wizard have
 * none, and the first screen need not carry it (docs/decisions/0009-web-start-up.md). One promise, so the
 * page's `use` (use-wizard-link.ts) waits on the fetch the route started (index.ts).
 */
let autofill: Promise<typeof import('../../wizard-core/autofill.ts')> | null = null;

export function loadAutofill(): Promise<typeof import('../../wizard-core/autofill.ts')> {
  if (!autofill) {
    const loading = import('../../wizard-core/autofill.ts');
    autofill = loading;
    // A failed fetch (offline, a new deployment) is tried again at the next render.
    loading.catch(() => {
      if (autofill === loading) autofill = null;
    });
  }
  return autofill;
}
