import type { PublicClient } from '@installer/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ClientsTable } from '../db/tables/customers.table.ts';

const publicColumns = ['id_client', 'uid', 'client_space_name'] as const;

export async function listClientsOfProfessional(db: Db, idProfessional: number): Promise<PublicClient[]> {
  return db
    .selectFrom('clients')
    .select(publicColumns)
    .where('id_professional', '=', idProfessional)
    .orderBy('id_client')
    .execute();
}

export async function findClientByUid(
  db: Db,
  idProfessional: number,
  uid: string,
): Promise<PublicClient | undefined> {
  return db
    .selectFrom('clients')
    .select(publicColumns)
    .where('id_professional', '=', idProfessional)
    .where('uid', '=', uid)
    .executeTakeFirst();
}

export async function findClientById(
  db: Db,
  idProfessional: number,
  idClient: number,
): Promise<PublicClient | undefined> {
  return db
    .selectFrom('clients')
    .select(publicColumns)
    .where('id_professional', '=', idProfessional)
    .where('id_client', '=', idClient)
    .executeTakeFirst();
}

export type NewClient = Omit<Insertable<ClientsTable>, 'id_client' | 'created_at'>;

export async function insertClient(db: Db, client: NewClient, now: string): Promise<PublicClient> {
  return db
    .insertInto('clients')
    .values({ ...client, created_at: now })
    .returning(publicColumns)
    .executeTakeFirstOrThrow();
}
