import { callApi } from '../../../lib/api/client.ts';

/** spec §2 Step 2 on the beehive hosts: the device number of a serial number. */
export async function deviceNumberOfSerial(serial: string): Promise<string> {
  // 404: a serial number the platform does not know (spec §8 device_series_number_not_found), not a failure.
  const { data } = await callApi('sigfoxBySerial', { params: { serial }, expected: [404] });
  return data.sigfox_number;
}
