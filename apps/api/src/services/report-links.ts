import type { Locale, ReportLink } from '@installer/contracts';
import { notFound } from '../answers/app-error.ts';
import type { Db } from '../db/database.ts';
import type { SessionInstaller } from '../repositories/auth.ts';
import {
  findCurrentInstallationOfDevice,
  findInstallationOfProfessional,
} from '../repositories/installation-history.ts';
import { insertReportLink, revokeReportLinksOf } from '../repositories/report-links.ts';
import { hashToken, newToken } from '../security/tokens.ts';

/** The report page the app serves for a token (the customer's link). */
function reportPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/report/${token}`;
}

interface NewLinkRequest {
  idInstallation: number;
  idInstaller: number;
  locale: Locale;
  ttlDays: number;
  publicUrl: string;
}

/**
 * A new handover report link (docs/decisions/0008-report-links.md): a random 256-bit token, of which only
 * the SHA-256 is stored, valid `ttlDays`. The caller has checked the installation is the installer's
 * professional's.
 */
async function makeReportLink(
  db: Db,
  request: NewLinkRequest,
): Promise<ReportLink & { id_report_link: number }> {
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + request.ttlDays * 86_400_000).toISOString();
  const id = await insertReportLink(db, {
    id_installation: request.idInstallation,
    id_installer: request.idInstaller,
    token_hash: hashToken(token),
    locale: request.locale,
    created_at: now.toISOString(),
    expires_at: expiresAt,
  });
  return { id_report_link: id, url: reportPageUrl(request.publicUrl, token), token, expires_at: expiresAt };
}

/** An installation of the installer's professional (DESIGN §3 Scoping), or 404 like one that does not exist. */
async function ownInstallation(db: Db, idInstallation: number, idProfessional: number): Promise<void> {
  if (!(await findInstallationOfProfessional(db, idInstallation, idProfessional))) {
    throw notFound('not_found', 'No installation of yours has this id');
  }
}

export interface ShareRequest {
  installer: SessionInstaller;
  idInstallation: number;
  locale: Locale;
  ttlDays: number;
  publicUrl: string;
}

/** "Share report" on the result screen: a new link to the installation's report. */
export async function shareReport(db: Db, request: ShareRequest): Promise<ReportLink> {
  await ownInstallation(db, request.idInstallation, request.installer.id_professional);
  const { url, token, expires_at } = await makeReportLink(db, {
    idInstallation: request.idInstallation,
    idInstaller: request.installer.id_installer,
    locale: request.locale,
    ttlDays: request.ttlDays,
    publicUrl: request.publicUrl,
  });
  return { url, token, expires_at };
}

/** Stop sharing: every link to the installation's report stops working, the mailed ones too. */
export async function stopSharingReport(
  db: Db,
  installer: SessionInstaller,
  idInstallation: number,
): Promise<number> {
  await ownInstallation(db, idInstallation, installer.id_professional);
  return revokeReportLinksOf(db, idInstallation, new Date().toISOString());
}

export interface DeviceLinkRequest extends Omit<ShareRequest, 'idInstallation'> {
  idDevice: number;
}

/**
 * The invitation mail's link to the report of the installation that carries the device now; null when the
 * device is not installed (an invitation may name any device of the professional).
 */
export async function reportLinkOfDevice(
  db: Db,
  request: DeviceLinkRequest,
): Promise<(ReportLink & { id_report_link: number }) | null> {
  const { installer, idDevice, ...link } = request;
  const installation = await findCurrentInstallationOfDevice(db, idDevice, installer.id_professional);
  if (!installation) return null;
  return makeReportLink(db, {
    ...link,
    idInstallation: installation.id_installation,
    idInstaller: installer.id_installer,
  });
}
