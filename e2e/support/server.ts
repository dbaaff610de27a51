import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { DATABASE_FILE, REPO_ROOT, RUN_DIR, WEB_DIST } from './paths.ts';

export const BEEHIVE_HOST = 'bee.localhost';
/** A beehive host only the server's BEEHIVE_HOSTS names: the app must learn it at run time (spec §1). */
export const RUNTIME_BEEHIVE_HOST = 'hive.localhost';
const READY_TIMEOUT_MS = 60_000;

export interface ServerOptions {
  /** Where the database, uploads, outbox and log go (the run directory by default). */
  dir?: string;
  /** More configuration, e.g. `SMTP_URL` or `DEMO_EMIT` for a journey that needs its own server. */
  env?: Record<string, string>;
}

export interface RunningServer {
  baseURL: string;
  beehiveURL: string;
  ingestKey: string;
  databaseFile: string;
  uploadDir: string;
  outboxDir: string;
  logFile: string;
  stop(): Promise<void>;
}

/** The same server under the host only BEEHIVE_HOSTS names (Chromium resolves *.localhost to 127.0.0.1). */
export function runtimeBeehiveURL(beehiveURL: string): string {
  const url = new URL(beehiveURL);
  url.hostname = RUNTIME_BEEHIVE_HOST;
  return url.origin;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the real API server (`apps/api/src/main.ts`, the same entry `npm start` uses) on a free port with a
 * fresh SQLite database in `dir`; it migrates and seeds the demo data itself (DESIGN §4).
 */
export async function startServer({ dir = RUN_DIR, env = {} }: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const databaseFile = dir === RUN_DIR ? DATABASE_FILE : path.join(dir, 'e2e.db');
  const uploadDir = path.join(dir, 'uploads');
  const outboxDir = path.join(dir, 'outbox');
  await mkdir(uploadDir, { recursive: true });
  await mkdir(outboxDir, { recursive: true });
  const ingestKey = `e2e-ingest-${port}-${Date.now()}`;
  const logFile = path.join(dir, 'server.log');
  const log = createWriteStream(logFile);

  // Variables a developer may have exported for their own server must not leak into this one.
  const { SMTP_URL, EXTERNAL_CONFIG_URL, PUBLIC_URL, CORS_ORIGINS, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${databaseFile}`,
      UPLOAD_DIR: uploadDir,
      OUTBOX_DIR: outboxDir,
      DEMO_EMIT: '0',
      INGEST_KEY: ingestKey,
      BEEHIVE_HOSTS: `${BEEHIVE_HOST},${RUNTIME_BEEHIVE_HOST}`,
      WEB_DIST,
      LOG_LEVEL: 'warn',
      // Every journey invites the same demo customers into one server: the per-recipient bound (checked in the
      // API suite, routes/invitation-bound.test.ts) would refuse the eleventh, whichever journey that falls to.
      INVITATIONS_PER_RECIPIENT: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  // Errors of the running server are what explains a failing journey: show them as they happen. Before it
  // is ready, a failure to start reports the whole output at once instead.
  let ready = false;
  child.stderr?.on('data', (chunk: Buffer) => {
    if (ready) process.stderr.write(`[server] ${chunk}`);
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (ready && /"level":(50|60)/.test(line)) process.stderr.write(`[server] ${line}\n`);
    }
  });
  // Never leave the server behind, even when the runner is stopped without teardown.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(child, `${baseURL}/readyz`);
    ready = true;
  } catch (error) {
    child.kill('SIGKILL');
    const output = await readFile(logFile, 'utf8').catch(() => '');
    throw new Error(
      `${(error as Error).message}\n--- server output (${logFile}) ---\n${output.slice(-4000)}`,
    );
  }

  return {
    baseURL,
    beehiveURL: `http://${BEEHIVE_HOST}:${port}`,
    ingestKey,
    databaseFile,
    uploadDir,
    outboxDir,
    logFile,
    async stop() {
      process.off('exit', killOnExit);
      await stopChild(child);
      log.end();
    },
  };
}

async function waitUntilReady(child: ChildProcess, url: string): Promise<void> {
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `the API server exited (${signal ?? `code ${code}`}) before it was ready`;
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited) throw new Error(exited);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    // Polling a process we started: there is no event to wait for, so poll briefly.
    await delay(200);
  }
  throw new Error(`the API server was not ready within ${READY_TIMEOUT_MS / 1000} s at ${url}: ${last}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), delay(10_000).then(() => true)]);
  if (timedOut) {
    child.kill('SIGKILL');
    await exited;
  }
}
