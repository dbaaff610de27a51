/**
 * The server's own CPU per request (utime + stime from /proc over a run's requests) on the two hot paths, for
 * this checkout and another (an earlier commit), serving one database side by side, their runs alternating,
 * with the bare route's one prepared read for scale (docs/decisions/0020-hot-paths.md). On a shared machine
 * req/s moves with the load; the CPU a request costs moves much less, so this is the figure to compare two
 * versions of the code with.
 *
 *   git worktree add --detach /tmp/before <commit>   # and link its node_modules to this checkout's
 *   node --import tsx bench/compare-api-cpu.ts --before /tmp/before --dialect sqlite --rounds 3
 *   node --import tsx bench/compare-api-cpu.ts --before /tmp/before --env REDIS_URL=redis://127.0.0.1:6390
 *   node --import tsx bench/compare-api-cpu.ts --before . --this-env REDIS_URL=redis://127.0.0.1:6390
 *
 * The last form runs this checkout twice, with Redis and without: what Redis costs the same code.
 *
 * On PostgreSQL each run also gives the database's CPU per request (all the cluster's processes), where a
 * query's joins cost most (docs/decisions/0034-device-check-reads-one-table.md).
 *
 * Runs per round: the read, then for each checkout, with 20,000 installers new to it, is_installable twice
 * (the first reads every session from the database, the second finds them cached) and first_emission.
 * The checkouts take turns going first, round by round: the one measured second came out 3 to 8 us a
 * request dearer with both running the same code. Identical code also differed by up to 30 us between a
 * working tree and a /tmp worktree whose node_modules were symbolic links; to compare two commits, give
 * both the same kind of checkout (two worktrees, node_modules copied as hard links: `cp -al`), and run
 * again with the two swapped. A server process keeps its own few us for all its rounds (its JIT's choices):
 * a difference that small needs several runs, each with new processes (docs/decisions/0020-hot-paths.md,
 * fourth round).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  freshPostgresDatabase,
  insertTokens,
  prepareDemoDatabase,
  sqliteUrl,
  withDatabase,
} from './lib/database.ts';
import { checkDevice, DEMO_INSTALLER, signIn } from './lib/demo-api.ts';
import { load } from './lib/load.ts';
import { postgresCluster } from './lib/postgres.ts';
import { environmentOf, REPO_ROOT, type ServerProcess, scratchDir } from './lib/processes.ts';
import { cpuMicros, postgresCpuMicros } from './lib/server-cpu.ts';
import { startApiServer, startBareRead } from './lib/servers.ts';
import { median } from './lib/stats.ts';

const { values: flags } = parseArgs({
  options: {
    before: { type: 'string' },
    dialect: { type: 'string', default: 'sqlite' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    installers: { type: 'string', default: '20000' },
    // Extra environment of both servers, KEY=VALUE (e.g. REDIS_URL=redis://127.0.0.1:6390 for the limits'
    // counts and the sign-outs in Redis, DESIGN §2 several instances).
    env: { type: 'string', multiple: true, default: [] },
    // Extra environment of one side only, after --env's: the same code with and without Redis, say.
    'this-env': { type: 'string', multiple: true, default: [] },
    'before-env': { type: 'string', multiple: true, default: [] },
  },
});

const extraEnv = environmentOf(flags.env);
const sideEnv = {
  this: { ...extraEnv, ...environmentOf(flags['this-env']) },
  before: { ...extraEnv, ...environmentOf(flags['before-env']) },
};

async function main(): Promise<void> {
  if (!flags.before) throw new Error('--before <path of another checkout> is required');
  const dir = scratchDir('compare');
  const cluster = flags.dialect === 'postgres' ? await postgresCluster() : null;
  const pgDatabase = cluster ? await freshPostgresDatabase(cluster.adminUrl, 'compare') : null;
  const databaseUrl = pgDatabase?.url ?? sqliteUrl(dir, 'compare');
  await prepareDemoDatabase(databaseUrl);
  // On PostgreSQL, the database's CPU per request too: a query's cost there is not the server's.
  const databaseCpu = pgDatabase ? await postgresCpuMicros(pgDatabase.url) : null;
  // A pool of installers of their own for each checkout in each round: its first run reads every session
  // from the database, whatever the session cache kept of the runs before.
  const freshTokens = () =>
    withDatabase(databaseUrl, (db) => insertTokens(db, DEMO_INSTALLER, Number(flags.installers)));
  // Each checkout's server compiled and run as `npm start` runs it (bench/lib/servers.ts).
  const start = (root: string, label: 'this' | 'before') =>
    startApiServer({ root, databaseUrl, dir, label, env: sideEnv[label] });
  const servers: Record<string, ServerProcess> = {
    before: await start(path.resolve(flags.before), 'before'),
    this: await start(REPO_ROOT, 'this'),
  };
  const read = await startBareRead(dir, databaseUrl);
  const figures = new Map<string, number[]>();
  try {
    const session = await signIn(servers.this?.url ?? '');
    const device = await checkDevice(servers.this?.url ?? '', session.token, '10000001');
    const seconds = Number(flags.seconds);
    const record = (label: string, value: number) =>
      figures.set(label, [...(figures.get(label) ?? []), value]);
    const measure = async (label: string, server: ServerProcess, url: string, tokens?: string[]) => {
      const before = cpuMicros(server.pid);
      const databaseBefore = databaseCpu?.() ?? 0;
      const run = await load({ label, url, connections: 50, seconds, ...(tokens ? { tokens } : {}) });
      const requests = run.rps * seconds;
      const perRequest = (cpuMicros(server.pid) - before) / requests;
      if (run.non2xx + run.errors > 0) throw new Error(`${label}: ${run.non2xx + run.errors} failed`);
      record(label, perRequest);
      let line = `${label}: ${Math.round(run.rps)} req/s, ${Math.round(perRequest)} us CPU per request`;
      if (databaseCpu) {
        const database = (databaseCpu() - databaseBefore) / requests;
        record(`${label} (PostgreSQL's CPU)`, database);
        line += `, PostgreSQL ${Math.round(database)} us`;
      }
      console.log(line);
    };
    for (let round = 0; round < Number(flags.rounds); round++) {
      await measure('bare route, one prepared read', read, `${read.url}/bare-read/${device.id_device}`);
      const checkouts = Object.entries(servers);
      for (const [name, server] of round % 2 === 0 ? checkouts : checkouts.reverse()) {
        const tokens = await freshTokens();
        const check = `${server.url}/api/v1/device/10000001/is_installable`;
        await measure(`${name}: is_installable, sessions read`, server, check, tokens);
        await measure(`${name}: is_installable, sessions cached`, server, check, tokens);
        const poll = `${server.url}/api/v1/device/${device.id_device}/first_emission`;
        await measure(`${name}: first_emission, sessions cached`, server, poll, tokens);
      }
    }
  } finally {
    for (const server of [...Object.values(servers), read]) await server.stop();
    await pgDatabase?.drop();
    await cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `\nus of server CPU per request [${flags.dialect}], median of ${flags.rounds} rounds (each round):`,
  );
  for (const [label, values] of figures) {
    console.log(`- ${label}: ${Math.round(median(values))} (${values.map(Math.round).join(', ')})`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
