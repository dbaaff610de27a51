/**
 * A CPU profile of our server under one hot-path load (docs/decisions/0005-hot-path.md): the server runs as in
 * `npm run bench`, with `--cpu-prof`, under autocannon for a few seconds, and the profile's busiest functions
 * (self time) are printed. The profile itself stays in the given folder for Chrome DevTools or speedscope.
 *
 *   node --import tsx bench/profile-api.ts --route first_emission --dialect sqlite --out /tmp/prof
 *   node --import tsx bench/profile-api.ts --route is_installable --installers 20000
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
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
import { environmentOf, scratchDir } from './lib/processes.ts';
import { startApiServer } from './lib/servers.ts';

const { values: flags } = parseArgs({
  options: {
    route: { type: 'string', default: 'first_emission' },
    dialect: { type: 'string', default: 'sqlite' },
    seconds: { type: 'string', default: '8' },
    out: { type: 'string', default: 'bench/results/profiles' },
    top: { type: 'string', default: '30' },
    // How many installers the requests rotate over (0: one signed-in installer): under the auth plugin's
    // session cache size (10,000) every session is found in it after the first round; above it none is.
    installers: { type: 'string', default: '0' },
    // Extra environment of the server, KEY=VALUE (e.g. RATE_LIMIT_LOOKUP=1000000 for a diagnostic run).
    env: { type: 'string', multiple: true, default: [] },
  },
});

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function, as shares of the busy (not idle) time. */
function summarise(file: string, top: number): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return;
    const where = frame.url.replace(/^.*node_modules\//, '').replace(/^.*\/(apps|packages)\//, '$1/');
    const key = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const idle = [...self].filter(([key]) => key.startsWith('(idle)')).reduce((sum, [, us]) => sum + us, 0);
  const busy = [...self.values()].reduce((sum, us) => sum + us, 0) - idle;
  const rows = [...self]
    .filter(([key]) => !key.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, us]) => `${((100 * us) / busy).toFixed(1).padStart(5)}%  ${key}`);
  return [`busy ${Math.round(busy / 1000)} ms, idle ${Math.round(idle / 1000)} ms`, ...rows].join('\n');
}

async function main(): Promise<void> {
  const dir = scratchDir('profile');
  const out = path.resolve(String(flags.out));
  process.env.BENCH_CPU_PROF = out;
  const cluster = flags.dialect === 'postgres' ? await postgresCluster() : null;
  const pgDatabase = cluster ? await freshPostgresDatabase(cluster.adminUrl, 'profile') : null;
  const databaseUrl = pgDatabase?.url ?? sqliteUrl(dir, 'profile');
  await prepareDemoDatabase(databaseUrl);
  const tokens = await withDatabase(databaseUrl, (db) =>
    insertTokens(db, DEMO_INSTALLER, Number(flags.installers) || 1),
  );
  const before = new Set(readdirSyncSafe(out));
  const env = environmentOf(flags.env);
  try {
    const api = await startApiServer({ databaseUrl, dir, label: 'profile', env });
    try {
      const session = await signIn(api.url);
      const device = await checkDevice(api.url, session.token, '10000001');
      const url =
        flags.route === 'is_installable'
          ? `${api.url}/api/v1/device/10000001/is_installable`
          : `${api.url}/api/v1/device/${device.id_device}/first_emission`;
      const figures = await load({
        label: String(flags.route),
        url,
        connections: 50,
        seconds: Number(flags.seconds),
        ...(Number(flags.installers) > 0
          ? { tokens }
          : { headers: { authorization: `Bearer ${session.token}` } }),
      });
      console.log(
        `${figures.label} [${flags.dialect}]: ${Math.round(figures.rps)} req/s, p99 ${figures.p99} ms, ${figures.non2xx + figures.errors} failed`,
      );
    } finally {
      await api.stop();
    }
  } finally {
    await pgDatabase?.drop();
    await cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const written = readdirSyncSafe(out).filter((name) => !before.has(name) && name.endsWith('.cpuprofile'));
  for (const name of written)
    console.log(`\n${path.join(out, name)}\n${summarise(path.join(out, name), Number(flags.top))}`);
}

function readdirSyncSafe(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
