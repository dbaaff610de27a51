import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface InstallationPageFilter {
  idInstaller: number;
  /** Texts (type names, installation texts) in this content language. */
  language: string;
  /** Only installations older than this one (keyset pagination, newest first). */
  beforeId: number | null;
  /** A search term; matched case-insensitively anywhere in the searched columns. */
  search: string | null;
  /** Rows to read: the page and one more, which tells whether another page follows. */
  limit: number;
}

/** `%`, `_` and the escape character itself match literally: a search for "10_0" is no pattern. */
function likeContaining(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The installer's installations, newest first, each with its current device, asset, address, customer and
 * the device's last measurement since it was installed: ONE query for the page. The page is a range scan
 * of `installations_installer_id`; each last measurement is one backward seek in
 * `emissions_device_received`. A search filters the installer's rows (no index helps a "contains" search,
 * and an installer's installations are a few thousand at most).
 */
function installationPageQuery(db: Db, filter: InstallationPageFilter) {
  const pattern = filter.search ? likeContaining(filter.search) : null;
  return db
    .selectFrom('installations as i')
    .innerJoin('devices as d', 'd.id_device', 'i.id_device')
    .innerJoin('device_referentials as r', 'r.id_device_referential', 'd.id_device_referential')
    .leftJoin('device_referential_texts as rt', (join) =>
      join
        .onRef('rt.id_device_referential', '=', 'd.id_device_referential')
        .on('rt.language', '=', filter.language),
    )
    .innerJoin('assets as a', 'a.id_asset', 'i.id_asset')
    .innerJoin('domiciles as dom', 'dom.id_domicile', 'a.id_domicile')
    .innerJoin('asset_types as t', 't.id_referential', 'a.id_referential')
    .leftJoin('asset_type_texts as tt', (join) =>
      join.onRef('tt.id_referential', '=', 'a.id_referential').on('tt.language', '=', filter.language),
    )
    .leftJoin('user_clients as u', 'u.id_user', 'a.id_user')
    .leftJoin('clients as c', 'c.id_client', 'a.id_client')
    .leftJoin('emissions as e', (join) =>
      join.on((eb) =>
        eb(
          'e.id_emission',
          '=',
          eb
            .selectFrom('emissions as f')
            .select('f.id_emission')
            .whereRef('f.id_device', '=', 'd.id_device')
            .whereRef('f.received_at', '>=', 'd.installed_at')
            .orderBy('f.received_at', 'desc')
            .orderBy('f.id_emission', 'desc')
            .limit(1),
        ),
      ),
    )
    .select([
      'i.id_installation',
      'i.created_at',
      'i.kind',
      'd.id_device',
      'd.device_number',
      'd.id_professional',
      'd.id_device_referential',
      'r.name as referential_name',
      'd.value_type_device',
      'd.url_device_detail',
      'd.installed_at',
      'r.notice',
      'rt.description',
      'rt.introduction',
      'a.id_asset',
      'a.name as asset_name',
      'a.id_module',
      't.key as type_key',
      'tt.value as type_name',
      'dom.id_domicile',
      'dom.address_name',
      'dom.address',
      'dom.city',
      'dom.postal_code',
      'dom.geocoding',
      'u.id_user',
      'u.email as user_email',
      'u.first_name',
      'u.last_name',
      'c.id_client',
      'c.company_name',
      'e.received_at as last_emission_at',
      'e.data as last_emission_data',
    ])
    .where('i.id_installer', '=', filter.idInstaller)
    .$if(filter.beforeId !== null, (qb) => qb.where('i.id_installation', '<', filter.beforeId as number))
    .$if(pattern !== null, (qb) =>
      qb.where((eb) => {
        // lower() on both sides: SQLite's LIKE folds ASCII only and PostgreSQL's none. Unicode letters fold
        // too (db/database.ts gives SQLite a Unicode lower(); PostgreSQL's follows the database's locale).
        const contains = (column: Expression<string | null>): Expression<SqlBool> =>
          sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
        return eb.or([
          contains(eb.ref('d.device_number')),
          contains(eb.ref('u.email')),
          contains(
            sql<string>`coalesce(${eb.ref('u.first_name')}, '') || ' ' || coalesce(${eb.ref('u.last_name')}, '')`,
          ),
          contains(eb.ref('c.company_name')),
          contains(eb.ref('c.client_space_name')),
          contains(eb.ref('dom.address_name')),
          contains(eb.ref('dom.address')),
          contains(eb.ref('dom.city')),
          contains(eb.ref('dom.postal_code')),
          contains(eb.ref('a.name')),
        ]);
      }),
    )
    .orderBy('i.id_installation', 'desc')
    .limit(filter.limit);
}

export type InstallationPageRow = Awaited<
  ReturnType<ReturnType<typeof installationPageQuery>['execute']>
>[number];

export function findInstallationPage(db: Db, filter: InstallationPageFilter): Promise<InstallationPageRow[]> {
  return installationPageQuery(db, filter).execute();
}
