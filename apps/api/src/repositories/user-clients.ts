import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { preparedPerLimit } from '../db/prepared-query.ts';
import type { UserClientsTable } from '../db/tables/customers.table.ts';

export type FoundUserClient = Pick<Selectable<UserClientsTable>, 'id_user' | 'email' | 'status'>;

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

/** The very expression `user_clients_recent` indexes (migration 2026112621). */
const recent = sql<string>`(case when last_installed_at > created_at then last_installed_at else created_at end)`;

/** The professional's customers, most recently active first (`listRecentUserClients`). */
const recentUserClients = (db: Db, idProfessional: number) =>
  db
    .selectFrom('user_clients')
    .select(['id_user', 'email', 'status', recent.as('recent_at')])
    .where('id_professional', '=', idProfessional)
    .orderBy(recent, 'desc')
    .orderBy('id_user', 'desc');

/** A list's first page, and a page after a customer: prepared once per limit (decision 0031). */
const firstRecentUserClients = preparedPerLimit(
  (limit) => (db: Db, idProfessional: number) => recentUserClients(db, idProfessional).limit(sql.lit(limit)),
);
const recentUserClientsAfter = preparedPerLimit(
  (limit) => (db: Db, idProfessional: number, recentAt: string, idUser: number) =>
    recentUserClients(db, idProfessional)
      .where((eb) =>
        eb.or([eb(recent, '<', recentAt), eb.and([eb(recent, '=', recentAt), eb('id_user', '<', idUser)])]),
      )
      .limit(sql.lit(limit)),
);

/**
 * The professional's customers, most recently active first: the latest installation made for them, else
 * when they became a customer (ISO texts compare as dates on both databases), then by id, newest first. At
 * most `limit` of them, after `after` (the last of the previous page): one range of `user_clients_recent`.
 */
export async function listRecentUserClients(
  db: Db,
  idProfessional: number,
  limit: number,
  after: { recent_at: string; id_user: number } | null = null,
): Promise<(FoundUserClient & { recent_at: string })[]> {
  return after === null
    ? firstRecentUserClients(limit).all(db, idProfessional)
    : recentUserClientsAfter(limit).all(db, idProfessional, after.recent_at, after.id_user);
}
