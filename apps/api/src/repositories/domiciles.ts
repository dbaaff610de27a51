import type { Domicile, NewDomicile } from '@installer/contracts';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { type IdList, idList, inIdList } from '../db/id-list.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { DomicileGeocodingState, DomicilesTable } from '../db/tables/customers.table.ts';

/** spec §3 Domicile as the API answers it. */
const domicileColumns = [
  'domiciles.id_domicile',
  'domiciles.address_name',
  'domiciles.address',
  'domiciles.city',
  'domiciles.postal_code',
] as const;

export type DomicileOwner = Pick<Selectable<DomicilesTable>, 'id_professional' | 'id_user' | 'id_client'>;

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

/** The domiciles of several customers, one statement whatever their number (decision 0031). */
const domicilesOfUsers = preparedQuery((db: Db, idUsers: IdList) =>
  db
    .selectFrom('domiciles')
    .select([...domicileColumns, 'domiciles.id_user'])
    .where(inIdList(db, sql.ref('domiciles.id_user'), idUsers))
    .orderBy('id_domicile'),
);

/** The domiciles of several customers at once, with whose each is. */
export async function listDomicilesOfUsers(
  db: Db,
  idUsers: number[],
): Promise<(Domicile & { id_user: number | null })[]> {
  if (idUsers.length === 0) return [];
  return domicilesOfUsers.all(db, idList(db, idUsers));
}

export async function listDomicilesOfClient(db: Db, idClient: number): Promise<Domicile[]> {
  return db
    .selectFrom('domiciles')
    .select(domicileColumns)
    .where('id_client', '=', idClient)
    .orderBy('id_domicile')
    .execute();
}

/** The columns that say where a domicile is; the coordinates may be unknown (an address still to find). */
export type DomicileAddress = Pick<
  DomicilesTable,
  | 'address'
  | 'city'
  | 'postal_code'
  | 'country'
  | 'country_code'
  | 'route'
  | 'street_number'
  | 'number'
  | 'address2'
  | 'complement'
  | 'plus_code'
  | 'latitude'
  | 'longitude'
  | 'id_google_place'
  | 'reference'
>;

/** spec §3 New domicile as its columns. */
export function addressOfPlace(place: NewDomicile): DomicileAddress {
  return {
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
  };
}

/**
 * Stores a new domicile named by the installer (spec §5: modes 2 and 3): a place (spec §3 New domicile), or
 * an address still to complete with its `geocoding` state (docs/decisions/0014-address-completed-later.md).
 */
export async function insertDomicile(
  db: Db,
  owner: DomicileOwner,
  name: string,
  address: DomicileAddress & { geocoding?: DomicileGeocodingState | null },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('domiciles')
    .values({ ...owner, address_name: name, ...address, created_at: now })
    .returning('id_domicile')
    .executeTakeFirstOrThrow();
  return row.id_domicile;
}

/** A domicile's place, completed or corrected, and where its geocoding stands now. */
export async function updateDomicileAddress(
  db: Db,
  idDomicile: number,
  address: DomicileAddress & { geocoding: DomicileGeocodingState | null },
): Promise<void> {
  await db.updateTable('domiciles').set(address).where('id_domicile', '=', idDomicile).execute();
}
