import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, freePort, type ServerProcess, startServerProcess } from './processes.ts';

export const BENCH_INGEST_KEY = 'bench-ingest-key-0123456789';

export interface ApiServerOptions {
  databaseUrl: string;
  dir: string;
  label: string;
  /** The built app to serve; none by default (API only). */
  webDist?: string;
  logLevel?: string;
  env?: Record<string, string>;
}

/**
 * `BENCH_CPU_PROF=<folder>`: each API server writes a V8 CPU profile there when it stops (open it in Chrome
 * DevTools' Performance panel or speedscope), to see where a run's time goes before and after a change.
 */
function cpuProfileArgs(): string[] {
  const folder = process.env.BENCH_CPU_PROF;
  return folder ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(folder)}`] : [];
}

/**
 * Our server exactly as `npm start` runs it (`apps/api/src/main.ts`): it migrates and seeds a fresh database
 * itself. Request logs go to a file at `warn` by default, so the figures measure the server, not the disk.
 */
export function startApiServer(options: ApiServerOptions): Promise<ServerProcess> {
  const files = path.join(options.dir, options.label);
  mkdirSync(files, { recursive: true });
  return freePort().then((port) =>
    startServerProcess({
      label: options.label,
      args: [...cpuProfileArgs(), '--import', 'tsx', 'apps/api/src/main.ts'],
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

/** The reference: a bare Fastify route in its own process (bench/reference/bare-fastify.ts). */
export async function startBareFastify(dir: string): Promise<ServerProcess> {
  return startServerProcess({
    label: 'bare-fastify',
    args: ['--import', 'tsx', path.join(BENCH_DIR, 'reference/bare-fastify.ts')],
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
    args: ['--import', 'tsx', path.join(BENCH_DIR, 'reference/bare-read.ts')],
    env: { DATABASE_URL: databaseUrl },
    port: await freePort(),
    readyPath: '/healthz',
    logDir: dir,
  });
}
