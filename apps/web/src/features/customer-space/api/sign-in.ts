import type { CustomerSession } from '@installer/contracts';
import { callApi } from '../../../lib/api/client.ts';

/** The customer's sign-in (POST /customer/auth/login); a 401 is wrong credentials, said on the page. */
export async function signIn(email: string, password: string): Promise<CustomerSession> {
  return (await callApi('customerLogin', { body: { email, password }, expected: [401] })).data;
}
