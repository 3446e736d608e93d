import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '../../server/db/statement-cache';

describe('SQLite statement cache', () => {
  let sqlite: SQLite.Database;
  beforeEach(() => {
    sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (id integer primary key, name text)');
    sqlite.exec("insert into t (name) values ('a'), ('b'), ('c')");
  });
  afterEach(() => sqlite.close());

  it('returns the same prepared statement for the same SQL, with the results of a fresh one', () => {
    const cached = withStatementCache(sqlite);
    const first = cached.prepare('select name from t where id = ?');
    const second = cached.prepare('select name from t where id = ?');
    expect(second).toBe(first);
    expect(second.get(2)).toEqual(sqlite.prepare('select name from t where id = ?').get(2));
    expect(cached.prepare('select name from t order by id').all()).toEqual([
      { name: 'a' },
      { name: 'b' },
      { name: 'c' },
    ]);
  });

  it('gives a fresh statement while the cached one is still being iterated', () => {
    const cached = withStatementCache(sqlite);
    const text = 'select name from t order by id';
    const iterating = cached.prepare(text);
    const rows = iterating.iterate();
    expect(rows.next().value).toEqual({ name: 'a' });
    const other = cached.prepare(text);
    expect(other).not.toBe(iterating);
    expect(other.all()).toHaveLength(3);
    expect(rows.next().value).toEqual({ name: 'b' });
    rows.return?.();
    expect(cached.prepare(text)).toBe(other);
  });

  it('keeps at most the given number of statements, the least recently used out first', () => {
    const cached = withStatementCache(sqlite, 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(a);
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
  });
});
