import type { DeviceCheck } from '@installer/contracts';
import type { MessageKey } from '../../../i18n/message-key.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { callApi } from '../../../lib/api/client.ts';
import { findPrimedDevice } from '../../priming/index.ts';

/**
 * What step 2 learns of a number: the device check (the server's, or the phone's list's as of `as_of`), or
 * why the phone can already say no without signal.
 */
export type DeviceAnswer =
  | { kind: 'checked'; device: DeviceCheck; as_of: string | null }
  | { kind: 'refused'; message: MessageKey; as_of: string | null };

/**
 * Without signal (docs/decisions/0012-offline-priming.md): the phone's list of the professional's devices
 * answers as the device check did when it was primed, and says at once what the server would refuse: a device
 * installed since, or a number that is none of the professional's (when the list is whole). A number beyond a
 * capped list cannot be told apart from an unknown one.
 */
async function checkOnPhone(deviceNumber: string): Promise<DeviceAnswer> {
  const answer = await findPrimedDevice(deviceNumber);
  if (answer.kind === 'found') {
    const { is_installed, id_installation: _installation, ...device } = answer.entry;
    if (is_installed)
      return { kind: 'refused', message: 'device_already_installed', as_of: answer.primed_at };
    return { kind: 'checked', device, as_of: answer.primed_at };
  }
  if (answer.kind === 'absent' && !answer.truncated) {
    return { kind: 'refused', message: 'device_not_found', as_of: answer.primed_at };
  }
  return { kind: 'refused', message: 'step_2.offline_unknown', as_of: null };
}

/**
 * spec §7 device check: 200 with is_installable true or false; 404 device_not_found. Offline (the browser
 * says so, or the call gets no answer at all), the phone answers (`checkOnPhone`).
 */
export async function checkDevice(deviceNumber: string): Promise<DeviceAnswer> {
  if (!navigator.onLine) return checkOnPhone(deviceNumber);
  try {
    const { data } = await callApi('isInstallable', {
      params: { device_number: deviceNumber },
      expected: [404],
    });
    return { kind: 'checked', device: data, as_of: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return checkOnPhone(deviceNumber);
    throw error;
  }
}
