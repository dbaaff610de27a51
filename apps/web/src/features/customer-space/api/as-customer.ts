import { ApiError } from '../../../lib/api/api-error.ts';
import { clearCustomerSession, customerToken } from '../customer-session.ts';

/**
 * Makes a signed-in customer call with the customer's token. A 401 means the session ended (expired, revoked
 * by a sign-out elsewhere): it is forgotten, and the space, seeing no session, asks to sign in again. The
 * installer's session is never touched (lib/api/client.ts ends it only on an installer call's 401).
 */
export async function asCustomer<T>(call: (token: string | null) => Promise<T>): Promise<T> {
  try {
    return await call(customerToken());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearCustomerSession();
    throw error;
  }
}
