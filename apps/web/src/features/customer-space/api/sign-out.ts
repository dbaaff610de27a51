import { callApi } from '../../../lib/api/client.ts';
import { clearCustomerSession, customerToken } from '../customer-session.ts';

/**
 * Revokes the customer's token on the server (POST /customer/auth/logout) and forgets it here. Forgotten
 * whatever the answer: a customer who asks to leave is signed out on this device, even offline.
 */
export async function signOut(): Promise<void> {
  const token = customerToken();
  clearCustomerSession();
  if (token === null) return;
  try {
    await callApi('customerLogout', { customerToken: token, expected: [401] });
  } catch {
    // Logged by the client when it is worth it; the token expires on its own.
  }
}
