import type { ReportLink } from '@installer/contracts';
import { callApi } from '../../../lib/api/client.ts';

/*
 * Neither call goes through the outbox (docs/decisions/0002-outbox.md): a link made later, when the signal
 * returns, is of no use to an installer standing with the customer now, and a revocation landing after a
 * newer share would cut that one too. Both must be seen to succeed; offline they fail with the spec §8
 * offline message and nothing happens on the server.
 */

/** "Share report": a new link to the installation's handover report (docs/decisions/0008-report-links.md). */
export async function createReportLink(idInstallation: number): Promise<ReportLink> {
  return (await callApi('createReportLink', { params: { id_installation: idInstallation } })).data;
}

/** "Stop sharing": every link to the report stops working, the mailed ones too; answers how many. */
export async function revokeReportLinks(idInstallation: number): Promise<number> {
  return (await callApi('revokeReportLinks', { params: { id_installation: idInstallation } })).data.revoked;
}
