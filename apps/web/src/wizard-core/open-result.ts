import { normalizeEmail } from '@installer/contracts';
import type { Navigate } from '../lib/navigate.ts';
import { type ResultParamsInput, resultArrival } from './result-params.ts';
import { updateWizard, type WizardState } from './wizard-store.ts';

/**
 * spec §4: the result route receives id_device, device_number, url_device_detail, id_professional, email,
 * value_type_device, url_platform, installation and id_module. The e-mail is the customer's (none without
 * user): the result screen sends the invitation to it when the wizard asked for one. The installation's id and
 * site are not the wizard's to know: the result screen reads them from the installation's record.
 */
export function resultParamsOf(state: WizardState, urlPlatform: string | null): ResultParamsInput | null {
  const { device } = state;
  if (!device?.value_type_device) return null;
  const email = state.without_user ? '' : normalizeEmail(state.client_email);
  return {
    id_device: device.id_device,
    device_number: device.device_number,
    url_device_detail: device.url_device_detail,
    value_type_device: device.value_type_device,
    id_professional: device.id_professional,
    id_module: state.asset_type?.id_module ?? null,
    url_platform: urlPlatform,
    installation: device.installation,
    email: email === '' ? null : email,
  };
}

/** After the last step: the wizard is finished (never offered for resumption) and the result screen opens. */
export function openResult(navigate: Navigate, state: WizardState, urlPlatform: string | null): void {
  updateWizard({ finished: true });
  navigate('/result', { state: resultArrival(resultParamsOf(state, urlPlatform)) });
}
