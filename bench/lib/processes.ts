import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH_DIR = path.join(REPO_ROOT, 'bench');

/** A scratch directory for one bench or soak run (databases, uploads, logs). */
export function scratchDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `${prefix}-`));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/** A server in its own process: the load generator never shares its event loop (docs/PERFORMANCE.md). */
export interface ServerProcess {
  url: string;
  pid: number;
  logFile: string;
  /** Resident set size of the process, in bytes, from /proc. */
  rss(): number;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** SIGKILL at once: a crash, as far as the process can tell. */
  kill(): Promise<void>;
}

export interface StartOptions {
  label: string;
  args: string[];
  env: Record<string, string>;
  port: number;
  /** A path that answers 200 once the server is ready. */
  readyPath: string;
  logDir: string;
}

export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const logFile = path.join(options.logDir, `${options.label}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, options.args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntilReady(child, url + options.readyPath);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(
      `${options.label}: ${(error as Error).message}\n${readFileSync(logFile, 'utf8').slice(-3000)}`,
    );
  }
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    logFile,
    rss: () => rssOf(pid),
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timedOut = await Promise.race([exited.then(() => false), delay(10_000).then(() => true)]);
        if (timedOut) child.kill('SIGKILL');
      }
      await exited;
      log.end();
    },
    async kill() {
      process.off('exit', killOnExit);
      child.kill('SIGKILL');
      await exited;
      log.end();
    },
  };
}

async function waitUntilReady(child: ChildProcess, url: string): Promise<void> {
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `exited (${signal ?? `code ${code}`}) before it was ready`;
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(exited);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    // A process we started has no readiness event to wait for: poll briefly.
    await delay(200);
  }
  throw new Error(`not ready within 90 s at ${url}`);
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : 0;
}

/** Runs a command to completion, failing with its output when it fails. */
export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.slice(-3000)}`)),
    );
  });
}

/** `--env KEY=VALUE` flags as an environment: the value is everything after the first `=`. */
export function environmentOf(pairs: string[] = []): Record<string, string> {
  return Object.fromEntries(
    pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}
