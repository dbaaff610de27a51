import { initialWizardState, type WizardState } from './wizard-store.ts';

/** spec §2 Query parameters read by the wizard. */
const WIZARD_PARAMS = ['device_number', 'from_sens', 'email'] as const;
export const AUTOFILL_PARAMS = [
  'without_user',
  'client_email',
  'type_asset',
  'offset',
  'liquid_name',
  'localisation_type',
  'monitoring_type',
  'address',
  'domicile_name',
  'know_model_brand_asset',
  'brand_name',
  'model_name',
  'volume',
  'height',
  'length',
  'width',
  'asset_name',
  'asset_description',
] as const;
export type AutofillParam = (typeof AUTOFILL_PARAMS)[number];

const KNOWN: readonly string[] = [...WIZARD_PARAMS, ...AUTOFILL_PARAMS];

const isTrue = (value: string) => ['true', '1', 'yes'].includes(value.trim().toLowerCase());

/** The wizard's parameters of a query string, in a stable order (the identity of an autofill link). */
export function autofillSource(search: string): string | null {
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of KNOWN) {
    const value = query.get(key);
    if (value !== null) kept.set(key, value);
  }
  const source = kept.toString();
  return source === '' ? null : source;
}

/**
 * A link with wizard parameters starts a fresh installation pre-filled from them. The same link again
 * (a reload, or the way back from /login) changes nothing, so what was typed since is kept.
 */
export function applyAutofill(state: WizardState, search: string): WizardState {
  const source = autofillSource(search);
  if (source === null || source === state.autofill_source) return state;
  const query = new URLSearchParams(source);
  const next: WizardState = { ...initialWizardState(), autofill_source: source };
  const autofill: Record<string, string> = {};
  for (const key of AUTOFILL_PARAMS) {
    const value = query.get(key);
    if (value !== null) autofill[key] = value;
  }
  next.autofill = autofill;
  const email = query.get('client_email') ?? query.get('email');
  if (email !== null) {
    next.client_email = email;
    next.without_user = false;
  }
  const withoutUser = query.get('without_user');
  if (withoutUser !== null) next.without_user = isTrue(withoutUser);
  const fromSens = query.get('from_sens');
  if (fromSens !== null && isTrue(fromSens)) {
    // spec §2 Step 1: coming from from_sens hides the professional option, so the client option applies.
    next.from_sens = true;
    next.without_user = false;
  }
  const deviceNumber = query.get('device_number');
  if (deviceNumber !== null) next.device_number = deviceNumber.trim();
  return next;
}
