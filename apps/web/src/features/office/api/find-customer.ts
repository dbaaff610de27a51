import { ApiError } from '../../../lib/api/api-error.ts';
import { callApi } from '../../../lib/api/client.ts';

/**
 * The customer of an e-mail (spec §4 Client lookup, the wizard's step-1 call): their id when the professional
 * knows them, null when nobody has the address (a new customer, made with the job from the names typed).
 * An address taken by another kind of account (410) is thrown, like any failure.
 */
export async function findCustomer(email: string): Promise<number | null> {
  try {
    return (await callApi('findUserClient', { query: { email }, expected: [404, 410] })).data.id_user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
