import { api } from '@installer/contracts';
import { callApi } from '../../../lib/api/client.ts';

/** spec §2 Step 2 on the beehive hosts: the device number of a serial number. */
export async function deviceNumberOfSerial(serial: string): Promise<string> {
  const { data } = await callApi(api.sigfoxBySerial, { params: { serial } });
  return data.sigfox_number;
}
