import { describe, expect, it } from 'vitest';
import { SqliteDatabase } from './sqlite-driver.ts';
import { cachingStatements } from './statement-cache.ts';

describe('cachingStatements', () => {
  it('prepares a SQL text once and hands the same statement back, with its results intact', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const database = cachingStatements(sqlite);
    database.prepare('create table t (n integer)').run([]);
    const insert = database.prepare('insert into t (n) values (?)');
    expect(database.prepare('insert into t (n) values (?)')).toBe(insert);
    for (const n of [1, 2, 3]) database.prepare('insert into t (n) values (?)').run([n]);
    expect(database.prepare('select sum(n) as total from t where n > ?').all([1])).toEqual([{ total: 5 }]);
    database.close();
    expect(sqlite.open).toBe(false);
  });

  it('keeps at most 256 texts, dropping the least recently used first', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const database = cachingStatements(sqlite);
    const first = database.prepare('select 0');
    const second = database.prepare('select 1');
    for (let n = 2; n < 256; n++) database.prepare(`select ${n}`);
    expect(database.prepare('select 0')).toBe(first); // used again: now the most recent
    database.prepare('select 256'); // one text too many: 'select 1' was the least recent
    expect(database.prepare('select 0')).toBe(first);
    expect(database.prepare('select 1')).not.toBe(second);
    database.close();
  });
});
