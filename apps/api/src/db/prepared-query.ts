import type { Compilable, CompiledQuery, RawBuilder } from 'kysely';
import type { Db } from './schema.ts';

/** Stands for the n-th argument while the query is built once; the compiled parameters point back to it. */
class Argument {
  constructor(readonly index: number) {}
}

/** The SQL texts of prepared queries: PostgreSQL runs these as named statements (named-statements.ts). */
const preparedTexts = new Set<string>();

/**
 * Runs a read without Kysely's executor, or answers undefined when it cannot (SQLite: a transaction open on
 * its one connection, a statement that is not a read): the query then goes through Kysely.
 */
export type DirectRead = (sql: string, parameters: unknown[]) => unknown[] | Promise<unknown[]> | undefined;

const directReads = new WeakMap<Db, DirectRead>();

/**
 * A prepared query runs its statement directly (database.ts: SQLite's connection, PostgreSQL's pool), not
 * through Kysely's executor, whose connection handling, driver and result plumbing cost about 10 us per
 * query, more than SQLite's indexed seek itself (docs/decisions/0020-hot-paths.md, second round). A
 * transaction (`db.transaction()`) is another Db, so its queries keep Kysely's path and its connection.
 */
export function readDirectly(db: Db, read: DirectRead): void {
  directReads.set(db, read);
}

export function isPreparedSql(sql: string): boolean {
  return preparedTexts.has(sql);
}

/** A raw query as a prepared query's build gives it: compiled for `db`, whose dialect writes it. */
export const compilable = <R>(db: Db, query: RawBuilder<R>): Compilable<R> => ({
  compile: () => query.compile(db),
});

type Slot = { argument: number } | { value: unknown };

interface Compiled<Row> {
  query: CompiledQuery<Row>;
  slots: Slot[];
}

export interface PreparedQuery<Args extends unknown[], Row> {
  /** The rows of the query for these arguments. */
  all(db: Db, ...args: Args): Promise<Row[]>;
  /** The first row, or undefined. */
  first(db: Db, ...args: Args): Promise<Row | undefined>;
}

/**
 * A hot query built and compiled by Kysely once per database instead of on every call: building and compiling
 * the result screen's poll cost about as much CPU as running it (docs/decisions/0010-prepared-statements.md).
 * `build` is called once with placeholders for its arguments, so it must build the same SQL whatever they
 * are: straight-line code, no branch on an argument, arguments used only as values (never as a limit or an
 * identifier). The tests of each prepared query run it with several arguments against both databases.
 */
export function preparedQuery<Args extends unknown[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
): PreparedQuery<Args, Row> {
  const compiled = new WeakMap<Db, Compiled<Row>>();

  function compile(db: Db): Compiled<Row> {
    let entry = compiled.get(db);
    if (!entry) {
      const placeholders = Array.from({ length: build.length - 1 }, (_, index) => new Argument(index));
      const query = build(db, ...(placeholders as unknown as Args)).compile();
      const slots = query.parameters.map(
        (parameter): Slot =>
          parameter instanceof Argument ? { argument: parameter.index } : { value: parameter },
      );
      const used = new Set(slots.flatMap((slot) => ('argument' in slot ? [slot.argument] : [])));
      if (used.size !== placeholders.length) {
        throw new Error(
          `preparedQuery: each of the ${placeholders.length} arguments must be a value of the query`,
        );
      }
      entry = { query, slots };
      preparedTexts.add(query.sql);
      compiled.set(db, entry);
    }
    return entry;
  }

  async function all(db: Db, ...args: Args): Promise<Row[]> {
    const { query, slots } = compile(db);
    const parameters = slots.map((slot) => ('argument' in slot ? args[slot.argument] : slot.value));
    const rows = directReads.get(db)?.(query.sql, parameters);
    if (rows) return (await rows) as Row[];
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  }

  return {
    all,
    first: async (db, ...args) => (await all(db, ...args))[0],
  };
}

/**
 * A prepared query for each limit, the limit written in its SQL (`build(limit)` gives the query's build):
 * PostgreSQL's generic plan of a `limit $n` cannot see the limit, assumes a tenth of the rows and so costs more
 * than the custom plan of any call, which it then planned again at every call: a page of My installations
 * took about 12 ms instead of 1 (docs/decisions/0031-planned-once.md). Limits are few (a page size and the
 * rest of a page, at most the contract's page maximum): so are the statements each connection keeps.
 */
export function preparedPerLimit<Args extends unknown[], Row>(
  build: (limit: number) => (db: Db, ...args: Args) => Compilable<Row>,
): (limit: number) => PreparedQuery<Args, Row> {
  const byLimit = new Map<number, PreparedQuery<Args, Row>>();
  return (limit) => {
    if (!Number.isSafeInteger(limit) || limit < 0)
      throw new Error(`preparedPerLimit: ${limit} is not a limit`);
    let query = byLimit.get(limit);
    if (!query) {
      query = preparedQuery(build(limit));
      byLimit.set(limit, query);
    }
    return query;
  };
}
