import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { type IdList, idList, inIdList, inSelected } from '../db/id-list.ts';
import { onSqlite } from '../db/on-sqlite.ts';
import { compilable, preparedPerLimit, preparedQuery } from '../db/prepared-query.ts';
import { emissionSinceInstallation } from './emission-since-installation.ts';
import { memoryPerDatabase } from './timed-memory.ts';

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

/** The ids each searched table's trigram index matched for a term (`matchedIds`). */
export type MatchedIds = Record<keyof ReturnType<typeof matches>, number[]>;

/** Above every id: the first page's `beforeId` (ids are 32-bit on both databases). */
const NO_ID_ABOVE = 2_147_483_647;

/** `%`, `_` and the escape character itself match literally: a search for "10_0" is no pattern. */
function likeContaining(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The shortest term a trigram index can find: a shorter one reads the installer's rows as before. */
const TRIGRAM_MIN_LENGTH = 3;

/** The term as the trigram indexes read it: SQLite's FTS5 a phrase (a substring), PostgreSQL a LIKE pattern. */
const indexedTerm = (db: Db, term: string) =>
  onSqlite(db) ? `"${term.replaceAll('"', '""')}"` : likeContaining(term);

/**
 * The ids of a searched table's rows one of whose texts contains the term (any case), found in its trigram
 * index (docs/decisions/0018-big-accounts.md): SQLite's FTS5 table `<table>_search`, PostgreSQL's pg_trgm
 * index on the `lower(...)` of the table's texts joined. A superset at worst (a term across two texts, or
 * case folding that differs by a letter): the page applies its filter. `term` is `indexedTerm`'s.
 */
function matching(db: Db, table: string, id: string, joined: RawBuilder<unknown>, term: string) {
  if (onSqlite(db)) {
    const search = sql.table(`${table}_search`);
    return sql`select rowid as id from ${search} where ${search} match ${term}`;
  }
  return sql`select ${sql.ref(id)} as id from ${sql.table(table)} where lower(${joined}) like ${term} escape '\\'`;
}

/**
 * The matching ids of each searched table. On PostgreSQL each table's texts are compared joined by spaces,
 * the very expression its trigram index holds (migration 2026112620): a term in any one text is in them.
 */
function matches(db: Db, term: string) {
  return {
    devices: matching(db, 'devices', 'id_device', sql`device_number`, term),
    assets: matching(db, 'assets', 'id_asset', sql`name`, term),
    users: matching(
      db,
      'user_clients',
      'id_user',
      sql`email || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')`,
      term,
    ),
    clients: matching(db, 'clients', 'id_client', sql`company_name || ' ' || client_space_name`, term),
    domiciles: matching(
      db,
      'domiciles',
      'id_domicile',
      sql`address_name || ' ' || address || ' ' || coalesce(city, '') || ' ' || coalesce(postal_code, '')`,
      term,
    ),
  };
}

/**
 * The ids the trigram indexes match for `term`, table by table, or null when they are `COMMON_MATCHES` or more
 * (read up to there only): a common term is found sooner by reading the installer's installations newest
 * first, stopping at the page's end, than by following each of its matches. One run of the indexes serves
 * both the choice and the candidates (docs/decisions/0018-big-accounts.md, at head).
 */
const COMMON_MATCHES = 1000;

/**
 * The trigram matches of all searched tables, one query prepared once (docs/decisions/0031-planned-once.md):
 * PostgreSQL planned its five index scans at every search, often for longer than it ran them.
 */
const matchesQuery = preparedQuery((db: Db, term: string) => {
  const all = sql.join(
    Object.entries(matches(db, term)).map(
      ([table, ids]) => sql`select ${sql.lit(table)} as t, m.id from (${ids}) as m`,
    ),
    sql` union all `,
  );
  return compilable(
    db,
    sql<{
      t: keyof MatchedIds;
      id: number | string;
    }>`select t, id from (${all}) as every limit ${COMMON_MATCHES}`,
  );
});

/**
 * Terms found common lately, per database, each for ten minutes (at most 10,000 of them): such a term is read
 * newest first at once, without the indexes (docs/decisions/0033-common-terms-remembered.md). Counting is
 * what a common term cost: PostgreSQL's trigram (GIN) indexes are read as bitmaps, every match gathered before
 * any limit applies (100,000 for "cuve" on the scale bench's account, about 13 ms of its CPU), and both
 * databases handed the server a thousand matches. Whether a term is common is counted over every
 * professional's rows (decision 0018), so one count serves every installer; it changes only when about a
 * thousand searched texts do.
 */
const commonTermsOf = memoryPerDatabase<Db, true>(10_000, 10 * 60_000);

async function matchedIds(db: Db, term: string): Promise<MatchedIds | null> {
  const common = commonTermsOf(db);
  // Both databases' trigram indexes fold case: "Cuve" is as common as "cuve".
  const key = term.toLowerCase();
  if (common.get(key, Date.now())) return null;
  const rows = await matchesQuery.all(db, indexedTerm(db, term));
  if (rows.length >= COMMON_MATCHES) {
    common.set(key, true, Date.now());
    return null;
  }
  const matched: MatchedIds = { devices: [], assets: [], users: [], clients: [], domiciles: [] };
  for (const row of rows) matched[row.t].push(Number(row.id));
  return matched;
}

/**
 * The installer's installations one of whose searched texts may contain the term, each found from its
 * trigram match (each list one of `MatchedIds`, as `idList`) through the indexes of migration 2026112620
 * (device, equipment, customer, company, address to installation): a few index seeks per match instead of
 * the installer's every installation.
 */
const candidatesQuery = preparedQuery(
  (
    db: Db,
    idInstaller: number,
    devices: IdList,
    assets: IdList,
    users: IdList,
    clients: IdList,
    domiciles: IdList,
  ) => {
    // `+id_installer`: the matches lead, not the installer's index (SQLite would otherwise read all of their
    // installations, checking each against the matches); PostgreSQL reads it as the same comparison.
    return compilable(
      db,
      sql<{ id_installation: number | string }>`select id_installation from installations
        where +id_installer = ${idInstaller} and ${inIdList(db, sql.ref('id_device'), devices)}
        union
        select id_installation from installations
        where +id_installer = ${idInstaller} and ${inSelected(
          db,
          sql.ref('id_asset'),
          sql`select id_asset from assets where ${inIdList(db, sql.ref('id_asset'), assets)}
          union select id_asset from assets where ${inIdList(db, sql.ref('id_user'), users)}
          union select id_asset from assets where ${inIdList(db, sql.ref('id_client'), clients)}
          union select id_asset from assets where ${inIdList(db, sql.ref('id_domicile'), domiciles)}`,
        )}`,
    );
  },
);

/**
 * The installer's installations below `beforeId` one of whose searched texts contains `pattern` (a LIKE
 * pattern, `likeContaining`), joined only to what the search reads (the referential and the asset type,
 * required by foreign keys, are left to the rows query): with more relations than `join_collapse_limit` (8),
 * PostgreSQL keeps the joins in their written order and filtered the installer's every row before the
 * candidates (docs/decisions/0018-big-accounts.md).
 */
function searchedIds(db: Db, idInstaller: number, beforeId: number, pattern: string) {
  return db
    .selectFrom('installations as i')
    .innerJoin('devices as d', 'd.id_device', 'i.id_device')
    .innerJoin('assets as a', 'a.id_asset', 'i.id_asset')
    .innerJoin('domiciles as dom', 'dom.id_domicile', 'a.id_domicile')
    .leftJoin('user_clients as u', 'u.id_user', 'a.id_user')
    .leftJoin('clients as c', 'c.id_client', 'a.id_client')
    .select('i.id_installation')
    .where('i.id_installer', '=', idInstaller)
    .where('i.id_installation', '<', beforeId)
    .where((eb) => {
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
    });
}

/**
 * The page's ids read from the installer's rows newest first (a range scan of `installations_installer_id`),
 * each checked against the search. Prepared once, as each query of a search (decision 0031).
 */
const scannedIdsQuery = preparedPerLimit(
  (limit) => (db: Db, idInstaller: number, beforeId: number, pattern: string) =>
    searchedIds(db, idInstaller, beforeId, pattern)
      .orderBy('i.id_installation', 'desc')
      .limit(sql.lit(limit)),
);

/** The page's ids among the given installations (`idList`: a slice of the trigram matches' candidates). */
const idsWithinQuery = preparedPerLimit(
  (limit) => (db: Db, idInstaller: number, beforeId: number, pattern: string, within: IdList) =>
    searchedIds(db, idInstaller, beforeId, pattern)
      .where(inIdList(db, sql.ref('i.id_installation'), within))
      .orderBy('i.id_installation', 'desc')
      .limit(sql.lit(limit)),
);

/**
 * The largest slice: the most candidates one query of the page's ids reads, whatever their count (a search
 * whose filter drops most of thousands of them keeps doubling).
 */
const LARGEST_SLICE = COMMON_MATCHES;

/**
 * The slices of `count` candidates newest first, as [start, end): `first` of them (a page's worth), then twice
 * as many each time, up to `LARGEST_SLICE`.
 */
export function* candidateSlices(count: number, first: number): Generator<[number, number]> {
  let size = Math.max(1, Math.min(first, LARGEST_SLICE));
  for (let start = 0; start < count; start += size, size = Math.min(size * 2, LARGEST_SLICE)) {
    yield [start, Math.min(start + size, count)];
  }
}

/**
 * The page's ids among the trigram matches' candidates: the candidates newest first, then the page's query on
 * the newest of them only, a page's worth, then twice as many, until the page is full. Given all candidates at
 * once, PostgreSQL (which cannot know how many there are) joined every one of them to its device, equipment,
 * address and customer before keeping the newest: 1,110 of them for an address of the scale bench
 * (docs/decisions/0018-big-accounts.md, at head). The matches are a superset of the page's rows at worst, so
 * the first slice nearly always fills it.
 */
async function matchedPageIds(db: Db, filter: InstallationPageFilter, matched: MatchedIds) {
  const { devices, assets, users, clients, domiciles } = matched;
  const rows = await candidatesQuery.all(
    db,
    filter.idInstaller,
    idList(db, devices),
    idList(db, assets),
    idList(db, users),
    idList(db, clients),
    idList(db, domiciles),
  );
  const before = filter.beforeId ?? NO_ID_ABOVE;
  // The page's query keeps below `beforeId` too; left out here, a later page's slices start at its first row.
  const candidates = rows
    .map((row) => Number(row.id_installation))
    .filter((id) => id < before)
    .sort((a, b) => b - a);
  const pattern = likeContaining(filter.search ?? '');
  const page: number[] = [];
  for (const [start, end] of candidateSlices(candidates.length, filter.limit)) {
    if (page.length >= filter.limit) break;
    const within = idList(db, candidates.slice(start, end));
    const rest = filter.limit - page.length;
    const found = await idsWithinQuery(rest).all(db, filter.idInstaller, before, pattern, within);
    for (const row of found) page.push(row.id_installation);
  }
  return page;
}

/** The page's ids read from the installer's rows newest first, each checked against the search. */
async function scannedPageIds(db: Db, filter: InstallationPageFilter) {
  const pattern = likeContaining(filter.search ?? '');
  const before = filter.beforeId ?? NO_ID_ABOVE;
  const rows = await scannedIdsQuery(filter.limit).all(db, filter.idInstaller, before, pattern);
  return rows.map((row) => row.id_installation);
}

/**
 * The installations of `ids`, newest first, each with its current device, asset, address, customer and the
 * device's last measurement since it was installed: each last measurement is one backward seek in
 * `emissions_device_received`.
 */
function pageRows(db: Db, language: string) {
  return db
    .selectFrom('installations as i')
    .innerJoin('devices as d', 'd.id_device', 'i.id_device')
    .innerJoin('device_referentials as r', 'r.id_device_referential', 'd.id_device_referential')
    .leftJoin('device_referential_texts as rt', (join) =>
      join.onRef('rt.id_device_referential', '=', 'd.id_device_referential').on('rt.language', '=', language),
    )
    .innerJoin('assets as a', 'a.id_asset', 'i.id_asset')
    .innerJoin('domiciles as dom', 'dom.id_domicile', 'a.id_domicile')
    .innerJoin('asset_types as t', 't.id_referential', 'a.id_referential')
    .leftJoin('asset_type_texts as tt', (join) =>
      join.onRef('tt.id_referential', '=', 'a.id_referential').on('tt.language', '=', language),
    )
    .leftJoin('user_clients as u', 'u.id_user', 'a.id_user')
    .leftJoin('clients as c', 'c.id_client', 'a.id_client')
    .leftJoin('installation_reviews as rv', 'rv.id_installation', 'i.id_installation')
    .leftJoin('emissions as e', (join) =>
      join.on((eb) => eb('e.id_emission', '=', emissionSinceInstallation('latest'))),
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
      'rv.state as review_state',
      'rv.comment as review_comment',
      'rv.at as review_at',
    ]);
}

/**
 * The rows of a search's page (`idList`), newest first, prepared once: PostgreSQL planned its eleven
 * relations at each search, for about a millisecond of execution. It keeps the generic plan when that costs
 * no more than the custom plans of the lists it has been given (decision 0031).
 */
const pageRowsQuery = preparedQuery((db: Db, language: string, ids: IdList) =>
  pageRows(db, language)
    .where(inIdList(db, sql.ref('i.id_installation'), ids))
    .orderBy('i.id_installation', 'desc'),
);

/** The installer's rows below `beforeId`, newest first: the unsearched page before its limit. */
function installerRows(db: Db, idInstaller: number, language: string, beforeId: number) {
  return pageRows(db, language)
    .where('i.id_installer', '=', idInstaller)
    .where('i.id_installation', '<', beforeId)
    .orderBy('i.id_installation', 'desc');
}

/**
 * A page without a search, the most asked (opening My installations, scrolling it): ONE query, a range scan
 * of `installations_installer_id` joined row by row, built by Kysely once and run as a named prepared
 * statement on PostgreSQL (decision 0010). Its limit is written in the SQL: with a `limit $n` PostgreSQL
 * found its generic plan costlier than any custom one and planned its eleven relations again at every call
 * (a page took about 12 ms); now it keeps the generic plan after its first five calls on a connection (about
 * 1 ms, docs/decisions/0031-planned-once.md).
 */
const unsearchedPage = preparedPerLimit(
  (limit) => (db: Db, idInstaller: number, language: string, beforeId: number) =>
    installerRows(db, idInstaller, language, beforeId).limit(sql.lit(limit)),
);

export type InstallationPageRow = Awaited<ReturnType<typeof pageRowsQuery.all>>[number];

/**
 * The installer's installations, newest first: without a search, ONE prepared query. With one, the term's
 * trigram matches (one query), their candidates (one query) and the page's ids among the newest of them
 * (`matchedPageIds`, one query nearly always), unless the term is shorter than a trigram or common: then one
 * query reads the installer's rows newest first, which hold the page sooner (an installer may have 100,000
 * of them). Then ONE query for the page's rows.
 */
export async function findInstallationPage(
  db: Db,
  filter: InstallationPageFilter,
): Promise<InstallationPageRow[]> {
  const term = filter.search;
  if (term === null) {
    return unsearchedPage(filter.limit).all(
      db,
      filter.idInstaller,
      filter.language,
      filter.beforeId ?? NO_ID_ABOVE,
    );
  }
  const matched = [...term].length >= TRIGRAM_MIN_LENGTH ? await matchedIds(db, term) : null;
  const ids = matched ? await matchedPageIds(db, filter, matched) : await scannedPageIds(db, filter);
  if (ids.length === 0) return [];
  return pageRowsQuery.all(db, filter.language, idList(db, ids));
}

/**
 * The page's ids read through the term's trigram matches or by reading the installer's every row, whichever
 * `findInstallationPage` would choose (tests compare the two).
 */
export async function pageIdsOf(db: Db, filter: InstallationPageFilter, path: 'matches' | 'scan') {
  if (path === 'scan') return scannedPageIds(db, filter);
  const matched = await matchedIds(db, filter.search ?? '');
  if (!matched) throw new Error(`"${filter.search}" is a common term: no matches path`);
  return matchedPageIds(db, filter, matched);
}

/** The page's ids among the candidates of `matched`, a superset of the term's matches at worst (tests). */
export const pageIdsAmong = matchedPageIds;

/** The unsearched page's query built per call, to compare with its prepared run (prepared-query tests). */
export const unsearchedPageBuiltPerCall = (
  db: Db,
  idInstaller: number,
  language: string,
  beforeId: number | null,
  limit: number,
) =>
  installerRows(db, idInstaller, language, beforeId ?? NO_ID_ABOVE)
    .limit(limit)
    .execute();
