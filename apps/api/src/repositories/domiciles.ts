import type { Domicile, NewDomicile } from '@installer/contracts';
import type { Db } from '../db/database.ts';

/** spec §3 Domicile as the API answers it. */
const domicileColumns = [
  'domiciles.id_domicile',
  'domiciles.address_name',
  'domiciles.address',
  'domiciles.city',
  'domiciles.postal_code',
] as const;

export interface DomicileOwner {
  id_professional: number;
  id_user: number | null;
  id_client: number | null;
}

/** A domicile with who owns it, for the installation's ownership check. */
export async function findDomicileOwner(
  db: Db,
  idDomicile: number,
): Promise<(DomicileOwner & { id_domicile: number }) | undefined> {
  return db
    .selectFrom('domiciles')
    .select(['id_domicile', 'id_professional', 'id_user', 'id_client'])
    .where('id_domicile', '=', idDomicile)
    .executeTakeFirst();
}

export async function listDomicilesOfUser(db: Db, idUser: number): Promise<Domicile[]> {
  return db
    .selectFrom('domiciles')
    .select(domicileColumns)
    .where('id_user', '=', idUser)
    .orderBy('id_domicile')
    .execute();
}

/** The domiciles of several customers at once, with whose each is. */
export async function listDomicilesOfUsers(
  db: Db,
  idUsers: number[],
): Promise<(Domicile & { id_user: number | null })[]> {
  if (idUsers.length === 0) return [];
  return db
    .selectFrom('domiciles')
    .select([...domicileColumns, 'domiciles.id_user'])
    .where('id_user', 'in', idUsers)
    .orderBy('id_domicile')
    .execute();
}

export async function listDomicilesOfClient(db: Db, idClient: number): Promise<Domicile[]> {
  return db
    .selectFrom('domiciles')
    .select(domicileColumns)
    .where('id_client', '=', idClient)
    .orderBy('id_domicile')
    .execute();
}

/** Stores a new domicile (spec §3 New domicile) named by the installer (spec §5: modes 2 and 3). */
export async function insertDomicile(
  db: Db,
  owner: DomicileOwner,
  name: string,
  place: NewDomicile,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('domiciles')
    .values({
      ...owner,
      address_name: name,
      address: place.address,
      city: place.locality ?? null,
      postal_code: place.postal_code ?? null,
      country: place.country ?? null,
      country_code: place.country_code ?? null,
      route: place.route ?? null,
      street_number: place.street_number ?? null,
      number: place.number ?? null,
      address2: place.address2 ?? null,
      complement: place.complement ?? null,
      plus_code: place.plus_code ?? null,
      latitude: place.latitude,
      longitude: place.longitude,
      id_google_place: place.id_google_place ?? null,
      reference: place.reference ?? null,
      created_at: now,
    })
    .returning('id_domicile')
    .executeTakeFirstOrThrow();
  return row.id_domicile;
}
