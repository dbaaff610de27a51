import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/** Whether Debian's redis-server is installed (`.ci/run` installs it; a developer may not have it). */
export function hasRedisServer(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** A TCP port nothing listens on right now (the kernel's choice, then released). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface RedisServer {
  url: string;
  /** Stops the server by its PID and waits until it has exited. */
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 30_000;

/** Resolves once redis-server says it accepts connections; rejects if it exits or stays silent. */
function whenReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => fail(new Error(`redis-server not ready in 30 s:\n${output}`)),
      READY_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) finish();
    };
    const onExit = (code: number | null) => fail(new Error(`redis-server exited (${code}):\n${output}`));
    const cleanUp = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
    };
    const finish = () => {
      cleanUp();
      resolve();
    };
    const fail = (error: Error) => {
      cleanUp();
      reject(error);
    };
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}

/**
 * A throwaway Redis for one test file: no persistence, its own free port, stopped by its PID. A port
 * taken between choosing and binding it is retried with another.
 */
export async function startRedisServer(): Promise<RedisServer> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    try {
      await whenReady(child);
    } catch (error) {
      process.off('exit', killOnExit);
      child.kill('SIGKILL');
      lastError = error;
      continue;
    }
    // Its log is not needed once it is ready; reading on keeps the pipe from filling.
    child.stdout?.resume();
    return {
      url: `redis://127.0.0.1:${port}`,
      stop: async () => {
        process.off('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      },
    };
  }
  throw lastError;
}
