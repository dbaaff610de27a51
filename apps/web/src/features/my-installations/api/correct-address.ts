import type { InstallationAddress } from '@installer/contracts';
import { callApi } from '../../../lib/api/client.ts';

/**
 * docs/decisions/0014-address-completed-later.md: the installer types the address of an installation the
 * server's geocoder found not precise enough; the server geocodes it now. Not through the outbox: the answer
 * (precise enough or not) is for the installer looking at the list now.
 */
export async function correctAddress(
  idInstallation: number,
  addressText: string,
): Promise<InstallationAddress> {
  const { data } = await callApi('correctInstallationAddress', {
    params: { id_installation: idInstallation },
    body: { address_text: addressText },
    // What the geocoder makes of the address is an answer to show, not a failure to log.
    expected: [409, 422],
  });
  return data;
}
