import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const READY_TIMEOUT_MS = 60_000;

/**
 * Compiles the server as `npm start` does (tsc's build mode, only what changed), so the tests below run the
 * very JavaScript production runs (docs/decisions/0001-runtime.md).
 */
export function buildCompiledServer(): void {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const build = spawnSync(process.execPath, [tsc, '--build', 'tsconfig.build.json'], {
    cwd: API_DIR,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`server build failed:\n${build.stdout}${build.stderr}`);
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves when `pattern` appears in the output; rejects if the process exits first. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Removes the process's files; kills it first if it still runs. */
  cleanUp(): Promise<void>;
}

/**
 * Starts `node --conditions=installer-compiled apps/api/dist/main.js` (what `npm start` runs) on a free port
 * chosen by the OS, with only the given environment (nothing leaks in from the developer's shell), and waits
 * until `/readyz` answers 200.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const files = mkdtempSync(path.join(tmpdir(), 'installer-process-'));
  const child = spawn(
    process.execPath,
    ['--conditions=installer-compiled', path.join(API_DIR, 'dist/main.js')],
    {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: '0',
        UPLOAD_DIR: path.join(files, 'uploads'),
        OUTBOX_DIR: path.join(files, 'outbox'),
        WEB_DIST: path.join(files, 'no-web'),
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let running = true;
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    });
  });

  const waitForOutput = (pattern: RegExp, timeoutMs = READY_TIMEOUT_MS) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return;
        finish();
        resolve();
      };
      const onExit = () => {
        finish();
        reject(new Error(`process exited before printing ${pattern}:\n${output}`));
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        child.stdout?.off('data', check);
        child.stderr?.off('data', check);
        child.off('exit', onExit);
      };
      child.stdout?.on('data', check);
      child.stderr?.on('data', check);
      child.once('exit', onExit);
      if (!running) onExit();
      else check();
    });

  const cleanUp = async () => {
    if (running) {
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(files, { recursive: true, force: true });
  };

  try {
    await waitForOutput(/Server listening at http:\/\/127\.0\.0\.1:\d+/);
    const port = Number(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1]);
    const baseUrl = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      const ready = await fetch(`${baseUrl}/readyz`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ready) break;
      if (!running || Date.now() > deadline) throw new Error(`server never became ready:\n${output}`);
      await delay(100);
    }
    return { child, baseUrl, port, output: () => output, waitForOutput, exited, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** Signs in with the demo installer's published password; answers the HTTP status. */
export async function demoSignInStatus(baseUrl: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'installer@demo.test', password: 'demo-installer' }),
  });
  await res.arrayBuffer();
  return res.status;
}
