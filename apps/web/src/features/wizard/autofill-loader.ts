import { onceUntilFailed } from '../../lib/once-until-failed.ts';

/**
 * spec §2 autofill's code, loaded only for a link with query parameters: most openings of the wizard have
 * none, and the first screen need not carry it (docs/decisions/0009-web-start-up.md). One promise, so the
 * page's `use` (use-wizard-link.ts) waits on the fetch the route started (index.ts); a failed fetch is tried
 * again at the next render.
 */
export const loadAutofill = onceUntilFailed(() => import('../../wizard-core/autofill.ts'));
