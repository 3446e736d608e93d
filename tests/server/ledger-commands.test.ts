import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/db/ids';
import {
  type CommandAction,
  performCommandAction,
} from '../../server/modules/warehouse/commands/command-actions';
import type { CommandActionResult } from '../../server/modules/warehouse/commands/command-store';
import { createCommand, type NewCommand } from '../../server/modules/warehouse/commands/create-command';
import { qty } from '../../server/modules/warehouse/ledger/ledger-context';
import { verifyInventory } from '../../server/modules/warehouse/ledger/verify-inventory';
import { createPicklist } from '../../server/modules/warehouse/picklist/picklist-actions';
import type { CommandType } from '../../src/domain/warehouse/movement-types';
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

describe.each(engines)('movement commands on %s', (engine) => {
  let l: LedgerDb;
  let wh: TestFacility;
  let regional: TestFacility;
  let van: TestFacility;
  let teamId: string;

  beforeAll(async () => {
    l = await openLedgerDb(engine);
    await l.tx(async (lc) => {
      wh = await addFacility(lc, 'CENTRAL');
      regional = await addFacility(lc, 'REGION', 'warehouse', 'confirm');
      await addFacility(lc, 'TRANSIT', 'transit');
      van = await addFacility(lc, 'VAN-1', 'custody');
      teamId = newId();
      await lc.trx
        .insertInto('mdmTeam')
        .values({
          id: teamId,
          tenantId: 0,
          code: 'T1',
          name: 'Team 1',
          custodyFacilityId: van.id,
          status: '1',
          delFlag: 0,
          version: 0,
          teamType: 'fsm_service',
        })
        .execute();
    });
  });
  afterAll(async () => l.close());

  const create = (input: NewCommand) => l.tx((lc) => createCommand(lc, input));
  const act = async (
    id: string,
    action: CommandAction,
    options: { username?: string; requestId?: string; version?: number } = {},
  ): Promise<CommandActionResult> =>
    performCommandAction(
      l.db,
      l.engine,
      await callAtCurrentVersion(l, 'wmsCommand', id, {
        ...options,
        username: options.username ?? 'manager',
      }),
      action,
    );
  const lines = (commandId: string) =>
    l.db
      .selectFrom('wmsCommandLine')
      .selectAll()
      .where('commandId', '=', commandId)
      .orderBy('lineNo')
      .execute();
  const onhand = async (productId: string, facilityId: string, positionId?: string) => {
    const rows = await l.db
      .selectFrom('wmsInventoryBalance')
      .select(['onhandQty', 'promiseQty'])
      .where('productId', '=', productId)
      .where('facilityId', '=', facilityId)
      .$if(Boolean(positionId), (q) => q.where('positionId', '=', positionId!))
      .execute();
    return {
      onhand: rows.reduce((sum, row) => sum + qty(row.onhandQty), 0),
      promise: rows.reduce((sum, row) => sum + qty(row.promiseQty), 0),
    };
  };
  const stocked = async (
    code: string,
    units: number,
    facility = wh,
    tracking: 'none' | 'serial' = 'none',
  ) => {
    const productId = await l.tx((lc) => addProduct(lc, code, tracking));
    if (units > 0) {
      await l.tx((lc) =>
        receiveStock(lc, { productId, facilityId: facility.id, positionId: facility.storage }, units * 1000),
      );
    }
    return productId;
  };
  const command = (type: CommandType, productId: string, units: number, extra: Partial<NewCommand> = {}) =>
    create({
      commandType: type,
      outFacilityId: wh.id,
      inFacilityId: wh.id,
      lines: [{ productId, qty: units * 1000 }],
      ...extra,
    });

  it('receives a receive command in two partial inbounds into a batch named after the line', async () => {
    const productId = await stocked('RV-P', 0);
    const { id, code } = await command('receive', productId, 10, { outFacilityId: null });
    expect(code).toMatch(/^RV\d{10}$/);
    await act(id, { action: 'approve' });
    const [line] = await lines(id);
    const first = await act(id, {
      action: 'inbound',
      lines: [{ lineId: line!.id, qty: 4000, positionId: wh.storage }],
    });
    expect(first).toMatchObject({ docStatus: 'approved', fulfilStatus: 'executing' });
    const done = await act(id, {
      action: 'inbound',
      lines: [{ lineId: line!.id, qty: 6000, positionId: wh.storage }],
    });
    expect(done.fulfilStatus).toBe('completed');
    expect(await onhand(productId, wh.id, wh.storage)).toEqual({ onhand: 10000, promise: 0 });
    const batches = await l.db
      .selectFrom('wmsInventoryBatch')
      .select('batchNo')
      .where('productId', '=', productId)
      .execute();
    expect(batches.map((b) => b.batchNo).sort()).toEqual([`${code}-1`, `${code}-1-2`]);
  });

  it('reserves at approval, issues partially, refuses over-issue by name, and completes a delivery', async () => {
    const productId = await stocked('DL-P', 8);
    const { id } = await command('delivery', productId, 5, { costCenterId: newId() });
    await act(id, { action: 'approve' });
    expect(await onhand(productId, wh.id)).toEqual({ onhand: 8000, promise: 5000 });
    const [line] = await lines(id);
    await act(id, { action: 'outbound', lines: [{ lineId: line!.id, qty: 2000 }] });
    expect(await onhand(productId, wh.id)).toEqual({ onhand: 6000, promise: 3000 });
    const over = await refusal(act(id, { action: 'outbound', lines: [{ lineId: line!.id, qty: 4000 }] }));
    expect(over.code).toBe('command.overIssue');
    expect(over.params).toMatchObject({ lineNo: 1, product: 'DL-P Product DL-P', wanted: 4, open: 3 });
    const done = await act(id, { action: 'outbound', lines: [{ lineId: line!.id, qty: 3000 }] });
    expect(done.fulfilStatus).toBe('completed');
    expect(await onhand(productId, wh.id)).toEqual({ onhand: 3000, promise: 0 });
  });

  it('refuses to approve what cannot be reserved, naming product, wanted and usable', async () => {
    const productId = await stocked('SHORT-P', 3);
    const { id } = await command('delivery', productId, 5, { costCenterId: newId() });
    const error = await refusal(act(id, { action: 'approve' }));
    expect(error.code).toBe('inventory.insufficient');
    expect(error.params).toEqual({ product: 'SHORT-P Product SHORT-P', wanted: 5, usable: 3 });
    const header = await l.db
      .selectFrom('wmsCommand')
      .select('docStatus')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(header.docStatus).toBe('pending');
  });

  it('moves a transfer through transit to a confirming warehouse and writes off what never arrived', async () => {
    const productId = await stocked('TF-P', 10);
    const { id } = await command('transfer', productId, 6, { inFacilityId: regional.id });
    await act(id, { action: 'approve' });
    const [line] = await lines(id);
    const shipped = await act(id, { action: 'outbound', lines: [{ lineId: line!.id, qty: 6000 }] });
    expect(shipped.fulfilStatus).toBe('executing');
    const stored = () =>
      l.db
        .selectFrom('wmsCommand')
        .select(['businessStatus', 'fulfilStatus', 'cancelRemark'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await stored()).toMatchObject({ businessStatus: 'in_transit', fulfilStatus: 'executing' });
    const transit = await l.db
      .selectFrom('wmsFacility')
      .select('id')
      .where('code', '=', 'TRANSIT')
      .executeTakeFirstOrThrow();
    expect((await onhand(productId, transit.id)).onhand).toBe(6000);
    await act(id, {
      action: 'inbound',
      lines: [{ lineId: line!.id, qty: 4000, positionId: regional.storage }],
    });
    expect((await onhand(productId, regional.id)).onhand).toBe(4000);
    expect((await stored()).businessStatus).toBe('arrived');
    const noRemark = await refusal(act(id, { action: 'forceFinish', remark: ' ' }));
    expect(noRemark.code).toBe('doc.remarkRequired');
    const closed = await act(id, { action: 'forceFinish', remark: 'two lost on the way' });
    expect(closed.fulfilStatus).toBe('closed');
    expect(await stored()).toMatchObject({
      businessStatus: 'arrived',
      fulfilStatus: 'closed',
      cancelRemark: 'two lost on the way',
    });
    expect((await onhand(productId, transit.id)).onhand).toBe(0);
    const [after] = await lines(id);
    expect([qty(after!.deliveryQty), qty(after!.stockInQty), qty(after!.lostQty)]).toEqual([
      6000, 4000, 2000,
    ]);
    expect((await verifyInventory(l.db)).mismatches).toEqual([]);
  });

  it('puts away inside one facility in a single step', async () => {
    const productId = await l.tx((lc) => addProduct(lc, 'PUT-P'));
    await l.tx((lc) => receiveStock(lc, { productId, facilityId: wh.id, positionId: wh.storage }, 2000));
    const { id } = await create({
      commandType: 'transfer',
      movementTypeCode: 'putaway',
      outFacilityId: wh.id,
      inFacilityId: wh.id,
      lines: [{ productId, qty: 2000, inPositionId: wh.storage2 }],
    });
    await act(id, { action: 'approve' });
    const [line] = await lines(id);
    const done = await act(id, { action: 'outbound', lines: [{ lineId: line!.id, qty: 2000 }] });
    expect(done.fulfilStatus).toBe('completed');
    expect(await onhand(productId, wh.id, wh.storage2)).toEqual({ onhand: 2000, promise: 0 });
  });

  it('lets someone other than the creator approve a scrap, which needs a cost center', async () => {
    const productId = await l.tx((lc) => addProduct(lc, 'SC-P'));
    await l.tx((lc) =>
      receiveStock(lc, { productId, facilityId: wh.id, positionId: wh.defect }, 1000, {
        quality: 'unqualified',
      }),
    );
    const noCostCenter = await command('scrap', productId, 1);
    expect((await refusal(act(noCostCenter.id, { action: 'approve' }))).code).toBe(
      'command.costCenterRequired',
    );
    const { id } = await command('scrap', productId, 1, { costCenterId: newId() });
    expect((await refusal(act(id, { action: 'approve' }, { username: 'tester' }))).code).toBe(
      'doc.segregationOfDuties',
    );
    await act(id, { action: 'approve' }, { username: 'manager' });
    const [line] = await lines(id);
    expect(
      (await act(id, { action: 'outbound', lines: [{ lineId: line!.id, qty: 1000 }] })).fulfilStatus,
    ).toBe('completed');
  });

  it('lends to the team custody facility and tracks the return status through return and consumption', async () => {
    const productId = await stocked('BR-P', 5);
    const borrow = await create({
      commandType: 'borrow',
      movementTypeCode: 'offline_borrow',
      outFacilityId: wh.id,
      teamId,
      lines: [{ productId, qty: 4000 }],
    });
    expect((await act(borrow.id, { action: 'approve' })).returnStatus).toBe('not_returned');
    const [lent] = await lines(borrow.id);
    expect(
      (await act(borrow.id, { action: 'outbound', lines: [{ lineId: lent!.id, qty: 4000 }] })).fulfilStatus,
    ).toBe('completed');
    expect((await onhand(productId, van.id)).onhand).toBe(4000);

    const back = await create({
      commandType: 'borrow',
      movementTypeCode: 'offline_return',
      outFacilityId: van.id,
      inFacilityId: wh.id,
      refCommandId: borrow.id,
      lines: [{ productId, qty: 3000, refLineId: lent!.id, inPositionId: wh.storage }],
    });
    await act(back.id, { action: 'approve' });
    const [returning] = await lines(back.id);
    await act(back.id, { action: 'outbound', lines: [{ lineId: returning!.id, qty: 3000 }] });
    const original = () =>
      l.db
        .selectFrom('wmsCommand')
        .select(['returnStatus', 'returnTime'])
        .where('id', '=', borrow.id)
        .executeTakeFirstOrThrow();
    expect((await original()).returnStatus).toBe('partial_returned');

    const tooMuch = await create({
      commandType: 'borrow',
      movementTypeCode: 'borrow_consume',
      outFacilityId: van.id,
      refCommandId: borrow.id,
      fsmActivityId: 'ACT-1',
      lines: [{ productId, qty: 2000, refLineId: lent!.id }],
    });
    expect((await refusal(act(tooMuch.id, { action: 'approve' }))).code).toBe('command.refLineOverReturn');
    const consume = await create({
      commandType: 'borrow',
      movementTypeCode: 'borrow_consume',
      outFacilityId: van.id,
      refCommandId: borrow.id,
      fsmActivityId: 'ACT-1',
      lines: [{ productId, qty: 1000, refLineId: lent!.id }],
    });
    await act(consume.id, { action: 'approve' });
    const [consumed] = await lines(consume.id);
    await act(consume.id, { action: 'outbound', lines: [{ lineId: consumed!.id, qty: 1000 }] });
    const done = await original();
    expect(done.returnStatus).toBe('returned');
    expect(done.returnTime).not.toBeNull();
    expect((await onhand(productId, van.id)).onhand).toBe(0);
  });

  it('expects the defective part back after a service delivery and books it to DEFECT as unqualified', async () => {
    const productId = await stocked('SD-P', 2, wh, 'serial');
    const delivery = await create({
      commandType: 'service_delivery',
      movementTypeCode: 'defect_replace',
      outFacilityId: wh.id,
      fsmCode: 'FSM-9',
      lines: [{ productId, qty: 1000 }],
    });
    expect((await act(delivery.id, { action: 'approve' })).returnStatus).toBe('not_returned');
    const [out] = await lines(delivery.id);
    await act(delivery.id, { action: 'outbound', lines: [{ lineId: out!.id, qty: 1000 }] });

    const receipt = await create({
      commandType: 'service_receive',
      movementTypeCode: 'defect_replace',
      inFacilityId: wh.id,
      refCommandId: delivery.id,
      lines: [{ productId, qty: 1000, refLineId: out!.id, defectSerialNo: 'FIELD-SN-77' }],
    });
    await act(receipt.id, { action: 'approve' });
    const [back] = await lines(receipt.id);
    await act(receipt.id, { action: 'inbound', lines: [{ lineId: back!.id, qty: 1000 }] });
    const batch = await l.db
      .selectFrom('wmsInventoryBatch')
      .select(['id', 'qualityStatus'])
      .where('batchNo', '=', 'FIELD-SN-77')
      .executeTakeFirstOrThrow();
    expect(batch.qualityStatus).toBe('unqualified');
    expect((await onhand(productId, wh.id, wh.defect)).onhand).toBe(1000);
    const sd = await l.db
      .selectFrom('wmsCommand')
      .select('returnStatus')
      .where('id', '=', delivery.id)
      .executeTakeFirstOrThrow();
    expect(sd.returnStatus).toBe('returned');
  });

  it('takes RMA in lines to DEFECT and ships its out lines', async () => {
    const productId = await stocked('RM-P', 3);
    const rma = await create({
      commandType: 'rma',
      movementTypeCode: 'exchange',
      outFacilityId: wh.id,
      inFacilityId: wh.id,
      lines: [
        { productId, qty: 1000, direction: 'in' },
        { productId, qty: 1000, direction: 'out' },
      ],
    });
    await act(rma.id, { action: 'approve' });
    const [inLine, outLine] = await lines(rma.id);
    expect([inLine!.direction, outLine!.direction]).toEqual(['in', 'out']);
    await act(rma.id, { action: 'inbound', lines: [{ lineId: inLine!.id, qty: 1000 }] });
    const done = await act(rma.id, { action: 'outbound', lines: [{ lineId: outLine!.id, qty: 1000 }] });
    expect(done.fulfilStatus).toBe('completed');
    expect((await onhand(productId, wh.id, wh.defect)).onhand).toBe(1000);
  });

  it('refuses cancel approval while an open picklist works on the command, not once it is cancelled', async () => {
    const productId = await stocked('CA-PL', 2);
    const { id } = await command('delivery', productId, 2, { costCenterId: newId() });
    await act(id, { action: 'approve' });
    const picklist = await l.tx((lc) => createPicklist(lc, wh.id, [id]));
    expect(picklist.lines).toBe(1);
    expect((await refusal(act(id, { action: 'cancelApproval' }))).code).toBe('doc.openFollowUps');
    await l.db
      .updateTable('wmsPicklist')
      .set({ docStatus: 'cancelled' })
      .where('id', '=', picklist.id)
      .execute();
    expect((await act(id, { action: 'cancelApproval' })).docStatus).toBe('pending');
  });

  it('releases reservations on cancel approval and refuses it once something was posted', async () => {
    const productId = await stocked('CA-P', 4);
    const { id } = await command('replenish', productId, 3, { inFacilityId: regional.id });
    await act(id, { action: 'approve' });
    expect((await onhand(productId, wh.id)).promise).toBe(3000);
    expect((await act(id, { action: 'cancelApproval' })).docStatus).toBe('pending');
    expect((await onhand(productId, wh.id)).promise).toBe(0);
    await act(id, { action: 'approve' });
    const [line] = await lines(id);
    await act(id, { action: 'outbound', lines: [{ lineId: line!.id, qty: 1000 }] });
    expect((await refusal(act(id, { action: 'cancelApproval' }))).code).toBe('doc.actionNotAllowed');
    const fresh = await command('delivery', productId, 1, { costCenterId: newId() });
    expect((await refusal(act(fresh.id, { action: 'cancel', remark: '' }))).code).toBe('doc.remarkRequired');
    expect((await act(fresh.id, { action: 'cancel', remark: 'not needed' })).docStatus).toBe('cancelled');
  });

  it('answers a repeated request with the first result and posts once; a stale version is refused', async () => {
    const productId = await stocked('IDEM-P', 5);
    const { id } = await command('delivery', productId, 2, { costCenterId: newId() });
    await act(id, { action: 'approve' });
    const [line] = await lines(id);
    const requestId = randomUUID();
    const outbound: CommandAction = { action: 'outbound', lines: [{ lineId: line!.id, qty: 1000 }] };
    const first = await act(id, outbound, { requestId });
    const again = await act(id, outbound, { requestId, version: first.version - 1 });
    expect(again).toEqual(first);
    const postings = await l.db
      .selectFrom('wmsInventoryPosting')
      .select('id')
      .where('sourceDocId', '=', id)
      .execute();
    expect(postings).toHaveLength(1);
    expect((await refusal(act(id, outbound, { version: first.version - 1 }))).code).toBe('doc.stateChanged');
    const reused = await refusal(act(id, { action: 'approve' }, { requestId }));
    expect(reused.code).toBe('doc.requestIdReused');
  });

  it('receives serial-tracked parts one batch per serial number', async () => {
    const productId = await stocked('SER-P', 0, wh, 'serial');
    const { id } = await command('receive', productId, 2, { outFacilityId: null });
    await act(id, { action: 'approve' });
    const [line] = await lines(id);
    const wrong = await refusal(
      act(id, { action: 'inbound', lines: [{ lineId: line!.id, qty: 2000, serialNos: ['S-1'] }] }),
    );
    expect(wrong.code).toBe('inventory.serialQtyOne');
    await act(id, {
      action: 'inbound',
      lines: [{ lineId: line!.id, qty: 2000, serialNos: ['S-1', 'S-2'], positionId: wh.storage }],
    });
    const batches = await l.db
      .selectFrom('wmsInventoryBatch')
      .select('batchNo')
      .where('productId', '=', productId)
      .execute();
    expect(batches.map((b) => b.batchNo).sort()).toEqual(['S-1', 'S-2']);
    expect((await verifyInventory(l.db)).mismatches).toEqual([]);
  });

  it('reserves what exists for a store without inventory check and tops the shortfall up after a receipt', async () => {
    const productId = await stocked('TOPUP-P', 2);
    const storeId = newId();
    await l.tx((lc) =>
      lc.trx
        .insertInto('mdmProductStore')
        .values({
          id: storeId,
          tenantId: 0,
          code: 'FSM',
          name: 'FSM store',
          storeType: 'fsm_service',
          checkInventory: 0,
          reserveOrder: 'fifo_received',
          defaultFacilityId: wh.id,
          status: '1',
          delFlag: 0,
          version: 0,
        })
        .execute(),
    );
    const { id } = await command('service_delivery', productId, 5, {
      productStoreId: storeId,
      movementTypeCode: 'defect_replace',
    });
    await act(id, { action: 'approve' });
    expect(qty((await lines(id))[0]!.shortageQty)).toBe(3000);
    expect(await onhand(productId, wh.id)).toEqual({ onhand: 2000, promise: 2000 });
    const receipt = await command('receive', productId, 4, { outFacilityId: null });
    await act(receipt.id, { action: 'approve' });
    const [line] = await lines(receipt.id);
    await act(receipt.id, {
      action: 'inbound',
      lines: [{ lineId: line!.id, qty: 4000, positionId: wh.storage }],
    });
    expect(qty((await lines(id))[0]!.shortageQty)).toBe(0);
    expect(await onhand(productId, wh.id)).toEqual({ onhand: 6000, promise: 5000 });
  });
});
