import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/db/ids';
import { lockBalances, lockBalancesById } from '../../server/modules/warehouse/ledger/balance-rows';
import { createBatch } from '../../server/modules/warehouse/ledger/batches';
import { qty } from '../../server/modules/warehouse/ledger/ledger-context';
import { postInventoryMovement } from '../../server/modules/warehouse/ledger/post-inventory-movement';
import {
  activeReservations,
  closeReservations,
  reserve,
} from '../../server/modules/warehouse/ledger/reservations';
import { verifyInventory } from '../../server/modules/warehouse/ledger/verify-inventory';
import { engines } from './harness';
import {
  addFacility,
  addProduct,
  insertLedgerRow,
  insertLedgerRows,
  issueStock,
  type LedgerDb,
  openLedgerDb,
  receiveStock,
  refusal,
  type TestFacility,
} from './ledger-fixtures';

describe.each(engines)('inventory ledger on %s', (engine) => {
  let l: LedgerDb;
  let wh: TestFacility;
  let productId: string;

  beforeAll(async () => {
    l = await openLedgerDb(engine);
    await l.tx(async (lc) => {
      wh = await addFacility(lc, 'WH1');
      productId = await addProduct(lc, 'P-100');
    });
  });
  afterAll(async () => l.close());

  const balanceOf = async (batchId: string, positionId = wh.storage) => {
    const row = await l.db
      .selectFrom('wmsInventoryBalance')
      .select(['id', 'onhandQty', 'promiseQty', 'ledgerSeq'])
      .where('productId', '=', productId)
      .where('positionId', '=', positionId)
      .where('batchId', '=', batchId)
      .executeTakeFirstOrThrow();
    return { id: row.id, onhand: qty(row.onhandQty), promise: qty(row.promiseQty), seq: row.ledgerSeq };
  };

  it('posts a receipt as a ledger row whose onhand_after is the new balance', async () => {
    const batchId = await l.tx((lc) =>
      receiveStock(lc, { productId, facilityId: wh.id, positionId: wh.storage }, 5000),
    );
    const balance = await balanceOf(batchId);
    expect(balance).toMatchObject({ onhand: 5000, promise: 0, seq: 1 });
    const ledger = await l.db
      .selectFrom('wmsInventoryLedger')
      .select(['qtyDelta', 'onhandAfter', 'keySeq'])
      .where('balanceId', '=', balance.id)
      .execute();
    expect(ledger.map((row) => [qty(row.qtyDelta), qty(row.onhandAfter), row.keySeq])).toEqual([
      [5000, 5000, 1],
    ]);
  });

  it('moves stock between positions in one posting, out leg first, keeping the batch', async () => {
    const batchId = await l.tx((lc) =>
      receiveStock(lc, { productId, facilityId: wh.id, positionId: wh.storage }, 3000),
    );
    await l.tx(async (lc) => {
      const from = { productId, facilityId: wh.id, positionId: wh.storage, batchId };
      const to = { ...from, positionId: wh.storage2 };
      const balances = await lockBalances(lc, [to, from]);
      const posting = await postInventoryMovement(lc, balances, {
        action: 'move',
        source: { docType: 'command', docId: newId(), docCode: 'TF-TEST' },
        commandType: 'transfer',
        movementTypeCode: 'internal_transfer',
        requestId: null,
        legs: [
          { ...to, qtyDelta: 1000 },
          { ...from, qtyDelta: -1000 },
        ],
      });
      expect(posting.rows.map((row) => row.leg.qtyDelta)).toEqual([-1000, 1000]);
    });
    expect((await balanceOf(batchId)).onhand).toBe(2000);
    expect((await balanceOf(batchId, wh.storage2)).onhand).toBe(1000);
  });

  it('refuses to issue more than is on hand, naming product, wanted and usable, and writes nothing', async () => {
    const batchId = await l.tx((lc) =>
      receiveStock(lc, { productId, facilityId: wh.id, positionId: wh.storage }, 2000),
    );
    const error = await refusal(
      l.tx((lc) =>
        issueStock(lc, { productId, facilityId: wh.id, positionId: wh.storage, batchId }, 2500, 'DL-TEST'),
      ),
    );
    expect(error.code).toBe('inventory.insufficient');
    expect(error.params).toMatchObject({ product: 'P-100 Product P-100', wanted: 2.5, usable: 2 });
    expect((await balanceOf(batchId)).onhand).toBe(2000);
  });

  it('reserves the oldest batch first and refuses postings that would uncover the reservation', async () => {
    const p = await l.tx((lc) => addProduct(lc, 'P-FIFO'));
    const key = { productId: p, facilityId: wh.id, positionId: wh.storage };
    const young = await l.tx((lc) => receiveStock(lc, key, 4000, { receivedDate: '2025-06-01' }));
    const old = await l.tx((lc) => receiveStock(lc, key, 3000, { receivedDate: '2024-01-15' }));
    const docId = newId();
    const lineId = newId();
    const results = await l.tx(async (lc) => {
      const balances = await lockBalances(lc, []);
      return reserve(
        lc,
        balances,
        [
          {
            source: { docType: 'command', docId, lineId },
            productId: p,
            facilityId: wh.id,
            qty: 5000,
            scope: 'ordinary',
          },
        ],
        'fifo_received',
        false,
      );
    });
    expect(results).toEqual([{ lineId, reserved: 5000, shortage: 0 }]);
    const promise = async (batchId: string) =>
      qty(
        (
          await l.db
            .selectFrom('wmsInventoryBalance')
            .select('promiseQty')
            .where('batchId', '=', batchId)
            .executeTakeFirstOrThrow()
        ).promiseQty,
      );
    expect(await promise(old)).toBe(3000);
    expect(await promise(young)).toBe(2000);

    const error = await refusal(l.tx((lc) => issueStock(lc, { ...key, batchId: young }, 2500, 'DL-OTHER')));
    expect(error.code).toBe('inventory.reservedShortage');

    // The reserving document consumes its own reservation and takes the stock.
    await l.tx(async (lc) => {
      const reservations = await activeReservations(lc, 'command', docId);
      const balances = await lockBalancesById(
        lc,
        reservations.map((r) => r.balanceId),
      );
      const legs = reservations.map((r) => ({
        productId: r.productId,
        facilityId: r.facilityId,
        positionId: r.positionId,
        batchId: r.batchId,
        qtyDelta: -r.open,
      }));
      await closeReservations(
        lc,
        balances,
        reservations.map((reservation) => ({ reservation, consume: reservation.open })),
      );
      await postInventoryMovement(lc, balances, {
        action: 'outbound',
        source: { docType: 'command', docId, docCode: 'DL-OWN' },
        commandType: 'delivery',
        movementTypeCode: 'other_delivery',
        requestId: null,
        legs,
      });
    });
    expect(await promise(old)).toBe(0);
    expect(await promise(young)).toBe(0);
    const verification = await verifyInventory(l.db);
    expect(verification.mismatches).toEqual([]);
  });

  it('refuses an approval that cannot be reserved in full, naming the usable quantity', async () => {
    const p = await l.tx((lc) => addProduct(lc, 'P-SHORT'));
    await l.tx((lc) => receiveStock(lc, { productId: p, facilityId: wh.id, positionId: wh.storage }, 1500));
    const error = await refusal(
      l.tx(async (lc) =>
        reserve(
          lc,
          await lockBalances(lc, []),
          [
            {
              source: { docType: 'command', docId: newId(), lineId: newId() },
              productId: p,
              facilityId: wh.id,
              qty: 2000,
              scope: 'ordinary',
            },
          ],
          'fifo_received',
          false,
        ),
      ),
    );
    expect(error.code).toBe('inventory.insufficient');
    expect(error.params).toMatchObject({ wanted: 2, usable: 1.5 });
  });

  it('never reserves unqualified stock or stock in receiving for ordinary outbound', async () => {
    const p = await l.tx((lc) => addProduct(lc, 'P-QUAL'));
    await l.tx((lc) =>
      receiveStock(lc, { productId: p, facilityId: wh.id, positionId: wh.storage }, 1000, {
        quality: 'unqualified',
      }),
    );
    await l.tx((lc) => receiveStock(lc, { productId: p, facilityId: wh.id, positionId: wh.receiving }, 1000));
    const request = (scope: 'ordinary' | 'defect') => ({
      source: { docType: 'command' as const, docId: newId(), lineId: newId() },
      productId: p,
      facilityId: wh.id,
      qty: 1000,
      scope,
    });
    const ordinary = await l.tx(async (lc) =>
      reserve(lc, await lockBalances(lc, []), [request('ordinary')], 'fifo_received', true),
    );
    expect(ordinary[0]!.shortage).toBe(1000);
    const scrap = await l.tx(async (lc) =>
      reserve(lc, await lockBalances(lc, []), [request('defect')], 'fifo_received', true),
    );
    expect(scrap[0]!.shortage).toBe(0);
  });

  it('refuses a second unit of a serial number, in the service and in the database', async () => {
    const p = await l.tx((lc) => addProduct(lc, 'P-SERIAL', 'serial'));
    const batchId = await l.tx((lc) =>
      receiveStock(lc, { productId: p, facilityId: wh.id, positionId: wh.storage }, 1000, {
        batchNo: 'SN-0001',
        tracking: 'serial',
      }),
    );
    const other = { productId: p, facilityId: wh.id, positionId: wh.storage2, batchId };
    const error = await refusal(
      l.tx(async (lc) => {
        const balances = await lockBalances(lc, [other]);
        await postInventoryMovement(lc, balances, {
          action: 'inbound',
          source: { docType: 'command', docId: newId(), docCode: 'RV-DUP' },
          commandType: 'receive',
          movementTypeCode: 'other_receipt',
          requestId: null,
          legs: [{ ...other, qtyDelta: 1000 }],
        });
      }),
    );
    expect(error.code).toBe('inventory.serialOverOne');
    expect(error.params).toEqual({ batchNo: 'SN-0001' });

    // A hand-written ledger row that passes the chain check is still refused by the I9 trigger.
    const dbError = await refusal(
      l.tx(async (lc) => {
        const row = (await lockBalances(lc, [other])).get(other);
        await insertLedgerRow(lc, {
          postingAction: 'inbound',
          movementTypeCode: 'other_receipt',
          sourceDocType: 'command',
          balanceId: row.id,
          keySeq: row.ledgerSeq + 1,
          key: other,
          qtyDelta: 1000,
          onhandAfter: row.onhandQty + 1000,
        });
      }),
    );
    expect(dbError.code).toBe('inventory.db.serialOverOne');
  });

  describe('database rules', () => {
    let batchId: string;
    let balanceId: string;
    beforeAll(async () => {
      batchId = await l.tx((lc) =>
        receiveStock(lc, { productId, facilityId: wh.id, positionId: wh.storage }, 7000),
      );
      balanceId = (await balanceOf(batchId)).id;
    });

    it('refuses any change of on hand that is not a ledger row', async () => {
      const error = await refusal(
        sql`update wms_inventory_balance set onhand_qty = onhand_qty + 1000 where id = ${balanceId}`.execute(
          l.db,
        ),
      );
      expect(error.code).toBe('inventory.db.onhandOutsideLedger');
      expect((await balanceOf(batchId)).onhand).toBe(7000);
    });

    it('refuses to change or remove ledger rows and postings', async () => {
      const update = await refusal(
        sql`update wms_inventory_ledger set qty_delta = 1 where balance_id = ${balanceId}`.execute(l.db),
      );
      expect(update.code).toBe('inventory.db.ledgerAppendOnly');
      const remove = await refusal(
        sql`delete from wms_inventory_ledger where balance_id = ${balanceId}`.execute(l.db),
      );
      expect(remove.code).toBe('inventory.db.ledgerAppendOnly');
      const posting = await refusal(sql`delete from wms_inventory_posting`.execute(l.db));
      expect(posting.code).toBe('inventory.db.ledgerAppendOnly');
      const balance = await refusal(
        sql`delete from wms_inventory_balance where id = ${balanceId}`.execute(l.db),
      );
      expect(balance.code).toBe('inventory.db.onhandOutsideLedger');
    });

    it('refuses a ledger row that does not continue its key, and one that leaves on hand negative', async () => {
      const insert = (keySeq: number, qtyDelta: number, onhandAfter: number) =>
        l.tx((lc) =>
          insertLedgerRow(lc, {
            postingAction: 'adjust',
            movementTypeCode: 'count_loss',
            sourceDocType: 'check_inventory',
            balanceId,
            keySeq,
            key: { productId, facilityId: wh.id, positionId: wh.storage, batchId },
            qtyDelta,
            onhandAfter,
          }),
        );
      const seq = (await balanceOf(batchId)).seq;
      expect((await refusal(insert(seq + 1, -1000, 9000))).code).toBe('inventory.db.ledgerChainBroken');
      expect((await refusal(insert(seq, -1000, 6000))).code).toBe('inventory.db.ledgerChainBroken');
      const negative = await refusal(insert(seq + 1, -8000, -1000));
      expect(negative.code).toBe('inventory.db.negativeOnhand');
      expect((await balanceOf(batchId)).onhand).toBe(7000);
    });

    it('applies every row of a multi-row ledger insert, and refuses the statement when one row breaks its chain', async () => {
      const keys = [wh.storage, wh.storage2].map((positionId) => ({
        productId,
        facilityId: wh.id,
        positionId,
      }));
      const batches = await l.tx(async (lc) => [
        await receiveStock(lc, keys[0]!, 4000),
        await receiveStock(lc, keys[1]!, 3000),
      ]);
      const balances = () => Promise.all(batches.map((b, i) => balanceOf(b, keys[i]!.positionId)));
      const before = await balances();
      const rows = (skip: number) =>
        before.map((b, i) => ({
          postingAction: 'adjust',
          movementTypeCode: 'count_loss',
          sourceDocType: 'check_inventory',
          balanceId: b.id,
          keySeq: b.seq + 1 + (i === 1 ? skip : 0),
          key: { ...keys[i]!, batchId: batches[i]! },
          qtyDelta: -1000,
          onhandAfter: b.onhand - 1000,
        }));
      const broken = await refusal(l.tx((lc) => insertLedgerRows(lc, rows(1))));
      expect(broken.code).toBe('inventory.db.ledgerChainBroken');
      expect(await balances()).toEqual(before);
      await l.tx((lc) => insertLedgerRows(lc, rows(0)));
      expect(await balances()).toEqual(
        before.map((b) => ({ ...b, onhand: b.onhand - 1000, seq: b.seq + 1 })),
      );
      // A hand-written update of several rows: refused as a whole if one row's on hand or key changes.
      const onhand = await refusal(
        sql`update wms_inventory_balance set onhand_qty = onhand_qty + 1000 where product_id = ${productId}`.execute(
          l.db,
        ),
      );
      expect(onhand.code).toBe('inventory.db.onhandOutsideLedger');
      const key = await refusal(
        sql`update wms_inventory_balance set position_id = ${wh.storage2} where id = ${before[0]!.id}`.execute(
          l.db,
        ),
      );
      expect(key.code).toBe('inventory.db.balanceKeyFixed');
      expect((await balances()).map((b) => b.onhand)).toEqual(before.map((b) => b.onhand - 1000));
    });

    it('refuses a promise that differs from the open reservations, and one above on hand', async () => {
      const promise = await refusal(
        sql`update wms_inventory_balance set promise_qty = 1000 where id = ${balanceId}`.execute(l.db),
      );
      expect(promise.code).toBe('inventory.db.promiseOutsideReservations');
      const over = await refusal(
        l.tx(async (lc) => {
          const row = (await lockBalancesById(lc, [balanceId])).byBalanceId(balanceId);
          await lc.trx
            .insertInto('wmsInventoryReservation')
            .values({
              id: newId(),
              tenantId: 0,
              balanceId,
              productId,
              facilityId: wh.id,
              positionId: wh.storage,
              batchId,
              sourceDocType: 'command',
              sourceDocId: newId(),
              sourceLineId: newId(),
              reservedQty: row.onhandQty + 1000,
              consumedQty: 0,
              releasedQty: 0,
              reservationStatus: 'active',
            })
            .execute();
        }),
      );
      expect(over.code).toBe('inventory.db.promiseOverOnhand');
      const remove = await refusal(sql`delete from wms_inventory_reservation`.execute(l.db));
      expect(remove.code).toBe('inventory.db.reservationInvalid');
    });

    it('keeps the batch number unique per product', async () => {
      await expect(
        l.tx((lc) =>
          createBatch(lc, {
            productId,
            batchNo: 'DUP-1',
            tracking: 'batch',
            source: { docType: 'command', docId: newId(), docCode: null },
            qualityStatus: 'qualified',
          }).then(() =>
            createBatch(lc, {
              productId,
              batchNo: 'DUP-1',
              tracking: 'batch',
              source: { docType: 'command', docId: newId(), docCode: null },
              qualityStatus: 'qualified',
            }),
          ),
        ),
      ).rejects.toMatchObject({ code: 'entity.duplicateKey' });
    });
  });

  it('finds no difference between ledger and balances after all of the above', async () => {
    const result = await verifyInventory(l.db);
    expect(result.balanceRows).toBeGreaterThan(5);
    expect(result.mismatches).toEqual([]);
  });

  it('reports a balance that no longer matches its ledger once the database rules are bypassed', async () => {
    const batchId = await l.tx((lc) =>
      receiveStock(lc, { productId, facilityId: wh.id, positionId: wh.storage2 }, 1000),
    );
    const { id } = await balanceOf(batchId, wh.storage2);
    const [off, on] =
      engine === 'postgres'
        ? [
            sql`alter table wms_inventory_balance disable trigger wms_inventory_balance_guard`,
            sql`alter table wms_inventory_balance enable trigger wms_inventory_balance_guard`,
          ]
        : [sql`drop trigger wms_inventory_balance_onhand_from_ledger`, null];
    await off.execute(l.db);
    await sql`update wms_inventory_balance set onhand_qty = 4000 where id = ${id}`.execute(l.db);
    await on?.execute(l.db);
    const result = await verifyInventory(l.db);
    expect(result.mismatches).toEqual([{ invariant: 'I3', tenantId: 0, id, expected: 1000, actual: 4000 }]);
  });
});
