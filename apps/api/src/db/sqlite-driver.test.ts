import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { SqliteDatabase } from './sqlite-driver.ts';

const driver = fileURLToPath(new URL('./sqlite-driver.ts', import.meta.url));

// docs/decisions/0001-runtime.md: better-sqlite3 12 on Node 24 aborted the process when the garbage collector
// finalised statements during idle time. A process of its own, since the abort takes the whole process down.
it('the SQLite driver this Node loads lets thousands of statements be garbage-collected', () => {
  const script = `
    const { SqliteDatabase } = await import(${JSON.stringify(driver)});
    const db = new SqliteDatabase(':memory:');
    db.exec('create table t (n integer, label text)');
    for (let n = 0; n < 20000; n++) db.prepare('insert into t values (?, ?)').run(n, 'label ' + n);
    const { count } = db.prepare('select count(*) as count from t').get();
    // Idle time is when V8 collects the statements above outside any JavaScript context.
    setTimeout(() => {
      console.log(count);
      db.close();
    }, 300);
  `;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.stderr).not.toMatch(/Assertion failed/);
  expect({ status: run.status, signal: run.signal, stdout: run.stdout.trim() }).toEqual({
    status: 0,
    signal: null,
    stdout: '20000',
  });
}, 90_000);

// docs/decisions/0030-sqlite-joins-prepared-once.md: SQLite 3.54 prepares a join whose key is bound again on
// every call through better-sqlite3 (which clears the bindings after each run), and every hot query of ours is
// such a join. bench/sqlite-join-rebind.ts measures it; before letting a newer SQLite in, run it on Node 20 and
// 24 and see a ratio near 1, then move this bound.
it('the SQLite this Node loads is not one that prepares a join again on every call', () => {
  const db = new SqliteDatabase(':memory:');
  const { version } = db.prepare('select sqlite_version() as version').get() as { version: string };
  db.close();
  expect(version).toMatch(/^3\.53\.\d+$/);
});
