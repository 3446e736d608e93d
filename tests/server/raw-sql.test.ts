import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARED } from '../../server/db/prepared-pool';
import {
  executeSql,
  numberedPlaceholders,
  placeholderList,
  queryRows,
  repeated,
  sqlStatement,
} from '../../server/db/raw-sql';
import { engines } from './harness';
import { type LedgerDb, openLedgerDb } from './ledger-fixtures';

describe('hand-written statements', () => {
  it('numbers the placeholders for PostgreSQL in order and keeps them for SQLite', () => {
    const statement = sqlStatement(
      (_engine, count: number) => `select id from t where a = ? and b in (${placeholderList(count)})`,
    );
    expect(statement.text('sqlite', 3)).toBe('select id from t where a = ? and b in (?, ?, ?)');
    expect(statement.text('postgres', 3)).toBe(
      `${PREPARED}select id from t where a = $1 and b in ($2, $3, $4)`,
    );
    expect(numberedPlaceholders('? ?')).toBe('$1 $2');
  });

  it('builds the text once per engine and shape', () => {
    const built: string[] = [];
    const statement = sqlStatement((engine, count: number) => {
      built.push(`${engine}${count}`);
      return `select ${repeated(count, '?', ' + ')}`;
    });
    expect(statement.text('sqlite', 2)).toBe('select ? + ?');
    expect(statement.text('sqlite', 2)).toBe('select ? + ?');
    expect(statement.text('postgres', 2)).toBe(`${PREPARED}select $1 + $2`);
    expect(statement.text('sqlite', 1)).toBe('select ?');
    expect(built).toEqual(['sqlite2', 'postgres2', 'sqlite1']);
  });

  it('refuses an empty IN list', () => {
    expect(() => placeholderList(0)).toThrow();
  });
});

const SELECT_ACTIONS = sqlStatement(
  (_engine, count: number) =>
    `select id, request_id, doc_id from sys_doc_action where tenant_id = ? and id in (${placeholderList(count)}) order by id`,
);

const RENAME_ACTION = sqlStatement(
  () => 'update sys_doc_action set action = ? where tenant_id = ? and doc_id = ?',
);

describe.each(engines)('hand-written statements on %s', (engine) => {
  let l: LedgerDb;
  beforeAll(async () => {
    l = await openLedgerDb(engine);
    await l.db
      .insertInto('sysDocAction')
      .values(
        ['a1', 'a2', 'a3'].map((id) => ({
          id,
          tenantId: 0,
          requestId: `r-${id}`,
          docType: 'command',
          docId: id === 'a3' ? 'other' : 'doc',
          action: 'approve',
          result: null,
          createBy: 'tester',
          createTime: '2026-01-02 03:04:05',
        })),
      )
      .execute();
  });
  afterAll(() => l.close());

  it('answers the rows of a select with camelCase keys, like the query builder', async () => {
    const rows = await queryRows(l.db, SELECT_ACTIONS.text(engine, 2), [0, 'a2', 'a1']);
    const built = await l.db
      .selectFrom('sysDocAction')
      .select(['id', 'requestId', 'docId'])
      .where('tenantId', '=', 0)
      .where('id', 'in', ['a2', 'a1'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual(built);
    expect(rows).toEqual([
      { id: 'a1', requestId: 'r-a1', docId: 'doc' },
      { id: 'a2', requestId: 'r-a2', docId: 'doc' },
    ]);
  });

  it('answers how many rows an update changed, in a transaction', async () => {
    const changed = await l.tx((lc) =>
      executeSql(lc.trx, RENAME_ACTION.text(lc.engine), ['outbound', lc.tenantId, 'doc']),
    );
    expect(changed).toBe(2);
    const actions = await l.db.selectFrom('sysDocAction').select(['id', 'action']).orderBy('id').execute();
    expect(actions).toEqual([
      { id: 'a1', action: 'outbound' },
      { id: 'a2', action: 'outbound' },
      { id: 'a3', action: 'approve' },
    ]);
  });

  it('runs a statement again with other values (on PostgreSQL as one prepared statement)', async () => {
    const prepared = await l.tx(async (lc) => {
      const first = await queryRows(lc.trx, SELECT_ACTIONS.text(lc.engine, 1), [0, 'a1']);
      const second = await queryRows(lc.trx, SELECT_ACTIONS.text(lc.engine, 1), [0, 'a3']);
      expect(first).toEqual([{ id: 'a1', requestId: 'r-a1', docId: 'doc' }]);
      expect(second).toEqual([{ id: 'a3', requestId: 'r-a3', docId: 'other' }]);
      if (lc.engine !== 'postgres') return null;
      const rows = await queryRows<{ statement: string }>(
        lc.trx,
        "select statement from pg_prepared_statements where name like 'isps\\_%'",
        [],
      );
      return rows.map((row) => row.statement);
    });
    if (engine === 'postgres') expect(prepared).toContain(SELECT_ACTIONS.text('postgres', 1));
  });
});
