import type { Db } from '../db/database.ts';

/** Whom and where an asset's report is about: its owner and the place of its domicile. */
export interface ReportAudience {
  id_user: number | null;
  id_client: number | null;
  id_domicile: number;
  address: string;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
}

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
