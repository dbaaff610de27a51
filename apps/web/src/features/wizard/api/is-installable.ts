import { api, type DeviceCheck } from '@installer/contracts';
import { callApi } from '../../../lib/api/client.ts';

/** spec §7 device check: 200 with is_installable true or false; 404 device_not_found. */
export async function checkDevice(deviceNumber: string): Promise<DeviceCheck> {
  const { data } = await callApi(api.isInstallable, {
    params: { device_number: deviceNumber },
    expected: [404],
  });
  return data;
}
