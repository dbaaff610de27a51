import type { Db } from '../db/database.ts';
import type { UserClientStatus } from '../db/tables/customers.table.ts';

export interface FoundUserClient {
  id_user: number;
  email: string;
  status: UserClientStatus;
}

/** A customer of the professional by e-mail (stored lower-case); another professional's is not found. */
export async function findUserClientByEmail(
  db: Db,
  idProfessional: number,
  email: string,
): Promise<FoundUserClient | undefined> {
  return db
    .selectFrom('user_clients')
    .select(['id_user', 'email', 'status'])
    .where('id_professional', '=', idProfessional)
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findUserClientById(
  db: Db,
  idProfessional: number,
  idUser: number,
): Promise<FoundUserClient | undefined> {
  return db
    .selectFrom('user_clients')
    .select(['id_user', 'email', 'status'])
    .where('id_professional', '=', idProfessional)
    .where('id_user', '=', idUser)
    .executeTakeFirst();
}
