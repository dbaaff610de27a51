import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness.ts';
import { idempotently } from './idempotency.ts';

/**
 * docs/decisions/0003-idempotency-keys.md, the fencing token: a holder whose claim was taken over (its lease
 * ran out while it could not renew it, and another request claimed the key) never stores its answer. Inside a
 * transaction its work is rolled back; the request then answers what the new holder stored.
 */
describeEachDatabase('Idempotency-Key claims: a lost claim stores nothing', (server) => {
  /** What another instance's takeover writes: a new claim time and holder, then that holder's answer. */
  const takeOverAndAnswer = (key: string, answer: string) =>
    server()
      .db.updateTable('idempotency_keys')
      .set({
        created_at: new Date(Date.now() + 1).toISOString(),
        holder: 'another-instance',
        response_body: JSON.stringify(answer),
      })
      .where('idempotency_key', '=', key)
      .execute();

  it('answers the new holder’s answer, not its own', async () => {
    const installer = await server()
      .db.selectFrom('installers')
      .select('id_installer')
      .executeTakeFirstOrThrow();
    const outcome = await idempotently<string>(
      { db: server().db, idInstaller: installer.id_installer, key: 'fenced-plain', request: { a: 1 } },
      async () => {
        await takeOverAndAnswer('fenced-plain', 'theirs');
        return 'mine';
      },
    );
    expect(outcome).toEqual({ answer: 'theirs', replayed: true });
  });

  it('rolls back the work of its transaction', async () => {
    const installer = await server()
      .db.selectFrom('installers')
      .select('id_installer')
      .executeTakeFirstOrThrow();
    const db = server().db;
    const outcome = await idempotently<string>(
      { db, idInstaller: installer.id_installer, key: 'fenced-transaction', request: { a: 2 } },
      async (record) => {
        await takeOverAndAnswer('fenced-transaction', 'theirs');
        return db.transaction().execute(async (trx) => {
          await trx
            .insertInto('error_logs')
            .values({
              error: 'written by a holder that lost its claim',
              message: '',
              ip_address: '127.0.0.1',
              user_agent: null,
              created_at: new Date().toISOString(),
            })
            .execute();
          await record(trx, 'mine');
          return 'mine';
        });
      },
    );
    expect(outcome).toEqual({ answer: 'theirs', replayed: true });
    const written = await db
      .selectFrom('error_logs')
      .select('error')
      .where('error', '=', 'written by a holder that lost its claim')
      .execute();
    expect(written).toEqual([]);
  });
});
