import { normalizeEmail } from '@installer/contracts';
import * as z from 'zod/mini';
import type { AutofillParam } from './autofill.ts';
import { initialWizardState, wizardStore } from './wizard-store.ts';

const dbId = z.number().check(z.int(), z.positive());

/**
 * Where an installation was made, as "Install another sensor here" needs it: the customer (null on the
 * professional's own account, spec §1 without user), the saved address, and the equipment type.
 */
export const site = z.object({
  customer: z.nullable(z.object({ id_user: dbId, email: z.string().check(z.minLength(1)) })),
  domicile: z.object({
    /** The saved domicile; null while its installation waits in the outbox with a new address. */
    id_domicile: z.nullable(dbId),
    name: z.string(),
    /** The address as one line: the search text when the saved domicile cannot be chosen. */
    address: z.string(),
  }),
  /** spec §3 Asset type key of the installed equipment (type_asset), when known. */
  type_asset: z.nullable(z.string()),
});
export type Site = z.infer<typeof site>;

/**
 * Not a spec §2 link parameter: the saved domicile of the site, which the address block chooses in mode 1
 * when it is among the customer's domiciles. Set only by `startOnSite`, never read from a URL.
 */
export const SAVED_DOMICILE_AUTOFILL = 'id_domicile';

/**
 * "Install another sensor here": a fresh wizard at step 2 (spec §2 Step 2), the customer already chosen
 * (step 1's answer is the one of the first installation) and the address and equipment type pre-filled
 * with the spec §2 autofill parameters client_email, without_user, address, domicile_name and type_asset,
 * plus the saved domicile itself. Nothing of the previous installation's equipment form is kept.
 */
export function startOnSite({ customer, domicile, type_asset }: Site): void {
  const autofill: Partial<Record<AutofillParam | typeof SAVED_DOMICILE_AUTOFILL, string>> = {
    without_user: customer ? 'false' : 'true',
    domicile_name: domicile.name,
  };
  if (customer) autofill.client_email = customer.email;
  if (domicile.address) autofill.address = domicile.address;
  if (type_asset) autofill.type_asset = type_asset;
  if (domicile.id_domicile !== null) autofill[SAVED_DOMICILE_AUTOFILL] = String(domicile.id_domicile);
  wizardStore.set({
    ...initialWizardState(),
    step: 'device',
    without_user: customer === null,
    client_email: customer?.email ?? '',
    lookup: customer ? { email: normalizeEmail(customer.email), status: 'found', user: customer } : null,
    autofill: autofill as Record<string, string>,
  });
}
