import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { CustomerAccountsTable, CustomerInvitationsTable } from '../db/tables/customer-space.table.ts';

/** A customer as a session and an answer name them. */
export type CustomerRow = Pick<Selectable<CustomerAccountsTable>, 'id_customer' | 'email' | 'locale'>;
export type CustomerWithPassword = CustomerRow & Pick<Selectable<CustomerAccountsTable>, 'password_hash'>;

const customerColumns = [
  'customer_accounts.id_customer',
  'customer_accounts.email',
  'customer_accounts.locale',
] as const;

/** The address as accounts store it, as user_clients do: trimmed and lower-case. */
const accountEmail = (email: string): string => email.trim().toLowerCase();

export function findCustomerByEmail(db: Db, email: string): Promise<CustomerWithPassword | undefined> {
  return db
    .selectFrom('customer_accounts')
    .select([...customerColumns, 'customer_accounts.password_hash'])
    .where('email', '=', accountEmail(email))
    .executeTakeFirst();
}

/**
 * The account of an e-mail, made without a password when there is none. Two invitations of one new address
 * at once make one account: the second insert does nothing and both read the same row.
 */
export async function ensureCustomerAccount(
  db: Db,
  account: { email: string; locale: string; now: string },
): Promise<CustomerWithPassword> {
  const email = accountEmail(account.email);
  await db
    .insertInto('customer_accounts')
    .values({ email, password_hash: null, locale: account.locale, created_at: account.now })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
  const row = await findCustomerByEmail(db, email);
  if (!row) throw new Error(`customer account of ${email} neither inserted nor found`);
  return row;
}

/** Sets the password of an account that has none; false when it already had one (nothing changed). */
export async function setFirstPassword(db: Db, idCustomer: number, passwordHash: string): Promise<boolean> {
  const result = await db
    .updateTable('customer_accounts')
    .set({ password_hash: passwordHash })
    .where('id_customer', '=', idCustomer)
    .where('password_hash', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertCustomerInvitation(
  db: Db,
  invitation: { token_hash: string; id_customer: number; created_at: string; expires_at: string },
): Promise<number> {
  const row = await db
    .insertInto('customer_invitations')
    .values({ ...invitation, used_at: null })
    .returning('id_customer_invitation')
    .executeTakeFirstOrThrow();
  return row.id_customer_invitation;
}

/** An invitation no mail carried after all (the mail was refused): it never existed for anybody. */
export async function deleteCustomerInvitation(db: Db, idInvitation: number): Promise<void> {
  await db.deleteFrom('customer_invitations').where('id_customer_invitation', '=', idInvitation).execute();
}

export type InvitationWithAccount = Pick<
  Selectable<CustomerInvitationsTable>,
  'id_customer_invitation' | 'expires_at' | 'used_at'
> &
  CustomerWithPassword;

/** The invitation of a token hash with its account, whatever its state: the caller says which it is. */
export function findInvitationByHash(db: Db, tokenHash: string): Promise<InvitationWithAccount | undefined> {
  return db
    .selectFrom('customer_invitations')
    .innerJoin('customer_accounts', 'customer_accounts.id_customer', 'customer_invitations.id_customer')
    .select([
      'customer_invitations.id_customer_invitation',
      'customer_invitations.expires_at',
      'customer_invitations.used_at',
      ...customerColumns,
      'customer_accounts.password_hash',
    ])
    .where('customer_invitations.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks an invitation used unless it already is; false when another request used it first. */
export async function useInvitation(db: Db, idInvitation: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('customer_invitations')
    .set({ used_at: now })
    .where('id_customer_invitation', '=', idInvitation)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertCustomerToken(
  db: Db,
  token: { id_customer: number; token_hash: string; created_at: string; expires_at: string },
): Promise<void> {
  await db
    .insertInto('customer_tokens')
    .values({ ...token, revoked_at: null })
    .execute();
}

/** The customer of a token that is neither revoked nor expired at `now`, and when the token expires. */
export function findCustomerSession(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<(CustomerRow & { expires_at: string }) | undefined> {
  return db
    .selectFrom('customer_tokens')
    .innerJoin('customer_accounts', 'customer_accounts.id_customer', 'customer_tokens.id_customer')
    .select([...customerColumns, 'customer_tokens.expires_at'])
    .where('customer_tokens.token_hash', '=', tokenHash)
    .where('customer_tokens.revoked_at', 'is', null)
    .where('customer_tokens.expires_at', '>', now)
    .executeTakeFirst();
}

export async function revokeCustomerToken(db: Db, tokenHash: string, now: string): Promise<void> {
  await db
    .updateTable('customer_tokens')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}
