import type { CustomerSession } from '@installer/contracts';
import { callApi } from '../../../lib/api/client.ts';

/**
 * Sets the password of the invited account and opens its session (POST /customer/invitation/:token/accept).
 * 409 (a password was set meanwhile) and 410 (used, expired) are answers the page explains.
 */
export async function acceptInvitation(token: string, password: string): Promise<CustomerSession> {
  return (
    await callApi('acceptCustomerInvitation', {
      params: { token },
      body: { password },
      expected: [409, 410],
    })
  ).data;
}
