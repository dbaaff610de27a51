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
import { FLOOR_DEVICE_NUMBER, sameDeviceCheck } from './floor.ts';
import { type LoadFigures, load, sendEachTokenOnce } from './load.ts';
import type { PostgresCluster } from './postgres.ts';
import { type MeasuredFigures, measuredLoad } from './server-cpu.ts';
import { startApiServer, startBareFastify, startBareRead, startDeviceCheckFloor } from './servers.ts';
import { median } from './stats.ts';

export interface ApiBenchOptions {
  dir: string;
  connections: number;
  seconds: number;
  /** How many signed-in installers the polling run rotates through. */
  installers: number;
  /** Pairs (reference, ours) measured for each of our runs; each figure is the median of its pairs. */
  rounds: number;
  /** Extra environment of our server (REDIS_URL for the "with Redis" figures). */
  env?: Record<string, string>;
  /** A label for the figures of this configuration, e.g. "with Redis"; the dialect alone by default. */
  variant?: string;
}

/** One pair: a run of ours and the runs of the references just beside it, each with its server's CPU. */
interface Pair {
  ours: MeasuredFigures;
  read: MeasuredFigures;
  bare: MeasuredFigures;
}

/** The median and the spread (lowest, highest) of one figure over the pairs. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** One of our runs over its pairs: the run of the median pair, the medians and every pair. */
interface RunFigures extends MeasuredFigures {
  /** req/s of ours over req/s of the bare route, per pair. */
  vsBare: Spread;
  /** req/s of ours over req/s of the bare route's one prepared read, per pair. */
  vsRead: Spread;
  /** Server CPU per request (us): ours, the bare read's and the bare route's, medians over the pairs. */
  cpu: { ours: number; read: number; bare: number };
  /** The references' req/s in the median pair (of vsRead). */
  readRps: number;
  bareRps: number;
  pairs: Pair[];
}

export interface DialectFigures {
  dialect: 'sqlite' | 'postgres';
  variant?: string;
  /** The bare route's run of median req/s (one a round). */
  bare: MeasuredFigures;
  /** The bare route doing one prepared read by key on the same database (bench/reference/bare-read.ts). */
  bareRead: RunFigures;
  firstEmission: RunFigures;
  isInstallable: RunFigures;
  /**
   * The device check's work alone, hand-written on node:http (bench/reference/device-check-floor.ts): how near
   * the read any server answering the check can get (docs/decisions/0020-hot-paths.md, tenth step).
   */
  checkFloor: RunFigures;
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

function spread(values: number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** A run's figures over its pairs: each ratio is read within its pair, then the median of the pairs taken. */
function overPairs(pairs: Pair[]): RunFigures {
  const vsRead = pairs.map(({ ours, read }) => ours.rps / read.rps);
  const vsBare = pairs.map(({ ours, bare }) => ours.rps / bare.rps);
  const middle = spread(vsRead).median;
  // The pair whose ratio is nearest the median stands for the run (its req/s and latencies).
  const nearest = pairs.reduce((best, pair) =>
    Math.abs(pair.ours.rps / pair.read.rps - middle) < Math.abs(best.ours.rps / best.read.rps - middle)
      ? pair
      : best,
  );
  return {
    ...nearest.ours,
    vsBare: spread(vsBare),
    vsRead: spread(vsRead),
    cpu: {
      ours: median(pairs.map((pair) => pair.ours.cpuPerRequest)),
      read: median(pairs.map((pair) => pair.read.cpuPerRequest)),
      bare: median(pairs.map((pair) => pair.bare.cpuPerRequest)),
    },
    readRps: nearest.read.rps,
    bareRps: nearest.bare.rps,
    pairs,
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
  // After the tokens: the floor reads the sessions once, at start.
  const floorServer = await startDeviceCheckFloor(options.dir, databaseUrl, 'spec');
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
    // The device check's code is compiled before its first pair too, or that pair measures the JIT.
    await load({ label: 'warm-up', url: isInstallableUrl, connections: 10, seconds: 2, tokens: pool });
    const floorUrl = `${floorServer.url}/api/v1/device/${FLOOR_DEVICE_NUMBER}/is_installable`;
    // A floor that answered less than ours would be no floor of ours.
    await sameDeviceCheck(api.url, floorServer.url, pool[0] ?? '');
    await load({ label: 'warm-up', url: floorUrl, connections: 10, seconds: 2, tokens: pool });
    // Steady state: a round lasts longer than the session cache's minute, so each many-installer run began
    // with every session expired, read again in its first seconds (40% of a run's checks on PostgreSQL),
    // where a steady load re-reads 1/60 of them a second. Each such run is preceded by one request per
    // installer, unmeasured (docs/PERFORMANCE.md, "The sessions of the many-installer runs").
    const manyInstallers = async (pid: number, label: string, url: string) => {
      await sendEachTokenOnce(url, pool, options.connections);
      return measuredLoad(pid, {
        label: `${label}, ${pool.length} installers`,
        url,
        tokens: pool,
        ...common,
      });
    };
    const runs = {
      firstEmission: () =>
        measuredLoad(api.pid, {
          label: 'GET first_emission, one installer',
          url: firstEmissionUrl,
          headers: auth,
          ...common,
        }),
      // The device check is rate-limited per installer (as the client look-up is): many installers check
      // at once, one installer cannot hammer it, so this run spreads over the signed-in installers.
      isInstallable: () => manyInstallers(api.pid, 'GET is_installable', isInstallableUrl),
      // The floor keeps every session from its start; the same unmeasured pass keeps the runs alike.
      checkFloor: () => manyInstallers(floorServer.pid, "device check's floor (node:http)", floorUrl),
      polling: () => manyInstallers(api.pid, 'GET first_emission', firstEmissionUrl),
    };
    const bareRun = () =>
      measuredLoad(bareServer.pid, { label: 'bare Fastify route', url: bareUrl, ...common });
    const readRun = () =>
      measuredLoad(readServer.pid, { label: 'bare route, one prepared read', url: readUrl, ...common });
    // The machine is shared: its load moves from one run to the next, by more than a change of ours moves a
    // ratio. So each of our runs is measured in a pair with its reference, the bare read, run just before it
    // in even rounds and just after it in odd ones (a drift of the machine's load within a pair then falls on
    // either side over the rounds); each ratio is read within its pair and the median of the pairs reported
    // with their spread. The bare route runs once a round, first in even rounds and last in odd ones, for
    // the ratio to bare Fastify. The server's own CPU per request, which moves much less with the machine
    // than req/s, is measured over every run.
    const pairs: Record<keyof typeof runs | 'bareRead', Pair[]> = {
      bareRead: [],
      firstEmission: [],
      isInstallable: [],
      checkFloor: [],
      polling: [],
    };
    for (let round = 0; round < Math.max(1, options.rounds); round++) {
      const referenceFirst = round % 2 === 0;
      const bareFirst = referenceFirst ? await bareRun() : null;
      const measured: Array<[keyof typeof runs, MeasuredFigures, MeasuredFigures]> = [];
      for (const name of Object.keys(runs) as Array<keyof typeof runs>) {
        const readBefore = referenceFirst ? await readRun() : null;
        const ours = await runs[name]();
        measured.push([name, ours, readBefore ?? (await readRun())]);
      }
      const bare = bareFirst ?? (await bareRun());
      for (const [name, ours, read] of measured) {
        pairs[name].push({ ours, read, bare });
        pairs.bareRead.push({ ours: read, read, bare });
      }
    }
    await bareServer.stop();
    await readServer.stop();
    await floorServer.stop();
    const bares = [...new Set(pairs.bareRead.map((pair) => pair.bare))].sort((a, b) => a.rps - b.rps);
    const bare = bares[Math.floor((bares.length - 1) / 2)];
    if (!bare) throw new Error('no bare route run');
    const bareRead = overPairs(pairs.bareRead);
    const firstEmission = overPairs(pairs.firstEmission);
    const isInstallable = overPairs(pairs.isInstallable);
    const checkFloor = overPairs(pairs.checkFloor);
    const polling = overPairs(pairs.polling);

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
      checkFloor,
      polling,
      capacityRun,
      installersAt100ms: valid && capacityRun ? Math.floor(capacityRun.rps * POLL_SECONDS) : 0,
    };
  } finally {
    await bareServer.stop();
    await readServer.stop();
    await floorServer.stop();
    await api.stop();
    await pgDatabase?.drop();
  }
}
