import { type Kysely, sql } from 'kysely';
import { isSqlite } from './columns.ts';

/**
 * Big accounts (docs/decisions/0018-big-accounts.md): My installations' "contains" search finds its
 * candidates in trigram indexes instead of reading every installation of the installer. SQLite: one FTS5
 * table (trigram tokenizer) per searched table, keyed by that table's id and kept by triggers. PostgreSQL:
 * a pg_trgm GIN index per table on the `lower(...)` of its texts joined. Both: the indexes that lead
 * from a matching device, equipment, customer or address to its installations.
 */

/** Each searched table: its id, and the texts the search compares (SQL over the row `r`). */
const SEARCHED = [
  { table: 'devices', id: 'id_device', texts: { device_number: 'r.device_number' } },
  { table: 'assets', id: 'id_asset', texts: { name: 'r.name' } },
  {
    table: 'user_clients',
    id: 'id_user',
    texts: { email: 'r.email', full_name: "coalesce(r.first_name, '') || ' ' || coalesce(r.last_name, '')" },
  },
  {
    table: 'clients',
    id: 'id_client',
    texts: { company_name: 'r.company_name', client_space_name: 'r.client_space_name' },
  },
  {
    table: 'domiciles',
    id: 'id_domicile',
    texts: {
      address_name: 'r.address_name',
      address: 'r.address',
      city: 'r.city',
      postal_code: 'r.postal_code',
    },
  },
] as const;

/**
 * PostgreSQL: one trigram index per table over its texts joined by spaces (a term in any one of them is in
 * the joined text; the search's own filter then decides), so a term costs one bitmap scan per table, not
 * one per text. The repository compares the very same expressions (repositories/my-installations.ts).
 */
const JOINED = {
  devices: 'device_number',
  assets: 'name',
  user_clients: "email || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')",
  clients: "company_name || ' ' || client_space_name",
  domiciles:
    "address_name || ' ' || address || ' ' || coalesce(city, '') || ' ' || coalesce(postal_code, '')",
} as const;

/** The foreign keys the candidates follow back to installations (assets of a customer, of an address...). */
const LINKS = [
  { name: 'installations_asset', table: 'installations', column: 'id_asset' },
  { name: 'assets_user', table: 'assets', column: 'id_user' },
  { name: 'assets_client', table: 'assets', column: 'id_client' },
  { name: 'assets_domicile', table: 'assets', column: 'id_domicile' },
] as const;

/** The columns a table's texts read: only an update of one of them touches its search table. */
const sources = (texts: Record<string, string>): string =>
  [...new Set(Object.values(texts).flatMap((text) => [...text.matchAll(/r\.(\w+)/g)].map((m) => m[1])))].join(
    ', ',
  );

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  for (const link of LINKS) {
    await db.schema.createIndex(link.name).on(link.table).column(link.column).execute();
  }
  if (isSqlite(db)) {
    for (const { table, id, texts } of SEARCHED) {
      const search = `${table}_search`;
      const columns = Object.keys(texts).join(', ');
      // The row's texts as they stand in `r` (new or old in a trigger, the table itself in the backfill).
      const values = (row: string) => Object.values(texts).map((text) => text.replaceAll('r.', `${row}.`));
      await sql
        .raw(
          `create virtual table ${search} using fts5(${columns}, tokenize = 'trigram remove_diacritics 0')`,
        )
        .execute(db);
      await sql
        .raw(
          `insert into ${search} (rowid, ${columns}) select r.${id}, ${values('r').join(', ')} from ${table} as r`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${search}_insert after insert on ${table} begin
             insert into ${search} (rowid, ${columns}) values (new.${id}, ${values('new').join(', ')});
           end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${search}_update after update of ${sources(texts)} on ${table} begin
             delete from ${search} where rowid = old.${id};
             insert into ${search} (rowid, ${columns}) values (new.${id}, ${values('new').join(', ')});
           end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${search}_delete after delete on ${table} begin
             delete from ${search} where rowid = old.${id};
           end`,
        )
        .execute(db);
    }
    return;
  }
  // pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it.
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const [table, expression] of Object.entries(JOINED)) {
    await sql
      .raw(`create index ${table}_texts_trgm on ${table} using gin ((lower(${expression})) gin_trgm_ops)`)
      .execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) {
    for (const { table } of SEARCHED) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql.raw(`drop trigger ${table}_search_${event}`).execute(db);
      }
      await sql.raw(`drop table ${table}_search`).execute(db);
    }
  } else {
    for (const table of Object.keys(JOINED)) await db.schema.dropIndex(`${table}_texts_trgm`).execute();
  }
  for (const link of LINKS) await db.schema.dropIndex(link.name).execute();
}
