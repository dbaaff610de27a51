import type { Session } from '@installer/contracts';
import {
  freshPostgresDatabase,
  insertTokens,
  prepareDemoDatabase,
  sqliteUrl,
  withDatabase,
} from './database.ts';
import {
  call,
  checkDevice,
  DEMO_INSTALLER,
  ingest,
  signIn,
  tankInstallation,
  tankReferences,
} from './demo-api.ts';
import { type LoadFigures, load } from './load.ts';
import type { PostgresCluster } from './postgres.ts';
import { startApiServer, startBareFastify, startBareRead } from './servers.ts';

export interface ApiBenchOptions {
  dir: string;
  connections: number;
  seconds: number;
  /** How many signed-in installers the polling run rotates through. */
  installers: number;
  /** Rounds of (bare route, then each of our runs); each figure is the round with the median ratio. */
  rounds: number;
  /** Extra environment of our server (REDIS_URL for the "with Redis" figures). */
  env?: Record<string, string>;
  /** A label for the figures of this configuration, e.g. "with Redis"; the dialect alone by default. */
  variant?: string;
}

/** One of our runs, with the references' runs of the same round it is compared to. */
interface RunFigures extends LoadFigures {
  /** req/s of this run over req/s of the bare route in the same round. */
  vsBare: number;
  bareRps: number;
  /** The ratio of every round, to see the spread. */
  rounds: number[];
  /** req/s of this run over req/s of the bare route's one prepared read, same round (the round of median vsRead). */
  vsRead: number;
  readRps: number;
  readRounds: number[];
}

export interface DialectFigures {
  dialect: 'sqlite' | 'postgres';
  variant?: string;
  /** The bare route's run of median req/s. */
  bare: LoadFigures;
  /** The bare route doing one prepared read by key on the same database (bench/reference/bare-read.ts), run of median req/s. */
  bareRead: RunFigures;
  firstEmission: RunFigures;
  isInstallable: RunFigures;
  /** first_emission with a different installer's token on each request (no warm session cache). */
  polling: RunFigures;
  /** The polling run that met p99 < 100 ms, at the most connections that did. */
  capacityRun: LoadFigures | null;
  installersAt100ms: number;
}

/** p99 a poll may take for the installers figure (docs/PERFORMANCE.md, installers one instance holds). */
export const CAPACITY_P99_MS = 100;
/** spec §4 / contracts FIRST_EMISSION_POLL_MS: each installer on the result screen polls every 10 s. */
export const POLL_SECONDS = 10;

async function warmUp(url: string, headers: Record<string, string>): Promise<void> {
  // JIT and connection pools first, so the measured seconds are the steady state.
  await load({ label: 'warm-up', url, connections: 10, seconds: 2, headers });
}

/**
 * A device that has been installed and has sent its first measurement, so first_emission answers a real
 * emission (the poll's steady state on the result screen), as the app would have made it.
 */
async function installedDevice(baseUrl: string, session: Session): Promise<number> {
  const device = await checkDevice(baseUrl, session.token, '10000001');
  const refs = await tankReferences(baseUrl, session);
  const created = await call(baseUrl, 'POST', '/installation/device', {
    token: session.token,
    body: tankInstallation('10000001', refs),
  });
  if (created.status !== 201)
    throw new Error(`installation: ${created.status} ${JSON.stringify(created.data)}`);
  await ingest(baseUrl, {
    device_number: '10000001',
    message_id: `bench-${Date.now()}`,
    data: { mesure: 812, hauteur_liquide: 688, signal_quality: 4, volume: 1020 },
  });
  return device.id_device;
}

function medianBy<T>(items: T[], key: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('no run to take the median of');
  return middle;
}

interface Round {
  run: LoadFigures;
  bare: LoadFigures;
  read: LoadFigures;
}

/** The round of median ratio to each reference, with every round's ratios. */
function medianRun(rounds: Round[]): RunFigures {
  const ratioOf = ({ run, bare }: Round) => run.rps / bare.rps;
  const readRatioOf = ({ run, read }: Round) => run.rps / read.rps;
  const median = medianBy(rounds, ratioOf);
  const medianRead = medianBy(rounds, readRatioOf);
  return {
    ...median.run,
    vsBare: ratioOf(median),
    bareRps: median.bare.rps,
    rounds: rounds.map(ratioOf),
    vsRead: readRatioOf(medianRead),
    readRps: medianRead.read.rps,
    readRounds: rounds.map(readRatioOf),
  };
}

export async function benchDialect(
  dialect: 'sqlite' | 'postgres',
  options: ApiBenchOptions,
  cluster?: PostgresCluster,
): Promise<DialectFigures> {
  const pgDatabase =
    dialect === 'postgres' && cluster ? await freshPostgresDatabase(cluster.adminUrl, 'bench') : null;
  // A database per run: each run installs the demo device it polls, which a second run could not do again.
  const runName = options.variant
    ? `bench-${dialect}-${options.variant.replaceAll(' ', '-')}`
    : `bench-${dialect}`;
  const databaseUrl = pgDatabase?.url ?? sqliteUrl(options.dir, runName);
  await prepareDemoDatabase(databaseUrl);
  const pool = await withDatabase(databaseUrl, (db) => insertTokens(db, DEMO_INSTALLER, options.installers));

  const bareServer = await startBareFastify(options.dir);
  const readServer = await startBareRead(options.dir, databaseUrl);
  const api = await startApiServer({
    databaseUrl,
    dir: options.dir,
    label: `api-${dialect}`,
    ...(options.env ? { env: options.env } : {}),
  });
  try {
    const session = await signIn(api.url);
    const idDevice = await installedDevice(api.url, session);
    const auth = { authorization: `Bearer ${session.token}` };
    const firstEmissionUrl = `${api.url}/api/v1/device/${idDevice}/first_emission`;
    const isInstallableUrl = `${api.url}/api/v1/device/10000001/is_installable`;
    const common = { connections: options.connections, seconds: options.seconds };

    const bareUrl = `${bareServer.url}/bare/1`;
    const readUrl = `${readServer.url}/bare-read/${idDevice}`;
    await warmUp(bareUrl, {});
    await warmUp(readUrl, {});
    await warmUp(firstEmissionUrl, auth);
    const runs = {
      firstEmission: () =>
        load({ label: 'GET first_emission, one installer', url: firstEmissionUrl, headers: auth, ...common }),
      // The device check is rate-limited per installer (as the client look-up is): many installers check
      // at once, one installer cannot hammer it, so this run spreads over the signed-in installers.
      isInstallable: () =>
        load({
          label: `GET is_installable, ${pool.length} installers`,
          url: isInstallableUrl,
          tokens: pool,
          ...common,
        }),
      polling: () =>
        load({
          label: `GET first_emission, ${pool.length} installers`,
          url: firstEmissionUrl,
          tokens: pool,
          ...common,
        }),
    };
    // The machine is shared: its load moves from one run to the next. Each round measures the bare route and
    // the bare route's one prepared read just before our runs, each run is read against those two of its
    // round, and the round of median ratio is kept.
    const bares: LoadFigures[] = [];
    const reads: Round[] = [];
    const ours: Record<keyof typeof runs, Round[]> = {
      firstEmission: [],
      isInstallable: [],
      polling: [],
    };
    for (let round = 0; round < Math.max(1, options.rounds); round++) {
      const bareRun = await load({ label: 'bare Fastify route', url: bareUrl, ...common });
      bares.push(bareRun);
      const readRun = await load({ label: 'bare route, one prepared read', url: readUrl, ...common });
      reads.push({ run: readRun, bare: bareRun, read: readRun });
      for (const name of Object.keys(runs) as Array<keyof typeof runs>) {
        ours[name].push({ run: await runs[name](), bare: bareRun, read: readRun });
      }
    }
    await bareServer.stop();
    await readServer.stop();
    const bare = medianBy(bares, (run) => run.rps);
    const bareRead = medianRun(reads);
    const firstEmission = medianRun(ours.firstEmission);
    const isInstallable = medianRun(ours.isInstallable);
    const polling = medianRun(ours.polling);

    // The installers figure needs p99 under 100 ms: step the connections down until the run meets it.
    let capacityRun: LoadFigures | null = polling.p99 < CAPACITY_P99_MS ? polling : null;
    for (let connections = Math.floor(options.connections / 2); !capacityRun && connections >= 1; ) {
      const run = await load({
        label: `GET first_emission, ${pool.length} installers, ${connections} connections`,
        url: firstEmissionUrl,
        tokens: pool,
        connections,
        seconds: options.seconds,
      });
      if (run.p99 < CAPACITY_P99_MS) capacityRun = run;
      connections = Math.floor(connections / 2);
    }
    const valid = capacityRun && capacityRun.non2xx === 0 && capacityRun.errors === 0;
    return {
      dialect,
      ...(options.variant ? { variant: options.variant } : {}),
      bare,
      bareRead,
      firstEmission,
      isInstallable,
      polling,
      capacityRun,
      installersAt100ms: valid && capacityRun ? Math.floor(capacityRun.rps * POLL_SECONDS) : 0,
    };
  } finally {
    await bareServer.stop();
    await readServer.stop();
    await api.stop();
    await pgDatabase?.drop();
  }
}
