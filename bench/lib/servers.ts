import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, freePort, REPO_ROOT, type ServerProcess, startServerProcess } from './processes.ts';

export const BENCH_INGEST_KEY = 'bench-ingest-key-0123456789';

export interface ApiServerOptions {
  databaseUrl: string;
  dir: string;
  label: string;
  /** The built app to serve; none by default (API only). */
  webDist?: string;
  logLevel?: string;
  env?: Record<string, string>;
  /** The checkout whose server runs (bench/compare-api-cpu.ts); this one by default. */
  root?: string;
}

/**
 * `BENCH_CPU_PROF=<folder>`: each API server writes a V8 CPU profile there when it stops (open it in Chrome
 * DevTools' Performance panel or speedscope), to see where a run's time goes before and after a change.
 */
function cpuProfileArgs(): string[] {
  const folder = process.env.BENCH_CPU_PROF;
  return folder ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(folder)}`] : [];
}

const builtRoots = new Set<string>();

/** The checkout's server compiled as `npm start` compiles it (scripts/build-server.mjs), once per bench process. */
function buildServer(root: string): void {
  if (builtRoots.has(root)) return;
  const build = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-server.mjs'), root], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`the server of ${root} did not compile`);
  builtRoots.add(root);
}

/**
 * Our server exactly as `npm start` runs it: compiled, `node --conditions=installer-compiled
 * apps/api/dist/main.js` on the Node that runs the bench (docs/decisions/0001-runtime.md); it migrates and
 * seeds a fresh database itself. Until 2026-11-28 the bench ran `apps/api/src/main.ts` through tsx, whose
 * loader cost the server on Node 24 about 20 us a request that production never pays (docs/PERFORMANCE.md).
 * Request logs go to a file at `warn` by default, so the figures measure the server, not the disk.
 */
export function startApiServer(options: ApiServerOptions): Promise<ServerProcess> {
  const root = options.root ?? REPO_ROOT;
  buildServer(root);
  const files = path.join(options.dir, options.label);
  mkdirSync(files, { recursive: true });
  return freePort().then((port) =>
    startServerProcess({
      label: options.label,
      args: [
        ...cpuProfileArgs(),
        '--conditions=installer-compiled',
        path.join(root, 'apps/api/dist/main.js'),
      ],
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: options.databaseUrl,
        SEED_DEMO: '1',
        DEMO_EMIT: '0',
        INGEST_KEY: BENCH_INGEST_KEY,
        UPLOAD_DIR: path.join(files, 'uploads'),
        OUTBOX_DIR: path.join(files, 'outbox'),
        WEB_DIST: options.webDist ?? path.join(files, 'no-web'),
        LOG_LEVEL: options.logLevel ?? 'warn',
        ...options.env,
      },
      port,
      readyPath: '/readyz',
      logDir: options.dir,
    }),
  );
}

/**
 * A reference server's arguments: the TypeScript file as plain Node runs it where Node strips types itself
 * (22.18 and later: no loader on its requests' path, as none is on our compiled server's), through tsx on
 * Node 20, which cannot run TypeScript alone; there tsx cost the bare read nothing measurable, against about
 * 5 us a request on Node 24 (docs/PERFORMANCE.md, sixth round).
 */
function referenceArgs(file: string): string[] {
  const stripsTypes = (process.features as { typescript?: string | false }).typescript;
  return stripsTypes ? [file] : ['--import', 'tsx', file];
}

/** The reference: a bare Fastify route in its own process (bench/reference/bare-fastify.ts). */
export async function startBareFastify(dir: string): Promise<ServerProcess> {
  return startServerProcess({
    label: 'bare-fastify',
    args: referenceArgs(path.join(BENCH_DIR, 'reference/bare-fastify.ts')),
    env: {},
    port: await freePort(),
    readyPath: '/healthz',
    logDir: dir,
  });
}

/**
 * The second reference: the bare route doing one prepared read by key on `databaseUrl`, the database our server
 * of the same run uses (bench/reference/bare-read.ts).
 */
export async function startBareRead(dir: string, databaseUrl: string): Promise<ServerProcess> {
  return startServerProcess({
    label: 'bare-read',
    args: referenceArgs(path.join(BENCH_DIR, 'reference/bare-read.ts')),
    env: { DATABASE_URL: databaseUrl },
    port: await freePort(),
    readyPath: '/healthz',
    logDir: dir,
  });
}

/**
 * The device check's floor: only the work the specification asks of a check, on `node:http` or as a bare
 * Fastify route's handler (bench/reference/device-check-floor.ts). `small`: that work answering the bare
 * read's three fields. It reads the sessions once at start: insert the tokens first.
 */
export async function startDeviceCheckFloor(
  dir: string,
  databaseUrl: string,
  answer: 'spec' | 'small',
  server: 'node:http' | 'fastify' = 'node:http',
): Promise<ServerProcess> {
  return startServerProcess({
    label: `device-check-floor-${answer}-${server.replace(':', '-')}`,
    args: referenceArgs(path.join(BENCH_DIR, 'reference/device-check-floor.ts')),
    env: { DATABASE_URL: databaseUrl, FLOOR_ANSWER: answer, FLOOR_SERVER: server },
    port: await freePort(),
    readyPath: '/healthz',
    logDir: dir,
  });
}
