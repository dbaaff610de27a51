import { connect, type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FreshDatabase, freshDatabase, testDialects } from './test/databases.ts';
import {
  buildCompiledServer,
  demoSignInStatus,
  type ServerProcess,
  startServerProcess,
} from './test/server-process.ts';

// The real process, compiled as production runs it (docs/decisions/0001-runtime.md): start-up seeding by
// environment (DESIGN §2, §4) and the graceful close on SIGTERM. Each test has its own fresh database.
const PROCESS_TIMEOUT_MS = 120_000;
const INGEST_KEY = 'process-test-ingest-key-0123';
const SIGN_IN_BODY = JSON.stringify({ email: 'installer@demo.test', password: 'demo-installer' });

/** Sends a request's head and the first part of its body over a raw socket, leaving it in flight. */
function startSlowSignIn(port: number): { socket: Socket; answer: Promise<string>; finish(): void } {
  const socket = connect(port, '127.0.0.1');
  const half = Math.floor(SIGN_IN_BODY.length / 2);
  socket.write(
    'POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(SIGN_IN_BODY)}\r\n\r\n${SIGN_IN_BODY.slice(0, half)}`,
  );
  const answer = new Promise<string>((resolve) => {
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    // A cut connection may end in ECONNRESET: what was received by then is the answer either way.
    socket.on('error', () => {});
    socket.on('close', () => resolve(received));
  });
  return { socket, answer, finish: () => socket.write(SIGN_IN_BODY.slice(half)) };
}

/** Resolves once a new TCP connection to the port is refused (the server no longer accepts any). */
async function waitUntilRefused(port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const probe = connect(port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve(false);
      });
      probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return;
    if (Date.now() > deadline) throw new Error(`port ${port} still accepts connections`);
    await delay(50);
  }
}

describe('compiled server process', () => {
  beforeAll(() => buildCompiledServer(), 180_000);

  for (const dialect of testDialects()) {
    describe(`[${dialect}]`, () => {
      let database: FreshDatabase | undefined;
      let server: ServerProcess | undefined;
      const start = async (env: Record<string, string>) => {
        database = await freshDatabase(dialect);
        server = await startServerProcess({ DATABASE_URL: database.url, INGEST_KEY, ...env });
        return server;
      };
      afterEach(async () => {
        await server?.cleanUp();
        await database?.drop();
        server = undefined;
        database = undefined;
      });

      it(
        'production on a fresh database seeds no demo data: the published demo password is refused',
        async () => {
          const running = await start({ NODE_ENV: 'production' });
          expect(await demoSignInStatus(running.baseUrl)).toBe(401);
          running.child.kill('SIGTERM');
          expect((await running.exited).code).toBe(0);
          expect(running.output()).not.toMatch(/demo data seeded|Demo sign-in|SEED_DEMO/);
        },
        PROCESS_TIMEOUT_MS,
      );

      it(
        'production seeds the demo data only when SEED_DEMO=1 asks, and logs a warning',
        async () => {
          const running = await start({ NODE_ENV: 'production', SEED_DEMO: '1' });
          expect(await demoSignInStatus(running.baseUrl)).toBe(200);
          const warnings = running
            .output()
            .split('\n')
            .filter((line) => line.startsWith('{'))
            .map((line) => JSON.parse(line) as { level: number; msg: string; seeded?: boolean })
            .filter((entry) => entry.level === 40 && entry.msg.includes('SEED_DEMO=1 in production'));
          expect(warnings).toHaveLength(1);
          expect(warnings[0]?.seeded).toBe(true);
        },
        PROCESS_TIMEOUT_MS,
      );

      it(
        'development seeds the demo data on a fresh database without being asked',
        async () => {
          const running = await start({ NODE_ENV: 'development' });
          expect(await demoSignInStatus(running.baseUrl)).toBe(200);
          expect(running.output()).toMatch(/demo data seeded/);
          expect(running.output()).not.toMatch(/SEED_DEMO=1 in production/);
        },
        PROCESS_TIMEOUT_MS,
      );

      it(
        'SIGTERM refuses new connections, lets the request in flight finish with its answer, then exits 0',
        async () => {
          const running = await start({ NODE_ENV: 'production', SEED_DEMO: '1' });
          const slow = startSlowSignIn(running.port);
          await running.waitForOutput(/"url":"\/api\/v1\/auth\/login".*"msg":"incoming request"/);

          running.child.kill('SIGTERM');
          await waitUntilRefused(running.port);
          slow.finish();

          const answer = await slow.answer;
          expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
          expect(answer).toMatch(/\r\nconnection: close\r\n/i);
          expect(answer).toMatch(/"token":"[^"]+"/);
          expect(await running.exited).toEqual({ code: 0, signal: null });
          expect(running.output()).toMatch(/"msg":"closed"/);
        },
        PROCESS_TIMEOUT_MS,
      );

      it(
        'a request still in flight after SHUTDOWN_TIMEOUT_MS is cut, and the exit code says so',
        async () => {
          const running = await start({ NODE_ENV: 'development', SHUTDOWN_TIMEOUT_MS: '300' });
          const slow = startSlowSignIn(running.port);
          await running.waitForOutput(/"url":"\/api\/v1\/auth\/login".*"msg":"incoming request"/);

          running.child.kill('SIGTERM');
          expect(await slow.answer).toBe('');
          expect(await running.exited).toEqual({ code: 1, signal: null });
          expect(running.output()).toMatch(/after the shutdown timeout/);
        },
        PROCESS_TIMEOUT_MS,
      );
    });
  }
});
