import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performDocumentAction } from '../../server/documents/perform-document-action';
import { performCommandAction } from '../../server/modules/warehouse/commands/command-actions';
import { createCommand } from '../../server/modules/warehouse/commands/create-command';
import { qty } from '../../server/modules/warehouse/ledger/ledger-context';
import { verifyInventory } from '../../server/modules/warehouse/ledger/verify-inventory';
import { type CountEntry, stockCountEffects } from '../../server/modules/warehouse/stock-count/count-actions';
import { openStockCount } from '../../server/modules/warehouse/stock-count/open-stock-count';
import { documentAction } from '../../src/domain/document/define-document';
import { checkInventory } from '../../src/domain/warehouse/check-inventory';
import { engines } from './harness';
import {
  addFacility,
  addProduct,
  callAtCurrentVersion,
  type LedgerDb,
  openLedgerDb,
  receiveStock,
  refusal,
  type TestFacility,
} from './ledger-fixtures';

/** One stock count action as its route hands it to the engine: a remark, or the count's own input. */
type CountAction = { action: string; remark?: string; entries?: CountEntry[]; lineIds?: string[] };

describe.each(engines)('stock counts on %s', (engine) => {
  let l: LedgerDb;
  let wh: TestFacility;

  beforeAll(async () => {
    l = await openLedgerDb(engine);
    await l.tx(async (lc) => {
      wh = await addFacility(lc, 'COUNT-WH');
    });
  });
  afterAll(async () => l.close());

  const count = async (
    id: string,
    { action, remark, ...custom }: CountAction,
    username = 'counter',
    now = Date.now(),
  ) => {
    const call = await callAtCurrentVersion(l, 'wmsCheckInventory', id, { username, now });
    const { result } = await performDocumentAction(
      l.db,
      l.engine,
      checkInventory,
      stockCountEffects,
      documentAction(checkInventory, action)!,
      { ...call, permissions: new Set() },
      { ...(remark === undefined ? {} : { remark }), custom },
    );
    return result;
  };
  const countLines = (id: string) =>
    l.db
      .selectFrom('wmsCheckInventoryLine')
      .selectAll()
      .where('checkInventoryId', '=', id)
      .orderBy('lineNo')
      .execute();
  const onhand = async (productId: string) =>
    (
      await l.db
        .selectFrom('wmsInventoryBalance')
        .select('onhandQty')
        .where('productId', '=', productId)
        .where('facilityId', '=', wh.id)
        .execute()
    ).reduce((sum, row) => sum + qty(row.onhandQty), 0);

  it('counts gains and losses against the book at counting time and adjusts them', async () => {
    const [gainP, lossP, sameP] = await l.tx(async (lc) => [
      await addProduct(lc, 'CNT-GAIN'),
      await addProduct(lc, 'CNT-LOSS'),
      await addProduct(lc, 'CNT-SAME'),
    ]);
    const anHourAgo = Date.now() - 3_600_000;
    for (const productId of [gainP!, lossP!, sameP!]) {
      await l.tx(
        (lc) => receiveStock(lc, { productId, facilityId: wh.id, positionId: wh.storage }, 10000),
        anHourAgo,
      );
    }
    const { id, code } = await l.tx((lc) =>
      openStockCount(lc, {
        facilityId: wh.id,
        scopeType: 'products',
        ids: [gainP!, lossP!, sameP!],
        freeze: true,
      }),
    );
    expect(code).toMatch(/^CI\d{10}$/);
    await count(id, { action: 'approve' }, 'manager');
    const frozen = await l.db
      .selectFrom('wmsPosition')
      .select('frozenByCountId')
      .where('id', '=', wh.storage)
      .executeTakeFirstOrThrow();
    expect(frozen.frozenByCountId).toBe(id);

    const [gainLine, lossLine, sameLine] = await countLines(id);
    const countedAt = Date.now() - 60_000;
    // Two units of the loss product arrive after it was counted: not a difference.
    await l.tx((lc) =>
      receiveStock(lc, { productId: lossP!, facilityId: wh.id, positionId: wh.storage }, 2000),
    );
    const entered = await count(id, {
      action: 'enterCount',
      entries: [
        { lineId: gainLine!.id, checkQty: 12000, countedAt },
        { lineId: lossLine!.id, checkQty: 7000, countedAt },
        { lineId: sameLine!.id, checkQty: 10000, countedAt },
      ],
    });
    expect(entered).toMatchObject({ fulfilStatus: 'executing', pendingLines: 2 });
    const lines = await countLines(id);
    expect(lines.map((line) => [qty(line.diffQty), line.checkType, line.differenceStatus])).toEqual([
      [2000, 'check_In', 'pending'],
      [-3000, 'check_out', 'pending'],
      [0, null, 'none'],
    ]);

    expect((await refusal(count(id, { action: 'adjust' }, 'counter'))).code).toBe(
      'stockCount.counterMayNotAdjust',
    );
    const adjusted = await count(id, { action: 'adjust' }, 'manager');
    expect(adjusted).toMatchObject({ fulfilStatus: 'completed', pendingLines: 0 });
    expect(await onhand(gainP!)).toBe(12000);
    expect(await onhand(lossP!)).toBe(9000);
    const header = await l.db
      .selectFrom('wmsCheckInventory')
      .select(['gainQty', 'lossQty', 'diffCount'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect([qty(header.gainQty), qty(header.lossQty), header.diffCount]).toEqual([2000, 3000, 2]);
    const thawed = await l.db
      .selectFrom('wmsPosition')
      .select('frozenByCountId')
      .where('id', '=', wh.storage)
      .executeTakeFirstOrThrow();
    expect(thawed.frozenByCountId).toBeNull();
    const movements = await l.db
      .selectFrom('wmsInventoryLedger')
      .select('movementTypeCode')
      .where('sourceDocId', '=', id)
      .orderBy('movementTypeCode')
      .execute();
    expect(movements.map((m) => m.movementTypeCode)).toEqual(['count_gain', 'count_loss']);
  });

  it('refuses a loss that would uncover stock reserved by approved documents, naming them', async () => {
    const productId = await l.tx((lc) => addProduct(lc, 'CNT-RES'));
    await l.tx((lc) => receiveStock(lc, { productId, facilityId: wh.id, positionId: wh.storage2 }, 5000));
    const delivery = await l.tx((lc) =>
      createCommand(lc, {
        commandType: 'delivery',
        outFacilityId: wh.id,
        costCenterId: 'CC1',
        lines: [{ productId, qty: 4000 }],
      }),
    );
    await performCommandAction(
      l.db,
      l.engine,
      {
        tenantId: 0,
        username: 'manager',
        id: delivery.id,
        version: 0,
        requestId: randomUUID(),
        now: Date.now(),
      },
      { action: 'approve' },
    );
    const { id } = await l.tx((lc) =>
      openStockCount(lc, { facilityId: wh.id, scopeType: 'products', ids: [productId] }),
    );
    await count(id, { action: 'approve' }, 'manager');
    const [line] = await countLines(id);
    await count(id, { action: 'enterCount', entries: [{ lineId: line!.id, checkQty: 2000 }] });
    const error = await refusal(count(id, { action: 'adjust' }, 'manager'));
    expect(error.code).toBe('inventory.reservedShortage');
    expect(error.params).toEqual({ product: 'CNT-RES Product CNT-RES', documents: delivery.code });
    expect(await onhand(productId)).toBe(5000);

    const noRemark = await refusal(count(id, { action: 'ignore', remark: '' }, 'manager'));
    expect(noRemark.code).toBe('doc.remarkRequired');
    const ignored = await count(id, { action: 'ignore', remark: 'recount next week' }, 'manager');
    expect(ignored).toMatchObject({ fulfilStatus: 'completed', pendingLines: 0 });
  });

  it('books stock found where the book has none into a batch dated the count day', async () => {
    const productId = await l.tx((lc) => addProduct(lc, 'CNT-FOUND'));
    const other = await l.tx((lc) => addProduct(lc, 'CNT-OTHER'));
    await l.tx((lc) =>
      receiveStock(lc, { productId: other, facilityId: wh.id, positionId: wh.storage }, 1000),
    );
    const { id } = await l.tx((lc) =>
      openStockCount(lc, { facilityId: wh.id, scopeType: 'products', ids: [other] }),
    );
    await count(id, { action: 'approve' }, 'manager');
    await count(id, {
      action: 'enterCount',
      entries: [{ productId, positionId: wh.storage2, checkQty: 3000, reason: 'found' }],
    });
    await count(id, { action: 'adjust' }, 'manager');
    expect(await onhand(productId)).toBe(3000);
    const batch = await l.db
      .selectFrom('wmsInventoryBatch')
      .select(['sourceDocType', 'qualityStatus'])
      .where('productId', '=', productId)
      .executeTakeFirstOrThrow();
    expect(batch).toEqual({ sourceDocType: 'check_inventory', qualityStatus: 'qualified' });
    const closed = await count(id, { action: 'forceFinish', remark: 'the rest is not counted' }, 'manager');
    expect(closed.fulfilStatus).toBe('closed');
    const lines = await countLines(id);
    expect(lines.map((line) => line.differenceStatus)).toEqual(['ignored', 'adjusted']);
    expect(lines[0]!.handleRemark).toBe('closed by force finish');
    expect((await verifyInventory(l.db)).mismatches).toEqual([]);
  });
});
