import {
  API_PREFIX,
  type CustomerInstallation,
  type CustomerSession,
  type HandoverReport,
  isLocale,
  type Locale,
  measurementFigures,
} from '@installer/contracts';
import { AppError, notFound } from '../answers/app-error.ts';
import type { Db } from '../db/database.ts';
import {
  type CustomerRow,
  findCustomerByEmail,
  findInvitationByHash,
  type InvitationWithAccount,
  insertCustomerToken,
  setFirstPassword,
  useInvitation,
} from '../repositories/customer-accounts.ts';
import { completeInvitedCustomers } from '../repositories/invited-customer.ts';
import {
  type CustomerInstallationRow,
  findCustomerInstallations,
  isCustomerInstallation,
  stopReportLinkOfCustomer,
} from '../repositories/customer-installations.ts';
import { hashPassword, verifyPassword } from '../security/password.ts';
import { hashToken, newToken } from '../security/tokens.ts';
import type { PhotoStore } from '../storage/photo-store.ts';
import { handoverReport, openReportPhoto } from './report.ts';
import type { PhotoBytes } from './photo-variants.ts';

/** The locale an account row names, the default one if the row holds something else (spec §1). */
const localeOf = (row: { locale: string }): Locale => (isLocale(row.locale) ? row.locale : 'gb');

const invitationNotFound = () => notFound('invitation_not_found', 'No invitation at this address');

/**
 * The invitation of a token, still to accept: 404 when there is none, 410 when it was used (one-time) or is
 * past its CUSTOMER_INVITATION_TTL_DAYS.
 */
async function openInvitation(db: Db, token: string, now: Date): Promise<InvitationWithAccount> {
  const invitation = await findInvitationByHash(db, hashToken(token));
  if (!invitation) throw invitationNotFound();
  if (invitation.used_at !== null) {
    throw new AppError(410, 'invitation_used', 'This invitation was already used');
  }
  if (invitation.expires_at <= now.toISOString()) {
    throw new AppError(410, 'invitation_expired', 'This invitation has expired');
  }
  return invitation;
}

/** What the welcome page shows: the address and language the invitation was made for. */
export async function readInvitation(db: Db, token: string) {
  const invitation = await openInvitation(db, token, new Date());
  return {
    email: invitation.email,
    locale: localeOf(invitation),
    has_password: invitation.password_hash !== null,
  };
}

/** A new customer session of `tokenTtlHours`, as the installers' (DESIGN §3 Sign-in). */
async function openSession(db: Db, customer: CustomerRow, tokenTtlHours: number): Promise<CustomerSession> {
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + tokenTtlHours * 3_600_000).toISOString();
  await insertCustomerToken(db, {
    id_customer: customer.id_customer,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    expires_at: expiresAt,
  });
  return {
    token,
    expires_at: expiresAt,
    customer: { id_customer: customer.id_customer, email: customer.email, locale: localeOf(customer) },
  };
}

/**
 * Sets the space's password from an invitation and signs the customer in. The invitation is used and the
 * password set in one transaction, each only if not done yet: of two accepts at once one wins, the other
 * answers 410 invitation_used; an account whose password was set meanwhile (from another invitation)
 * answers 409 already_registered and leaves this invitation unused.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  password: string,
  tokenTtlHours: number,
): Promise<CustomerSession> {
  const invitation = await openInvitation(db, token, new Date());
  const alreadyRegistered = () =>
    new AppError(409, 'already_registered', 'This personal space already has a password: sign in');
  if (invitation.password_hash !== null) throw alreadyRegistered();
  // scrypt takes tens of milliseconds: before the transaction, which then holds its locks briefly.
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    if (!(await useInvitation(trx, invitation.id_customer_invitation, new Date().toISOString()))) {
      throw new AppError(410, 'invitation_used', 'This invitation was already used');
    }
    if (!(await setFirstPassword(trx, invitation.id_customer, passwordHash))) throw alreadyRegistered();
    await completeInvitedCustomers(trx, invitation.email);
    return openSession(trx, invitation, tokenTtlHours);
  });
}

/** Verifying against this keeps an unknown e-mail as slow as a wrong password (no account probing). */
const decoyHash = hashPassword('decoy-password-never-used');

/** Sign-in to the space; an account still without a password signs in with none (invalid_credentials). */
export async function signInCustomer(
  db: Db,
  email: string,
  password: string,
  tokenTtlHours: number,
): Promise<CustomerSession> {
  const found = await findCustomerByEmail(db, email);
  const valid = await verifyPassword(password, found?.password_hash ?? (await decoyHash));
  if (!found?.password_hash || !valid)
    throw new AppError(401, 'invalid_credentials', 'Wrong e-mail or password');
  return openSession(db, found, tokenTtlHours);
}

/** spec §9: a signal quality of 1 to 5; anything else a sensor sends is no signal to show. */
function signalOf(data: Record<string, unknown>): number | null {
  const quality = data.signal_quality;
  return typeof quality === 'number' && Number.isInteger(quality) && quality >= 1 && quality <= 5
    ? quality
    : null;
}

function parsedData(text: string | null): Record<string, unknown> {
  if (text === null) return {};
  const data: unknown = JSON.parse(text);
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : {};
}

function customerInstallation(row: CustomerInstallationRow): CustomerInstallation {
  const data = parsedData(row.latest_data);
  const at = row.latest_emitted_at;
  return {
    id_installation: row.id_installation,
    installed_at: row.created_at,
    device_number: row.device_number,
    equipment: { name: row.asset_name, kind: row.type_key, type_name: row.type_name ?? null },
    address: { address_name: row.address_name, address: row.address },
    latest: at === null ? null : { at, ...measurementFigures(data) },
    signal: at === null ? null : signalOf(data),
    report:
      row.id_report_link === null || row.report_expires_at === null
        ? null
        : { id_report_link: row.id_report_link, expires_at: row.report_expires_at },
  };
}

/** The customer's installations, newest first (spec §6: only those of their e-mail, never a company's). */
export async function installationsOfCustomer(
  db: Db,
  customer: CustomerRow,
  language: string,
): Promise<CustomerInstallation[]> {
  const rows = await findCustomerInstallations(db, customer.email, language, new Date().toISOString());
  return rows.map(customerInstallation);
}

const notYours = () => notFound('not_found', 'No installation of yours has this id');

async function ownInstallation(db: Db, customer: CustomerRow, idInstallation: number): Promise<void> {
  if (!(await isCustomerInstallation(db, customer.email, idInstallation))) throw notYours();
}

/**
 * The handover report of one of the customer's installations, whether or not a link is live; its photos
 * through the customer's own calls, and readable as long as the session is.
 */
export async function reportOfCustomer(
  db: Db,
  customer: CustomerRow,
  request: { idInstallation: number; locale: Locale | undefined; sessionExpiresAt: string },
): Promise<HandoverReport> {
  await ownInstallation(db, customer, request.idInstallation);
  const base = `${API_PREFIX}/customer/installations/${request.idInstallation}/photos`;
  return handoverReport(db, {
    idInstallation: request.idInstallation,
    locale: request.locale ?? localeOf(customer),
    expiresAt: request.sessionExpiresAt,
    photoUrl: (idPhoto) => `${base}/${idPhoto}`,
  });
}

/** A photo of that report, under the report's own rule (services/report.ts openReportPhoto). */
export async function reportPhotoOfCustomer(
  db: Db,
  store: PhotoStore,
  customer: CustomerRow,
  request: { idInstallation: number; idPhoto: number; width: number | undefined },
): Promise<PhotoBytes> {
  await ownInstallation(db, customer, request.idInstallation);
  try {
    return await openReportPhoto(
      db,
      store,
      { id_installation: request.idInstallation },
      request.idPhoto,
      request.width,
    );
  } catch (error) {
    // The report's "no report at this address" is, here, a photo that is not in this installation's report.
    if (error instanceof AppError && error.status === 404)
      throw notFound('not_found', 'No such photo in this report');
    throw error;
  }
}

/** "Stop the link": a link to the report of one of the customer's installations stops working. */
export async function stopReportLink(db: Db, customer: CustomerRow, idReportLink: number): Promise<void> {
  if (!(await stopReportLinkOfCustomer(db, customer.email, idReportLink, new Date().toISOString()))) {
    throw notFound('not_found', 'No report link of yours has this id');
  }
}
