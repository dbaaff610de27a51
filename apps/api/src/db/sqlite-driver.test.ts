import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

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
