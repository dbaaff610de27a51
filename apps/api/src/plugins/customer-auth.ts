import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../answers/app-error.ts';
import { type CustomerRow, findCustomerSession } from '../repositories/customer-accounts.ts';
import { hashToken } from '../security/tokens.ts';
import { bearerTokenOf } from './auth.ts';

export interface AuthCustomer extends CustomerRow {
  token_hash: string;
  /** When the session ends: the customer's report is readable until then. */
  expires_at: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    customer: AuthCustomer | null;
  }
}

/**
 * The sign-in of the customer's personal space (docs/decisions/0021-customer-space.md): the token is looked
 * up in customer_tokens only, so an installer's token is no customer's (and authenticate, in auth.ts, reads
 * api_tokens only: the reverse holds too). No session cache: a customer opens the space now and then, never
 * polls, and a database read per call keeps sign-out immediate on every instance without telling them.
 * Runs as an onRequest hook (http/route.ts), before the body is read.
 */
export async function authenticateCustomer(request: FastifyRequest): Promise<void> {
  const token = bearerTokenOf(request.headers.authorization);
  if (!token) throw unauthorized();
  const tokenHash = hashToken(token);
  const customer = await findCustomerSession(request.server.db, tokenHash, new Date().toISOString());
  if (!customer) throw unauthorized('The session has expired or was revoked');
  request.customer = { ...customer, token_hash: tokenHash };
}
