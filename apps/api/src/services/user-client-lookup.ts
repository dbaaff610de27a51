import { AppError } from '../answers/app-error.ts';
import type { Db } from '../db/database.ts';
import { type FoundUserClient, findUserClientByEmail } from '../repositories/user-clients.ts';

/**
 * spec §4 Client lookup: the professional's customer behind an e-mail (200, or 206 when incomplete),
 * undefined when there is none (404), and an e-mail already taken by another account refused with
 * 410 email_taken. The one place that decides "taken": the look-up route and the invitation both call it,
 * so an address the look-up calls taken never gets a registration mail.
 */
export async function userClientOfEmail(
  db: Db,
  idProfessional: number,
  email: string,
): Promise<FoundUserClient | undefined> {
  const client = await findUserClientByEmail(db, idProfessional, email);
  if (client?.status === 'taken') {
    throw new AppError(410, 'email_taken', 'This e-mail is already used by another account');
  }
  return client;
}
