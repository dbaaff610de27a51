import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

const names = new Map<string, string>();

/** The name of a prepared text: the same on every connection and every pool. */
function nameOf(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `q_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
    names.set(sql, name);
  }
  return name;
}

/**
 * A read of a prepared text straight on the pool (prepared-query.ts readDirectly): a connection taken,
 * the named statement run, the connection given back, as Kysely would, without its executor.
 */
export async function readNamed(pool: pg.Pool, sql: string, parameters: unknown[]): Promise<unknown[]> {
  const result = await pool.query({ name: nameOf(sql), text: sql, values: parameters });
  return result.rows;
}

/**
 * A pg pool as Kysely sees it, where the SQL texts `isPrepared` accepts run as named prepared statements:
 * each connection parses and plans such a text once, then only binds and executes it. Only the hot queries
 * of `preparedQuery` are named: a connection keeps its prepared statements until it closes, so naming every
 * text (value lists of any length) would grow without bound. What it costs (migrations, PgBouncer):
 * docs/decisions/0010-prepared-statements.md.
 */
export function namingStatements(pool: pg.Pool, isPrepared: (sql: string) => boolean): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        // Kysely keys its connections by the client object: the same client always gets the same wrapper.
        const query = (sqlOrCursor: string | object, parameters?: ReadonlyArray<unknown>) =>
          typeof sqlOrCursor === 'string' && isPrepared(sqlOrCursor)
            ? client.query({ name: nameOf(sqlOrCursor), text: sqlOrCursor, values: [...(parameters ?? [])] })
            : client.query(sqlOrCursor as string, parameters as unknown[]);
        wrapper = { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
  };
}
