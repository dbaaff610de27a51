import type { Verification } from '@installer/contracts';
import { callApi } from '../../../lib/api/client.ts';

/** POST /office/installations/{id}/verify: ready to bill. */
export async function verify(idInstallation: number): Promise<Verification> {
  return (await callApi('verifyInstallation', { params: { id_installation: idInstallation } })).data;
}

/** POST /office/installations/{id}/flag: the comment goes to the installer's My installations. */
export async function flag(idInstallation: number, comment: string): Promise<Verification> {
  return (
    await callApi('flagInstallation', { params: { id_installation: idInstallation }, body: { comment } })
  ).data;
}
