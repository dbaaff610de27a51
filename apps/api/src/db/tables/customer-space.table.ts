import type { Generated } from 'kysely';

/**
 * The customer's personal space (spec §6, docs/decisions/0021-customer-space.md): one account per e-mail,
 * across every professional that installed for it.
 */
export interface CustomerAccountsTable {
  id_customer: Generated<number>;
  /** Trimmed and lower-case, as user_clients.email: the space lists that e-mail's installations. */
  email: string;
  /** Null until the customer chose one from an invitation. */
  password_hash: string | null;
  /** spec §1 interface locale the space speaks: the installer's app's when the account was made. */
  locale: string;
  created_at: string;
}

/** A customer's sign-in token: like api_tokens, in a table no installer call reads. */
export interface CustomerTokensTable {
  id_customer_token: Generated<number>;
  id_customer: number;
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** A one-time link to choose the space's password, sent in the registration mail. */
export interface CustomerInvitationsTable {
  id_customer_invitation: Generated<number>;
  /** SHA-256 of the token; the token is only in the mail's link. */
  token_hash: string;
  id_customer: number;
  created_at: string;
  expires_at: string;
  /** When it was accepted: a used invitation answers 410 invitation_used. */
  used_at: string | null;
}
