import { sql } from 'kysely';
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

/**
 * The professional's customers, most recently active first: the latest installation made for them, else
 * when they became a customer (ISO texts compare as dates on both databases). At most `limit` of them.
 */
export async function listRecentUserClients(
  db: Db,
  idProfessional: number,
  limit: number,
): Promise<FoundUserClient[]> {
  const latest = db
    .selectFrom('assets')
    .innerJoin('installations', 'installations.id_asset', 'assets.id_asset')
    .select(['assets.id_user', (eb) => eb.fn.max('installations.created_at').as('installed_at')])
    .where('assets.id_professional', '=', idProfessional)
    .where('assets.id_user', 'is not', null)
    .groupBy('assets.id_user')
    .as('latest');
  return db
    .selectFrom('user_clients')
    .leftJoin(latest, 'latest.id_user', 'user_clients.id_user')
    .select(['user_clients.id_user', 'user_clients.email', 'user_clients.status'])
    .where('user_clients.id_professional', '=', idProfessional)
    .orderBy(
      sql`case when ${sql.ref('latest.installed_at')} > ${sql.ref('user_clients.created_at')}
        then ${sql.ref('latest.installed_at')} else ${sql.ref('user_clients.created_at')} end`,
      'desc',
    )
    .orderBy('user_clients.id_user', 'desc')
    .limit(limit)
    .execute();
}
