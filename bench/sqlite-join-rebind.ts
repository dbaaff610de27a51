import { SqliteDatabase } from '../apps/api/src/db/sqlite-driver.ts';
import { median } from './lib/stats.ts';

/**
 * Whether the SQLite this Node loads keeps a join prepared when its parameters are bound again
 * (docs/decisions/0030-sqlite-joins-prepared-once.md). SQLite 3.54.1, as better-sqlite3 13.1 and 13.2 bundle
 * it, parsed and planned such a join again on every call: every hot query of ours is a join with bound
 * values. Run it on each Node line before moving the better-sqlite3 versions:
 *
 *   node --import tsx bench/sqlite-join-rebind.ts                     # Node 20: better-sqlite3 12
 *   <node 24>/bin/node --import tsx bench/sqlite-join-rebind.ts      # Node 22 and later: better-sqlite3 13
 *
 * It prints the microseconds per call of one join with its key bound and with the same key written in the SQL,
 * their batches interleaved so that the machine's load weighs on both alike, and the ratio of the two: about
 * 1 when the statement stays prepared, 8 or more when each call prepares it again (7.9 measured on 3.54.1).
 */
const BATCHES = 21;
const CALLS = 5_000;

const db = new SqliteDatabase(':memory:');
db.exec(`
  create table devices (id_device integer primary key, id_professional integer not null);
  create table professionals (id_professional integer primary key, name text not null);
  insert into professionals values (1, 'Demo Installations'), (2, 'Other');
  insert into devices values (1, 1), (2, 2);
`);
const join = 'select d.id_device, p.name from devices d join professionals p using (id_professional)';
const bound = db.prepare<[number], unknown>(`${join} where d.id_device = ?`);
const literal = db.prepare<[], unknown>(`${join} where d.id_device = 2`);

function perCall(run: () => unknown): number {
  const start = process.hrtime.bigint();
  for (let call = 0; call < CALLS; call++) run();
  return Number(process.hrtime.bigint() - start) / CALLS / 1000;
}

const boundTimes: number[] = [];
const literalTimes: number[] = [];
perCall(() => bound.get(2));
perCall(() => literal.get());
for (let batch = 0; batch < BATCHES; batch++) {
  boundTimes.push(perCall(() => bound.get(2)));
  literalTimes.push(perCall(() => literal.get()));
}
const version = (db.prepare('select sqlite_version() as version').get() as { version: string }).version;
db.close();
const [boundUs, literalUs] = [median(boundTimes), median(literalTimes)];
console.log(`Node ${process.version}, SQLite ${version}, median of ${BATCHES} batches of ${CALLS} calls:`);
console.log(`- join, key bound:      ${boundUs.toFixed(2)} us a call`);
console.log(`- join, key in the SQL: ${literalUs.toFixed(2)} us a call`);
console.log(
  `- ratio: ${(boundUs / literalUs).toFixed(2)} (about 1: prepared once; 8 or more: prepared on every call)`,
);
