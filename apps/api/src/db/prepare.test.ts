import { describe, expect, it } from 'vitest';
import { freshDatabase, testDialects } from '../test/databases.ts';
import { createDatabase } from './database.ts';
import { INSTALLERS } from './demo/accounts.ts';
import { migrations } from './migrations/index.ts';
import { prepareDatabase } from './prepare.ts';

/** Instances started at once by the test below: more than two makes a lost race likelier to show. */
const INSTANCES = 3;

describe('start-up preparation (DESIGN §2: instances starting together migrate and seed once)', () => {
  for (const dialect of testDialects()) {
    it(`migrates and seeds a fresh database once, then has nothing to do [${dialect}]`, async () => {
      const database = await freshDatabase(dialect);
      const handle = createDatabase(database.url);
      try {
        expect(await prepareDatabase(handle.db, handle.dialect, { seed: true })).toEqual({
          migrations: Object.keys(migrations),
          seeded: true,
        });
        expect(await prepareDatabase(handle.db, handle.dialect, { seed: true })).toEqual({
          migrations: [],
          seeded: false,
        });
      } finally {
        await handle.destroy();
        await database.drop();
      }
    }, 60_000);
  }

  it.skipIf(!testDialects().includes('postgres'))(
    'lets several instances start at once on one empty PostgreSQL database [postgres]',
    async () => {
      const database = await freshDatabase('postgres');
      // One pool per instance, as separate processes would have.
      const handles = Array.from({ length: INSTANCES }, () => createDatabase(database.url));
      try {
        const outcomes = await Promise.allSettled(
          handles.map((handle) => prepareDatabase(handle.db, handle.dialect, { seed: true })),
        );
        const prepared = outcomes.map((outcome) => {
          if (outcome.status === 'rejected') throw outcome.reason;
          return outcome.value;
        });
        expect(prepared.filter((p) => p.seeded)).toHaveLength(1);
        expect(prepared.flatMap((p) => p.migrations)).toEqual(Object.keys(migrations));
        const [first] = handles;
        const installers = await first?.db.selectFrom('installers').select('email').execute();
        // Seeded once: each demo account once.
        expect(installers?.map((i) => i.email).sort()).toEqual(INSTALLERS.map((i) => i.email).sort());
      } finally {
        await Promise.all(handles.map((handle) => handle.destroy()));
        await database.drop();
      }
    },
    60_000,
  );
});
