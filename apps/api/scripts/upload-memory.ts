/**
 * README, Photo uploads: what photo uploads cost the server in memory. Starts a real server process on a fresh
 * SQLite database (or DATABASE_URL), samples its resident set size from /proc (Linux), and sends 32 uploads
 * of 9.9 MB at once with one token, then 32 more once that installer's hourly quota is spent:
 * `npm run upload-memory -w apps/api [-- --root <another checkout> --uploads 32]`. `--root` runs the server
 * of another checkout (its node_modules linked to this one's) to compare before and after a change.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { rawRequest } from '../src/test/raw-http.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OWN_ROOT = path.resolve(HERE, '../../..');
const { values: flags } = parseArgs({
  options: {
    root: { type: 'string', default: OWN_ROOT },
    uploads: { type: 'string', default: '32' },
  },
});
const ROOT = path.resolve(String(flags.root));
const UPLOADS = Number(flags.uploads);
/** The size the operator measured: 9.9 MB of photo, 13.2 MB of base64 in its JSON body. */
const STREAMED_CHARACTERS = 13_200_000;

function photoBody(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return Buffer.from(JSON.stringify({ base64_string: `data:image/jpeg;base64,${bytes.toString('base64')}` }));
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The process's resident set size in MB, from /proc. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

interface Server {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>, files: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: process.env.DATABASE_URL ?? `sqlite:${path.join(files, 'installer.db')}`,
      UPLOAD_DIR: path.join(files, 'uploads'),
      OUTBOX_DIR: path.join(files, 'outbox'),
      WEB_DIST: path.join(files, 'no-web'),
      SEED_DEMO: '1',
      DEMO_EMIT: '0',
      INGEST_KEY: 'upload-memory-ingest-key-0123',
      LOG_LEVEL: 'warn',
      MAINTENANCE_INTERVAL_MINUTES: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) {
      return {
        child,
        url,
        stop: async () => {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
    // A process has no readiness event to wait for: ask again shortly.
    await delay(100);
  }
  child.kill('SIGKILL');
  throw new Error('server not ready in 60 s');
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'installer@demo.test', password: 'demo-installer' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/**
 * One upload on a raw socket that reads the answer even when the server gives it before the body (and then
 * closes): fetch would report such a refusal as a network error.
 */
const streamedUpload = (url: string, token: string, device: string) =>
  rawRequest(url, {
    method: 'POST',
    path: `/api/v1/asset/device/${device}/image`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    // "/9j/" is a JPEG's first bytes; the 'A's decode to zeros: 9.9 MB of photo, 13.2 MB of body.
    stream: { prefix: '{"base64_string":"/9j/', size: STREAMED_CHARACTERS, suffix: '"}' },
  }).then(
    (res) => res.status,
    () => 0,
  );

const upload = (url: string, token: string, device: string, body: Buffer) =>
  fetch(`${url}/api/v1/asset/device/${device}/image`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  }).then(
    async (res) => {
      await res.arrayBuffer();
      return res.status;
    },
    () => 0,
  );

/** Sends the uploads at once while sampling the server's RSS every 10 ms. */
async function burst(server: Server, token: string) {
  const pid = server.child.pid ?? 0;
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 10);
  const started = Date.now();
  const statuses = await Promise.all(
    Array.from({ length: UPLOADS }, () => streamedUpload(server.url, token, '10000230')),
  );
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return { before: Math.round(before), peak: Math.round(peak), seconds, statuses: counts };
}

async function main(): Promise<void> {
  if (ROOT !== OWN_ROOT && !existsSync(path.join(ROOT, 'node_modules'))) {
    symlinkSync(path.join(OWN_ROOT, 'node_modules'), path.join(ROOT, 'node_modules'));
  }
  const files = mkdtempSync(path.join(tmpdir(), 'installer-upload-memory-'));
  try {
    const accepted = await startServer({}, path.join(files, 'accepted'));
    try {
      const token = await signIn(accepted.url);
      const figures = await burst(accepted, token);
      console.log(`${UPLOADS} uploads of 9.9 MB at once, one token:`, JSON.stringify(figures));
    } finally {
      await accepted.stop();
    }
    const refused = await startServer({ PHOTO_QUOTA_MB_PER_HOUR: '10' }, path.join(files, 'refused'));
    try {
      const token = await signIn(refused.url);
      // The hour's 10 MiB spent by one photo of the largest size, then every upload is over the quota.
      await upload(refused.url, token, '10000001', photoBody(10 * 1024 * 1024));
      const figures = await burst(refused, token);
      console.log(`${UPLOADS} uploads of 9.9 MB at once, quota spent:`, JSON.stringify(figures));
    } finally {
      await refused.stop();
    }
  } finally {
    rmSync(files, { recursive: true, force: true });
  }
}

await main();
