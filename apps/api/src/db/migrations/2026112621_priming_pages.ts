import { type Kysely, sql } from 'kysely';
import { isSqlite } from './columns.ts';

/**
 * Priming lists in pages (docs/decisions/0018-big-accounts.md, decision 0012): each page of the customers
 * and of the devices is one range of an index, in the order the lists keep.
 *
 * - `user_clients.last_installed_at`: when an installation for the customer was last made (the latest
 *   `installations.created_at` of the professional's assets of that customer), kept by triggers on
 *   installations and on the customer of an asset. The customers list orders by the later of it and the
 *   customer's creation, which this index holds.
 * - Devices not installed by number, then installed ones most recently installed first (then by number).
 */

/** The latest installation of each customer of `users` (SQL naming users' ids): recomputed, never guessed. */
const recompute = (users: string) => `update user_clients set last_installed_at = (
    select max(i.created_at) from installations i join assets a on a.id_asset = i.id_asset
    where a.id_user = user_clients.id_user and a.id_professional = user_clients.id_professional)
  where id_user in (${users})`;

const ASSET_USER = (row: 'new' | 'old') => `select id_user from assets where id_asset = ${row}.id_asset`;

/**
 * A new installation can only move its customer's time forward: primary-key seeks, no plan to go stale
 * while the table grows (a recompute made a bulk load on PostgreSQL quadratic).
 */
const FORWARD = `update user_clients set last_installed_at = new.created_at
  where id_user = (select id_user from assets where id_asset = new.id_asset)
    and id_professional = (select id_professional from assets where id_asset = new.id_asset)
    and (last_installed_at is null or last_installed_at < new.created_at)`;

/** What each trigger runs, per table and event: the latest installation moved forward, or recomputed. */
const TRIGGERS = [
  {
    name: 'installations_customer_insert',
    table: 'installations',
    event: 'insert',
    run: FORWARD,
  },
  {
    name: 'installations_customer_delete',
    table: 'installations',
    event: 'delete',
    run: recompute(ASSET_USER('old')),
  },
  {
    name: 'installations_customer_update',
    table: 'installations',
    event: 'update of id_asset, created_at',
    run: recompute(`${ASSET_USER('old')} union ${ASSET_USER('new')}`),
  },
  {
    name: 'assets_customer_update',
    table: 'assets',
    event: 'update of id_user',
    run: recompute('old.id_user, new.id_user'),
  },
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_clients').addColumn('last_installed_at', 'text').execute();
  await sql.raw(recompute('select id_user from user_clients')).execute(db);
  await sql
    .raw(
      `create index user_clients_recent on user_clients (id_professional,
        (case when last_installed_at > created_at then last_installed_at else created_at end) desc, id_user desc)`,
    )
    .execute(db);
  await sql
    .raw(
      'create index devices_professional_installed on devices (id_professional, installed_at desc, device_number)',
    )
    .execute(db);
  for (const trigger of TRIGGERS) {
    if (isSqlite(db)) {
      await sql
        .raw(
          `create trigger ${trigger.name} after ${trigger.event} on ${trigger.table} begin
             ${trigger.run};
           end`,
        )
        .execute(db);
    } else {
      await sql
        .raw(
          `create function ${trigger.name}() returns trigger language plpgsql as $$
           begin
             ${trigger.run};
             return null;
           end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${trigger.name} after ${trigger.event} on ${trigger.table}
           for each row execute function ${trigger.name}()`,
        )
        .execute(db);
    }
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against every past schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of TRIGGERS) {
    await sql.raw(`drop trigger ${trigger.name}${isSqlite(db) ? '' : ` on ${trigger.table}`}`).execute(db);
    if (!isSqlite(db)) await sql.raw(`drop function ${trigger.name}()`).execute(db);
  }
  await db.schema.dropIndex('devices_professional_installed').execute();
  await db.schema.dropIndex('user_clients_recent').execute();
  await db.schema.alterTable('user_clients').dropColumn('last_installed_at').execute();
}
