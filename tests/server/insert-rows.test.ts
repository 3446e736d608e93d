import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRows, insertRowsStatement } from '../../server/db/insert-rows';
import { executeWrites } from '../../server/db/raw-sql';
import { engines } from './harness';
import { type LedgerDb, openLedgerDb } from './ledger-fixtures';

const action = (id: string, requestId: string) => ({
  id,
  tenantId: 0,
  requestId,
  docType: 'command',
  docId: `doc-${id}`,
  action: 'approve',
  result: null,
  createBy: 'tester',
  createTime: '2026-01-02 03:04:05',
});

describe.each(engines)('insertRows on %s', (engine) => {
  let l: LedgerDb;
  beforeAll(async () => {
    l = await openLedgerDb(engine);
  });
  afterAll(() => l.close());

  const stored = (ids: string[]) =>
    l.db
      .selectFrom('sysDocAction')
      .select(['id', 'requestId', 'docId', 'action', 'result', 'createBy'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();

  it('stores the rows as Kysely does, and again with the same shape and new values', async () => {
    await l.tx((lc) =>
      insertRows(lc.trx, lc.engine, 'sysDocAction', [action('a1', 'r1'), action('a2', 'r2')]),
    );
    await l.tx((lc) =>
      insertRows(lc.trx, lc.engine, 'sysDocAction', [action('a3', 'r3'), action('a4', 'r4')]),
    );
    await l.db
      .insertInto('sysDocAction')
      .values([action('k1', 'rk1')])
      .execute();
    const rows = await stored(['a1', 'a2', 'a3', 'a4', 'k1']);
    expect(rows.map((r) => [r.id, r.requestId, r.docId])).toEqual([
      ['a1', 'r1', 'doc-a1'],
      ['a2', 'r2', 'doc-a2'],
      ['a3', 'r3', 'doc-a3'],
      ['a4', 'r4', 'doc-a4'],
      ['k1', 'rk1', 'doc-k1'],
    ]);
    const [kysely] = await stored(['k1']);
    expect(rows[0]).toEqual({ ...kysely, id: 'a1', requestId: 'r1', docId: 'doc-a1' });
  });

  it('skips conflicting rows and returns the inserted ones, camelCased', async () => {
    const returned = await l.tx((lc) =>
      insertRows(lc.trx, lc.engine, 'sysDocAction', [action('c1', 'r1'), action('c2', 'rc2')], {
        conflictDoNothing: ['tenantId', 'requestId'],
        returning: ['id', 'requestId'],
      }),
    );
    expect(returned).toEqual([{ id: 'c2', requestId: 'rc2' }]);
  });

  it('runs inserts together (one statement on PostgreSQL, executeWrites), or none when one fails', async () => {
    const pair = (first: string[], second: string[]) =>
      l.tx((lc) =>
        executeWrites(lc.trx, lc.engine, [
          insertRowsStatement(
            lc.trx,
            lc.engine,
            'sysDocAction',
            first.map((id) => action(id, `r${id}`)),
          ),
          insertRowsStatement(
            lc.trx,
            lc.engine,
            'sysDocAction',
            second.map((id) => action(id, `r${id}`)),
          ),
        ]),
      );
    await pair(['p1'], ['p2', 'p3']);
    await pair(['p4'], ['p5', 'p6']);
    expect((await stored(['p1', 'p2', 'p3', 'p4', 'p5', 'p6'])).map((r) => [r.id, r.requestId])).toEqual([
      ['p1', 'rp1'],
      ['p2', 'rp2'],
      ['p3', 'rp3'],
      ['p4', 'rp4'],
      ['p5', 'rp5'],
      ['p6', 'rp6'],
    ]);
    // The second set repeats a request id (unique per tenant): the first set is not kept either.
    await expect(pair(['p7'], ['p1'])).rejects.toThrow();
    expect(await stored(['p7'])).toEqual([]);
  });

  it('refuses rows whose columns differ instead of binding values to the wrong columns', async () => {
    const { result: _, ...short } = action('d2', 'rd2');
    await expect(
      l.tx((lc) => insertRows(lc.trx, lc.engine, 'sysDocAction', [action('d1', 'rd1'), short])),
    ).rejects.toThrow(/rows differ in columns/);
    const { requestId, ...rest } = action('d3', 'rd3');
    const reordered = { requestId, ...rest };
    await expect(
      l.tx((lc) => insertRows(lc.trx, lc.engine, 'sysDocAction', [action('d4', 'rd4'), reordered])),
    ).rejects.toThrow(/rows differ in columns/);
    expect(await stored(['d1', 'd2', 'd3', 'd4'])).toEqual([]);
  });
});
