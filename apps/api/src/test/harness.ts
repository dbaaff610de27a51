import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import * as z from 'zod/mini';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { createDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed.ts';
import type { PhotoStore } from '../storage/photo-store.ts';
import { type DialectName, freshDatabase, testDialects } from './databases.ts';

export const DEMO_INSTALLER = 'installer@demo.test';
export const OTHER_INSTALLER = 'other@demo.test';
export const DEMO_PASSWORD = 'demo-installer';
export const TEST_INGEST_KEY = 'test-ingest-key-0123456789';
/** The demo customer's personal space (docs/decisions/0021-customer-space.md). */
const DEMO_CUSTOMER = 'client@demo.test';
const DEMO_CUSTOMER_PASSWORD = 'demo-client';

export interface TestResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or the text when the body is not JSON. */
  body: unknown;
}

interface RequestOptions {
  token?: string;
  body?: unknown;
  /** Sent as is, for malformed-input tests. */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
}

/** A running server on a freshly migrated and seeded database, reached over real HTTP. */
export interface TestServer {
  dialect: DialectName;
  app: FastifyInstance;
  db: Db;
  config: Config;
  baseUrl: string;
  request(method: string, urlPath: string, options?: RequestOptions): Promise<TestResponse>;
  /** Signs in (demo installer by default) and returns the bearer token. */
  login(email?: string): Promise<string>;
  /** Signs the demo customer in to their personal space and returns the customer's bearer token. */
  loginCustomer(): Promise<string>;
}

export interface ServerOptions {
  env?: Record<string, string>;
  /** A database of the test's own (a cluster it stops and starts), used as it is and never dropped. */
  databaseUrl?: string;
  rateLimits?: Partial<Config['rateLimits']>;
  /** A photo store in place of the `UPLOAD_DIR` folder (e.g. one whose disk is full). */
  photoStore?: (uploadDir: string) => PhotoStore;
  /** Receives the server's log lines (with LOG_LEVEL in `env`; the tests log nothing by default). */
  logStream?: { write(line: string): void };
}

export async function startTestServer(dialect: DialectName, options: ServerOptions = {}) {
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => undefined }
    : await freshDatabase(dialect);
  const files = mkdtempSync(path.join(tmpdir(), 'installer-files-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    UPLOAD_DIR: path.join(files, 'uploads'),
    OUTBOX_DIR: path.join(files, 'outbox'),
    WEB_DIST: path.join(files, 'no-web'),
    INGEST_KEY: TEST_INGEST_KEY,
    LOG_LEVEL: 'silent',
    PORT: '0',
    // No background upkeep in tests unless a test turns it on.
    MAINTENANCE_INTERVAL_MINUTES: '0',
    // No background address completion either: its suites run it by hand, or turn it on.
    ADDRESS_RETRY_SECONDS: '0',
    // Suites send many invitations to a few addresses; the bound's own tests lower it.
    INVITATIONS_PER_RECIPIENT: '1000',
    ...options.env,
  });
  // Generous limits so suites are not throttled; rate-limit tests lower them explicitly.
  config.rateLimits = {
    login: 1000,
    lookup: 10_000,
    errorLog: 1000,
    prime: 1000,
    report: 1000,
    reportMisses: 1000,
    ...options.rateLimits,
  };
  const { db, destroy } = createDatabase(config.databaseUrl);
  await migrateToLatest(db);
  await seedDemoData(db);
  const app = await buildApp({
    config,
    db,
    photoStore: options.photoStore?.(config.uploadDir),
    logStream: options.logStream,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const request = requestTo(address);

  const login = async (email = DEMO_INSTALLER): Promise<string> => {
    const res = await request('POST', '/api/v1/auth/login', { body: { email, password: DEMO_PASSWORD } });
    const token = (res.body as { data?: { token?: string } } | null)?.data?.token;
    if (res.status !== 200 || !token)
      throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return token;
  };

  const loginCustomer = async (): Promise<string> => {
    const res = await request('POST', '/api/v1/customer/auth/login', {
      body: { email: DEMO_CUSTOMER, password: DEMO_CUSTOMER_PASSWORD },
    });
    const token = (res.body as { data?: { token?: string } } | null)?.data?.token;
    if (res.status !== 200 || !token)
      throw new Error(`customer login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return token;
  };

  const server: TestServer = { dialect, app, db, config, baseUrl: address, request, login, loginCustomer };
  const stop = async () => {
    await app.close();
    await destroy();
    await database.drop();
    rmSync(files, { recursive: true, force: true });
  };
  return { server, stop };
}

/** Real HTTP requests to a server listening at `address`, with the harness's JSON conventions. */
export function requestTo(address: string): TestServer['request'] {
  return async (method, urlPath, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let payload: string | Buffer | undefined;
    if (opts.rawBody !== undefined) payload = opts.rawBody;
    else if (opts.body !== undefined) {
      payload = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(address + urlPath, { method, headers, body: payload });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: response.status, headers: response.headers, body };
  };
}

/**
 * A second instance of the server on the same database and configuration (DESIGN §2 several instances),
 * with its own connection pool, as a load balancer's second backend would be.
 */
export async function startSecondInstance(server: TestServer) {
  const { db, destroy } = createDatabase(server.config.databaseUrl);
  const app = await buildApp({ config: server.config, db });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    request: requestTo(address),
    stop: async () => {
      await app.close();
      await destroy();
    },
  };
}

/**
 * Runs a suite once per database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), each on its own
 * freshly migrated and seeded database behind a real HTTP server.
 */
export function describeEachDatabase(
  title: string,
  suite: (server: () => TestServer) => void,
  options: ServerOptions = {},
): void {
  for (const dialect of testDialects()) {
    describe(`${title} [${dialect}]`, () => {
      let current: TestServer | undefined;
      let stop: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const started = await startTestServer(dialect, options);
        current = started.server;
        stop = started.stop;
      }, 60_000);
      afterAll(async () => {
        await stop?.();
      });
      suite(() => {
        if (!current) throw new Error('test server not started');
        return current;
      });
    });
  }
}

/** Parses a body with a contracts schema, failing the test with the issues when it does not match. */
export function parseBody<S extends z.core.$ZodType>(schema: S, res: TestResponse): z.output<S> {
  const parsed = z.safeParse(schema, res.body);
  if (!parsed.success) {
    throw new Error(
      `body does not match (status ${res.status}): ${JSON.stringify(res.body)}\n${parsed.error}`,
    );
  }
  return parsed.data;
}
