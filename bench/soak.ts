/**
 * npm run soak (docs/RELIABILITY.md, on demand): crash safety and a long run of mixed traffic, against the
 * real server in its own process, on SQLite and on PostgreSQL.
 *
 *   npm run soak                                   # crash on both databases, then 10 minutes at 200 req/s
 *   npm run soak -- --minutes 1                    # a smoke run of the traffic part
 *   npm run soak -- --only crash                   # crash, traffic
 *   npm run soak -- --kill-after 5,30,70           # one round per kill point (answers before SIGKILL)
 *   npm run soak -- --traffic-databases sqlite,postgres
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type CrashFigures, crashDuringInstallations } from './lib/crash.ts';
import { freshPostgresDatabase, prepareDemoDatabase, sqliteUrl } from './lib/database.ts';
import { type PostgresCluster, postgresCluster } from './lib/postgres.ts';
import { BENCH_DIR, scratchDir } from './lib/processes.ts';
import { percent, table } from './lib/report.ts';
import { mixedTraffic, type TrafficFigures } from './lib/traffic.ts';

const { values: flags } = parseArgs({
  options: {
    only: { type: 'string', default: 'crash,traffic' },
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string', default: '200' },
    installations: { type: 'string', default: '100' },
    'kill-after': { type: 'string', default: '5,30,70' },
    'crash-databases': { type: 'string', default: 'sqlite,postgres' },
    'traffic-databases': { type: 'string', default: 'sqlite' },
  },
});
const sections = new Set(String(flags.only).split(','));
const dir = scratchDir('soak');
const print = (text: string) => console.log(text);

/** A fresh, migrated and seeded database of each kind; PostgreSQL on a cluster owned by the run. */
async function database(kind: string, name: string, cluster: () => Promise<PostgresCluster>) {
  if (kind === 'sqlite') {
    const url = sqliteUrl(dir, name);
    await prepareDemoDatabase(url);
    return { url, drop: async () => {} };
  }
  const created = await freshPostgresDatabase((await cluster()).adminUrl, name.replace(/-/g, '_'));
  await prepareDemoDatabase(created.url);
  return created;
}

async function main(): Promise<boolean> {
  let started: PostgresCluster | null = null;
  const cluster = async () => {
    started ??= await postgresCluster();
    return started;
  };
  const crashes: CrashFigures[] = [];
  const traffic: TrafficFigures[] = [];
  try {
    if (sections.has('crash')) {
      const killPoints = String(flags['kill-after']).split(',').map(Number);
      for (const kind of String(flags['crash-databases']).split(',')) {
        // One database per kind; each round adds its own devices, so earlier rounds stay to be checked too.
        const db = await database(kind, `soak-crash-${kind}`, cluster);
        try {
          for (const [round, killAfter] of killPoints.entries()) {
            print(
              `Crash: ${flags.installations} concurrent installations on ${kind}, SIGKILL after ${killAfter} answers...`,
            );
            crashes.push(
              await crashDuringInstallations({
                dialect: kind,
                databaseUrl: db.url,
                dir,
                installations: Number(flags.installations),
                killAfter,
                prefix: `3${round + 1}00`,
              }),
            );
          }
        } finally {
          await db.drop();
        }
      }
      print(
        `\n## Crash during ${flags.installations} concurrent installations (SIGKILL, restart)\n\n${table(
          [
            'database',
            'kill after',
            'answered 201 before kill',
            'cut off',
            'assets / links / installations after restart',
            'asset without link',
            'link without asset',
            'device installed without link',
            'linked, not installed',
            'acknowledged but lost',
            'retries with same key: 201',
            'each device installed once',
          ],
          crashes.map((c) => [
            c.dialect,
            `${c.killAfter} answers`,
            c.acknowledged,
            c.cutOff,
            `${c.assets} / ${c.links} / ${c.installationRows}`,
            c.assetsWithoutLink,
            c.linksWithoutAsset,
            c.installedWithoutLink,
            c.linkedNotInstalled,
            c.lostAcknowledged,
            `${c.retriedOk} of ${c.installations}`,
            c.devicesInstalledOnce ? 'yes' : 'NO',
          ]),
        )}`,
      );
      for (const c of crashes)
        if (c.retryFailures.length)
          print(
            `\n${c.dialect} (kill after ${c.killAfter}) retries that failed:\n  ${c.retryFailures.slice(0, 10).join('\n  ')}`,
          );
    }
    if (sections.has('traffic')) {
      const seconds = Math.round(Number(flags.minutes) * 60);
      for (const kind of String(flags['traffic-databases']).split(',')) {
        print(`\nTraffic: ${flags.rate} req/s of mixed calls for ${seconds} s on ${kind}...`);
        const db = await database(kind, `soak-traffic-${kind}`, cluster);
        try {
          traffic.push(
            await mixedTraffic({
              dialect: kind,
              databaseUrl: db.url,
              dir,
              seconds,
              rate: Number(flags.rate),
            }),
          );
        } finally {
          await db.drop();
        }
      }
      print(
        `\n## Mixed traffic\n\n${table(
          [
            'database',
            'duration',
            'req/s',
            'requests',
            'p99',
            'non-2xx',
            'errors (timeouts)',
            'RSS start / warm / end / peak (MB)',
            'growth',
          ],
          traffic.map((t) => [
            t.dialect,
            `${t.seconds} s`,
            Math.round(t.rps),
            t.requests,
            `${Math.round(t.p99)} ms`,
            t.non2xx,
            `${t.errors} (${t.timeouts})`,
            `${t.rssStart} / ${t.rssBaseline} / ${t.rssEnd} / ${t.rssPeak}`,
            percent(t.growth),
          ]),
        )}`,
      );
      for (const t of traffic) print(`${t.dialect} status codes: ${JSON.stringify(t.statusCodes)}`);
    }
  } finally {
    await (started as PostgresCluster | null)?.stop();
  }
  const resultsDir = path.join(BENCH_DIR, 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'soak-latest.json'),
    `${JSON.stringify({ finished_at: new Date().toISOString(), flags, crashes, traffic }, null, 2)}\n`,
  );
  const ok = crashes.every((c) => c.ok) && traffic.every((t) => t.ok);
  print(`\nSoak ${ok ? 'passed' : 'FAILED'}: figures in bench/results/soak-latest.json`);
  return ok;
}

main()
  .then((ok) => {
    process.exitCode = ok ? 0 : 1;
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(dir, { recursive: true, force: true }));
