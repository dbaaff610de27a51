import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { ROOT_DIR } from '../config.ts';
import { requestTo } from './harness.ts';
import { freePort } from './redis-server.ts';

const READY_TIMEOUT_MS = 90_000;

/** A real server process (main.ts, as `npm start` runs it), to be stopped, or killed as a crash would. */
export interface ApiProcess {
  name: string;
  /** Its process id (the holder of its Idempotency-Key claims names it). */
  pid: number;
  baseUrl: string;
  request: ReturnType<typeof requestTo>;
  /** SIGTERM, and waits until it has exited. */
  stop(): Promise<void>;
  /** SIGKILL, and waits until it has exited: nothing of the process runs after this resolves. */
  kill(): Promise<void>;
}

async function startOn(
  port: number,
  name: string,
  env: Record<string, string>,
  files: string,
): Promise<ApiProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      ...env,
      PORT: String(port),
      UPLOAD_DIR: path.join(files, name, 'uploads'),
      OUTBOX_DIR: path.join(files, name, 'outbox'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const signal = async (name: NodeJS.Signals) => {
    process.off('exit', killOnExit);
    if (ended()) return;
    const exited = once(child, 'exit');
    child.kill(name);
    await exited;
  };
  const stop = () => signal('SIGTERM');
  const kill = () => signal('SIGKILL');
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer yet';
  while (!ended() && Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) {
        return { name, pid: child.pid ?? 0, baseUrl, request: requestTo(baseUrl), stop, kill };
      }
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    // A process we started has no readiness event to wait for: poll its /readyz briefly.
    await delay(100);
  }
  await stop();
  const log = Buffer.concat(output).toString('utf8').slice(-3000);
  throw new Error(`instance ${name} not ready (${child.exitCode ?? last}):\n${log}`);
}

/**
 * Starts `node --import tsx apps/api/src/main.ts` with only the given environment, each instance with its
 * own upload and outbox folders under `files`, and waits until /readyz answers 200. A port taken between
 * choosing it and the server binding it is retried with another.
 */
export async function startApiProcess(
  name: string,
  env: Record<string, string>,
  files: string,
): Promise<ApiProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort(), name, env, files);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}
