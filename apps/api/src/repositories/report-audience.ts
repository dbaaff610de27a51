import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AssetsTable } from '../db/tables/assets.table.ts';
import type { DomicilesTable } from '../db/tables/customers.table.ts';

/** Whom and where an asset's report is about: its owner and the place of its domicile. */
export type ReportAudience = Pick<Selectable<AssetsTable>, 'id_user' | 'id_client'> &
  Pick<
    Selectable<DomicilesTable>,
    'id_domicile' | 'address' | 'postal_code' | 'city' | 'country' | 'latitude' | 'longitude'
  >;

/** The owner of an asset and the place its domicile names (docs/decisions/0008-report-links.md). */
export async function findReportAudience(db: Db, idAsset: number): Promise<ReportAudience | undefined> {
  return db
    .selectFrom('assets as a')
    .innerJoin('domiciles as d', 'd.id_domicile', 'a.id_domicile')
    .select([
      'a.id_user',
      'a.id_client',
      'd.id_domicile',
      'd.address',
      'd.postal_code',
      'd.city',
      'd.country',
      'd.latitude',
      'd.longitude',
    ])
    .where('a.id_asset', '=', idAsset)
    .executeTakeFirst();
}
