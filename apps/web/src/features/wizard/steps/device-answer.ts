import { BEEHIVE_PRESET, type DeviceCheck } from '@installer/contracts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { goNext } from '../../../wizard-core/steps.ts';
import { getWizard, updateWizard } from '../../../wizard-core/wizard-store.ts';
import { carryDraftToDevice } from '../../equipment/index.ts';
import { primedTime } from '../../priming/index.ts';
import type { DeviceAnswer } from '../api/is-installable.ts';

/** What the installer typed or scanned, as the device check expects it: no spaces, safe characters. */
export function cleanNumber(raw: string): string {
  return raw.replace(/\s+/g, '');
}

/** spec §2 Step 3 beehive: the type preset to generic 'Ruche', referential 230, generic module 5. */
const BEEHIVE_ASSET_TYPE = {
  id_referential: BEEHIVE_PRESET.id_referential,
  key: BEEHIVE_PRESET.key,
  value: BEEHIVE_PRESET.value,
  description: null,
  id_module: null,
  id_asset_generic_module: BEEHIVE_PRESET.id_asset_generic_module,
};

function onDeviceChecked(device: DeviceCheck, beehive: boolean): void {
  if (!device.is_installable) {
    // spec §8: is_installable false is a warning and the wizard stays on step 2 (spec §4).
    updateWizard({ device: null });
    notify('warning', 'device_cant_be_install');
    return;
  }
  const previous = getWizard();
  const sameDevice = previous.device?.id_device === device.id_device;
  // Back here because the server refused the device (take-back.ts): the type and the equipment typed for
  // it stay, for the device chosen instead.
  const refused = previous.refusal?.step === 'device' ? previous.refusal.device_number : undefined;
  if (refused !== undefined && previous.asset_type && !beehive) {
    carryDraftToDevice(refused, device.device_number, previous.asset_type.id_referential);
  }
  updateWizard({
    device,
    device_number: device.device_number,
    asset_type: beehive
      ? BEEHIVE_ASSET_TYPE
      : sameDevice || refused !== undefined
        ? previous.asset_type
        : null,
  });
  goNext();
}

/**
 * spec §2 Step 2: the device check's answer, from the server or from the phone without signal
 * (docs/decisions/0012-offline-priming.md, as of when it was primed): an installable device goes to step 3.
 */
export function onDeviceAnswer(answer: DeviceAnswer, beehive: boolean, language: string | undefined): void {
  if (answer.kind === 'refused') {
    updateWizard({ device: null });
    notify(answer.message === 'step_2.offline_unknown' ? 'info' : 'warning', answer.message);
    return;
  }
  if (answer.as_of && answer.device.is_installable) {
    notify('info', 'step_2.checked_on_phone', { time: primedTime(answer.as_of, language) });
  }
  onDeviceChecked(answer.device, beehive);
}
