import { expect, it } from 'vitest';
import { pruneErrorLog } from '../services/error-log-retention.ts';
import { describeEachDatabase, type TestServer } from '../test/harness.ts';

const LOG = '/api/v1/elastic_search/log';
const DAY_MS = 86_400_000;

const seed = (server: TestServer, message: string, agoMs: number) =>
  server.db
    .insertInto('error_logs')
    .values({
      error: 'E',
      message,
      ip_address: '127.0.0.1',
      user_agent: null,
      created_at: new Date(Date.now() - agoMs).toISOString(),
    })
    .execute();

const messages = async (server: TestServer) =>
  (await server.db.selectFrom('error_logs').select('message').orderBy('id_error_log').execute()).map(
    (row) => row.message,
  );

describeEachDatabase(
  'error log retention (ERROR_LOG_RETENTION_DAYS, ERROR_LOG_MAX_ROWS)',
  (server) => {
    it('drops entries older than the retention and all but the newest rows when a report comes in', async () => {
      for (let i = 0; i < 3; i++) await seed(server(), `old ${i}`, 40 * DAY_MS + i);
      for (let i = 0; i < 8; i++) await seed(server(), `recent ${i}`, (8 - i) * 60_000);
      const res = await server().request('POST', LOG, { body: { error: 'E', message: 'newest' } });
      expect(res.status).toBe(202);
      expect(await messages(server())).toEqual(['recent 4', 'recent 5', 'recent 6', 'recent 7', 'newest']);
      // At the limit nothing more goes.
      expect(await pruneErrorLog(server().db, server().config.errorLogRetention)).toBe(0);
      expect(await messages(server())).toHaveLength(5);
    });

    it('ages a quiet log too: the retention in days holds without new reports', async () => {
      await server().db.deleteFrom('error_logs').execute();
      await seed(server(), 'aging', 29 * DAY_MS);
      await seed(server(), 'fresh', DAY_MS);
      expect(await pruneErrorLog(server().db, server().config.errorLogRetention)).toBe(0);
      const twoDaysLater = Date.now() + 2 * DAY_MS;
      expect(await pruneErrorLog(server().db, server().config.errorLogRetention, twoDaysLater)).toBe(1);
      expect(await messages(server())).toEqual(['fresh']);
    });
  },
  { env: { ERROR_LOG_RETENTION_DAYS: '30', ERROR_LOG_MAX_ROWS: '5' } },
);
