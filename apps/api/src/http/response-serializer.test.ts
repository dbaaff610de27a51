import { envelope } from '@installer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { JsonText } from '../answers/json-text.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { freshDatabase } from '../test/databases.ts';
import { startTestServer } from '../test/harness.ts';

const answer = envelope(z.object({ id: z.number(), name: z.nullable(z.string()) }));

/**
 * The server as main.ts builds it for NODE_ENV, with one more route answering whatever the test gives it:
 * what each serializer does with an answer that keeps or breaks its contract.
 */
async function serverFor(env: 'production' | 'test') {
  const database = await freshDatabase('sqlite');
  const config = loadConfig({
    NODE_ENV: env,
    DATABASE_URL: database.url,
    INGEST_KEY: 'serializer-test-ingest-key-0123',
    LOG_LEVEL: 'silent',
    MAINTENANCE_INTERVAL_MINUTES: '0',
  });
  const { db, destroy } = createDatabase(config.databaseUrl);
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  let next: unknown = null;
  app.get('/api/v1/test/answer', { schema: { response: { 200: answer } } }, async () => next);
  await app.ready();
  return {
    answer: async (body: unknown) => {
      next = body;
      const res = await app.inject({ method: 'GET', url: '/api/v1/test/answer' });
      return { status: res.statusCode, text: res.body, type: res.headers['content-type'] };
    },
    stop: async () => {
      await app.close();
      await destroy();
      await database.drop();
    },
  };
}

describe('answers checked against their contracts (docs/decisions/0005-hot-path.md)', () => {
  const servers: Partial<Record<'production' | 'test', Awaited<ReturnType<typeof serverFor>>>> = {};
  beforeAll(async () => {
    servers.test = await serverFor('test');
    servers.production = await serverFor('production');
  }, 60_000);
  afterAll(async () => {
    await servers.test?.stop();
    await servers.production?.stop();
  });
  const on = (env: 'production' | 'test') => {
    const server = servers[env];
    if (!server) throw new Error(`no ${env} server`);
    return server;
  };

  it('tests fail an answer with a key its contract lacks, that production would have sent', async () => {
    const leaky = { data: { id: 1, name: null, password_hash: 'scrypt$...' } };
    const tested = await on('test').answer(leaky);
    expect(tested.status).toBe(500);
    expect(JSON.parse(tested.text)).toEqual({
      error: { code: 'internal', message: 'Internal server error' },
    });
    // Why the check has to be strict: production writes what the route gives it, unchecked.
    expect(JSON.parse((await on('production').answer(leaky)).text)).toEqual(leaky);
  });

  it('tests fail an answer of the wrong type or missing a field', async () => {
    for (const broken of [{ data: { id: '1', name: null } }, { data: { id: 1 } }, { data: null }]) {
      expect((await on('test').answer(broken)).status).toBe(500);
    }
  });

  it('tests fail JSON text that breaks the contract or does not parse', async () => {
    for (const text of ['{"data":{"id":1,"name":null,"extra":true}}', '{"data":{"id":1,', '']) {
      expect((await on('test').answer(new JsonText(text))).status).toBe(500);
    }
  });

  it('sends a valid answer the same on both, whatever the order of its keys', async () => {
    for (const env of ['test', 'production'] as const) {
      const res = await on(env).answer({ data: { name: 'Tank', id: 7 } });
      expect(res.status).toBe(200);
      expect(res.type).toBe('application/json; charset=utf-8');
      expect(res.text).toBe('{"data":{"name":"Tank","id":7}}');
    }
  });

  it('sends JSON text as it is, as JSON', async () => {
    const text = '{"data":{"id":7,"name":"Tank"}}';
    for (const env of ['test', 'production'] as const) {
      const res = await on(env).answer(new JsonText(text));
      expect(res.status).toBe(200);
      expect(res.type).toBe('application/json; charset=utf-8');
      expect(res.text).toBe(text);
    }
  });

  it('is what every API suite runs: the harness starts its servers with NODE_ENV=test', async () => {
    const { server, stop } = await startTestServer('sqlite');
    try {
      // Anything but production gets the checking serializer (app.ts); the suites rely on it.
      expect(server.config.env).toBe('test');
    } finally {
      await stop();
    }
  });
});
