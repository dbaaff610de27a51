import type { Locale } from '@installer/contracts';
import type { Db } from '../db/database.ts';
import {
  deleteCustomerInvitation,
  ensureCustomerAccount,
  insertCustomerInvitation,
} from '../repositories/customer-accounts.ts';
import { hashToken, newToken } from '../security/tokens.ts';

/** Which mail an invitation sends, and for a registration the one-time link's token. */
export type CustomerMail =
  | { kind: 'registration'; token: string; idInvitation: number }
  | { kind: 'sensor_added' };

export interface CustomerMailRequest {
  email: string;
  /** The account's locale if this makes it: the installer's app's (spec §1). */
  locale: Locale;
  ttlDays: number;
}

/**
 * spec §6: a customer entered in step 1 gets a personal space (docs/decisions/0021-customer-space.md). One
 * account per e-mail, whoever invites it: made here when there is none. An account without a password gets a
 * fresh one-time invitation (32 random bytes, only their SHA-256 stored) and the registration mail; one with a
 * password, the mail saying the sensor was added to the space it can already open.
 */
export async function prepareCustomerMail(db: Db, request: CustomerMailRequest): Promise<CustomerMail> {
  const now = new Date();
  const account = await ensureCustomerAccount(db, {
    email: request.email,
    locale: request.locale,
    now: now.toISOString(),
  });
  if (account.password_hash !== null) return { kind: 'sensor_added' };
  const token = newToken();
  const idInvitation = await insertCustomerInvitation(db, {
    token_hash: hashToken(token),
    id_customer: account.id_customer,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + request.ttlDays * 86_400_000).toISOString(),
  });
  return { kind: 'registration', token, idInvitation };
}

/**
 * The mail was refused: its invitation never reached anybody, so it goes. The account stays (without a
 * password it opens nothing; another professional's invitation may already use it).
 */
export async function withdrawCustomerMail(db: Db, mail: CustomerMail): Promise<void> {
  if (mail.kind === 'registration') await deleteCustomerInvitation(db, mail.idInvitation);
}
