import { sql } from 'kysely';
import { toScaled } from '../../../../src/domain/entity/scaled-number';
import { type MaterialDocKind, materialDocPages } from '../../../../src/domain/production/material-doc';
import { membraneData } from '../../../../src/domain/production/membrane-data';
import { productionOrder } from '../../../../src/domain/production/production-order';
import { reportOrder } from '../../../../src/domain/production/report-order';
import { transferReceive } from '../../../../src/domain/production/transfer-receive';
import { materialDocEffects } from '../../../modules/production/material-doc-effects';
import { productionOrderEffects } from '../../../modules/production/production-order-effects';
import { reportOrderEffects } from '../../../modules/production/report-order-effects';
import { transferReceiveEffects } from '../../../modules/production/transfer-receive-effects';
import '../../../modules/production/production-tables';
import { nextFillValue } from '../../../modules/rules/next-fill-value';
import { dayOf, type LedgerContext, qty } from '../../../modules/warehouse/ledger/ledger-context';
import { toDbDateTime } from '../../datetime';
import { stableId } from '../../ids';
import { demoDocumentAction } from '../warehouse/demo-document-action';
import type { DemoPlaces } from '../warehouse/demo-master-data';

const DAY = 86_400_000;

/** What happened to each demo order, in code order: every state of domain.md 3.9 once or more. */
type Fate = 'pending' | 'cancelled' | 'released' | 'issued' | 'reported' | 'completed' | 'closed';
const FATES: readonly Fate[] = [
  'completed',
  'closed',
  'reported',
  'issued',
  'released',
  'cancelled',
  'pending',
  'completed',
];

/** The demo products made here: the first two untracked semi-finished units of the demo master data. */
const MADE = ['FG-00001', 'FG-00002'] as const;
/** Quantity per unit of the three components (scaled); the last one is backflushed. */
const PER_UNIT = [1000, 500, 250] as const;

/**
 * The production demo (domain.md 3.9, 6.1): the demo line side, two semi-finished products with a
 * BOM of three untracked raw materials that have free stock, and eight production orders in every state,
 * each moved through the real document effects, so the ledger, the components and the orders agree.
 * Runs at the end of the demo warehouse (deterministic: stable ids, fixed quantities, the demo clock).
 */
export async function seedDemoProduction(lc: LedgerContext, places: DemoPlaces): Promise<void> {
  const components = await stockedMaterials(lc, places);
  if (components.length < PER_UNIT.length) return;
  const at = toDbDateTime(lc.now);
  // The assembly line side of the demo master data (demo-master-data.ts).
  const lineSide = await lc.trx
    .selectFrom('wmsFacility')
    .select('id')
    .where('tenantId', '=', lc.tenantId)
    .where('facilityType', '=', 'line_side')
    .orderBy('code')
    .executeTakeFirst();
  if (!lineSide) return;
  const lineSideId = lineSide.id;
  const products: string[] = [];
  for (const code of MADE) {
    const id = stableId('product', code);
    products.push(id);
    for (const [index, component] of components.slice(0, PER_UNIT.length).entries()) {
      await lc.trx
        .insertInto('mesBom')
        .values({
          id: stableId('bom', `${code}:${index}`),
          tenantId: lc.tenantId,
          productId: id,
          bomVersion: '1',
          componentId: component.productId,
          qtyPerUnit: PER_UNIT[index]!,
          scrapPct: 1000,
          backflush: index === PER_UNIT.length - 1 ? 1 : 0,
          createBy: lc.username,
          createTime: at,
        })
        .execute();
    }
  }
  for (const [index, fate] of FATES.entries()) {
    const day = lc.now - (FATES.length - index) * 3 * DAY;
    await demoOrder({ ...lc, now: day }, index, fate, {
      productId: products[index % products.length]!,
      warehouseId: components[0]!.facilityId,
      fgWarehouseId: places.factory.id || components[0]!.facilityId,
      lineSideId,
    });
  }
  await seedMembraneData(lc);
}

/** Membrane test records of the demo (domain.md 6.1). */
export const DEMO_MEMBRANE_RECORDS = 3000;

/**
 * The bench records of the demo (domain.md 3.9, 6.1): `DEMO_MEMBRANE_RECORDS` elements tested on two
 * benches, spread over the approved report orders, each element a serial of its report's output batch,
 * tested on the report day; salt rejection 99.00-99.85 % (below 99.2 % fails) and permeate flow
 * 9 000-10 995 GPD, drawn from the record's number (no randomness). Plain rows: nothing derives from them.
 */
async function seedMembraneData(lc: LedgerContext): Promise<void> {
  const reports = await lc.trx
    .selectFrom('mesReportOrder as report')
    .innerJoin('mesProductionOrder as order', 'order.id', 'report.productionOrderId')
    .select([
      'report.id',
      'report.productionOrderId',
      'report.outputBatchNo',
      'report.reportDate',
      'order.productId',
    ])
    .where('report.tenantId', '=', lc.tenantId)
    .where('report.docStatus', '=', 'approved')
    .orderBy('report.code')
    .execute();
  if (reports.length === 0) return;
  const price = (value: number) => toScaled(value, 'price')!;
  const rows: Record<string, unknown>[] = [];
  for (let n = 0; n < DEMO_MEMBRANE_RECORDS; n++) {
    const report = reports[n % reports.length]!;
    const unit = Math.floor(n / reports.length) + 1;
    const salt = 99 + ((n * 37) % 86) / 100;
    const flow = 9000 + ((n * 53) % 400) * 5;
    const day = dayOf(report.reportDate) ?? toDbDateTime(lc.now).slice(0, 10);
    const minute = unit % 600;
    rows.push({
      id: stableId('membrane', String(n)),
      tenant_id: lc.tenantId,
      serial_no: `${report.outputBatchNo ?? report.id}-${String(unit).padStart(4, '0')}`,
      production_order_id: report.productionOrderId,
      report_order_id: report.id,
      product_id: report.productId,
      test_time: toDbDateTime(Date.parse(`${day}T08:00:00Z`) + minute * 60_000),
      test_station: n % 2 === 0 ? 'BENCH-01' : 'BENCH-02',
      effective_area: price(37),
      permeate_flow: price(flow),
      salt_rejection_pct: price(salt),
      test_pressure: price(1.55),
      test_temperature: price(25),
      ph: price(7.5),
      result: salt < 99.2 ? 'fail' : 'pass',
      create_by: lc.username,
      create_time: toDbDateTime(lc.now),
      ...(membraneData.versioned ? { version: 0 } : {}),
      ...(membraneData.softDelete ? { del_flag: 0 } : {}),
    });
  }
  const columns = Object.keys(rows[0]!);
  for (let start = 0; start < rows.length; start += 200) {
    const values = rows
      .slice(start, start + 200)
      .map((row) => sql`(${sql.join(columns.map((column) => row[column]))})`);
    await sql`insert into ${sql.table(membraneData.table)} (${sql.join(columns.map((c) => sql.ref(c)))})
      values ${sql.join(values)}`.execute(lc.trx);
  }
}

/** Untracked raw materials with the most free qualified stock on storage positions of one facility. */
async function stockedMaterials(lc: LedgerContext, places: DemoPlaces) {
  if (places.materials.length === 0) return [];
  const rows = await lc.trx
    .selectFrom('wmsInventoryBalance as b')
    .innerJoin('wmsPosition as p', 'p.id', 'b.positionId')
    .innerJoin('wmsInventoryBatch as t', 't.id', 'b.batchId')
    .innerJoin('mdmProduct as m', 'm.id', 'b.productId')
    .select(['b.productId', 'b.facilityId', (eb) => eb.fn.sum<number | string>('b.onhandQty').as('onhand')])
    .where('b.tenantId', '=', lc.tenantId)
    .where('b.productId', 'in', places.materials)
    .where('b.facilityId', '=', places.central.id)
    .where('p.positionType', '=', 'storage')
    .where('t.qualityStatus', '=', 'qualified')
    .where('m.tracking', '=', 'none')
    .where('m.productType', '=', 'raw_material')
    .where('b.promiseQty', '=', 0)
    .groupBy(['b.productId', 'b.facilityId'])
    .execute();
  return rows
    .map((row) => ({ productId: row.productId, facilityId: row.facilityId, onhand: qty(row.onhand) }))
    .filter((row) => row.onhand >= 500_000)
    .sort((a, b) => b.onhand - a.onhand || a.productId.localeCompare(b.productId));
}

async function newHeader(lc: LedgerContext, rule: string, key: string) {
  const id = stableId(rule, key);
  return {
    id,
    tenantId: lc.tenantId,
    code: (await nextFillValue(lc.trx, rule, lc.tenantId, lc.now)) ?? id,
    docStatus: 'pending',
    fulfilStatus: 'unexecuted',
    version: 0,
    createBy: lc.username,
    createTime: toDbDateTime(lc.now),
  };
}

async function demoOrder(
  lc: LedgerContext,
  index: number,
  fate: Fate,
  where: { productId: string; warehouseId: string; fgWarehouseId: string; lineSideId: string },
): Promise<void> {
  const planned = 20_000 + index * 5_000;
  // SAP numbers (AUFNR) for imported orders, a hand-typed one otherwise.
  const header = {
    ...(await newHeader(lc, 'MO', `demo:${index}`)),
    code: `${index % 3 === 0 ? '1000' : 'MO-'}${String(index + 1).padStart(6, '0')}`,
  };
  await lc.trx
    .insertInto('mesProductionOrder')
    .values({
      ...header,
      orderType: index === 2 ? 'trial' : 'standard',
      productId: where.productId,
      bomVersion: '1',
      plannedQty: planned,
      facilityId: where.fgWarehouseId,
      lineSideFacilityId: where.lineSideId,
      workCenter: 'WC-RO-01',
      plannedStart: toDbDateTime(lc.now),
      plannedEnd: toDbDateTime(lc.now + 2 * DAY),
      reportedQty: 0,
      scrapQty: 0,
      checkedQty: 0,
      receivedQty: 0,
      sourceSystem: index % 3 === 0 ? 'sap' : 'manual',
    })
    .execute();
  if (fate === 'pending') return;
  if (fate === 'cancelled') {
    await demoDocumentAction(lc, productionOrder, productionOrderEffects, header.id, 'cancel', {
      remark: '计划取消',
    });
    return;
  }
  await demoDocumentAction(lc, productionOrder, productionOrderEffects, header.id, 'approve');
  if (fate === 'released') return;
  const components = await lc.trx
    .selectFrom('mesProductionComponent')
    .select(['id', 'productId', 'requiredQty'])
    .where('productionOrderId', '=', header.id)
    .orderBy('lineNo')
    .execute();
  await materialDoc(
    lc,
    'issue',
    `${index}:issue`,
    header.id,
    where,
    components.map((c) => ({ ...c, qty: qty(c.requiredQty) })),
  );
  if (fate === 'issued') return;
  // Two partial reports with some scrap; the second is left pending on the "reported" order.
  const half = Math.floor(planned / 2000) * 1000;
  const first = await report(lc, `${index}:1`, header.id, half - 1000, 1000);
  if (fate === 'reported') {
    await report(lc, `${index}:2`, header.id, 1000, 0, false);
    return;
  }
  await receive(lc, first);
  if (fate === 'closed') {
    await materialDoc(lc, 'return', `${index}:return`, header.id, where, await leftovers(lc, header.id));
    await demoDocumentAction(lc, productionOrder, productionOrderEffects, header.id, 'forceFinish', {
      remark: '试产结束',
    });
    return;
  }
  // Completed: the rest reported (backflush used the scrap allowance), leftovers returned, goods received.
  const second = await report(lc, `${index}:2`, header.id, planned - (half - 1000), 0);
  await materialDoc(lc, 'return', `${index}:return`, header.id, where, await leftovers(lc, header.id));
  await receive(lc, second);
}

/** What each component still has at the line side, to return. */
async function leftovers(lc: LedgerContext, orderId: string) {
  const rows = await lc.trx
    .selectFrom('mesProductionComponent')
    .select(['id', 'productId', 'issuedQty', 'returnedQty', 'consumedQty'])
    .where('productionOrderId', '=', orderId)
    .orderBy('lineNo')
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      productId: row.productId,
      qty: qty(row.issuedQty) - qty(row.returnedQty) - qty(row.consumedQty),
    }))
    .filter((row) => row.qty > 0);
}

async function materialDoc(
  lc: LedgerContext,
  kind: MaterialDocKind,
  key: string,
  orderId: string,
  where: { warehouseId: string; lineSideId: string },
  lines: readonly { id: string; productId: string; qty: number }[],
): Promise<void> {
  if (lines.length === 0) return;
  const header = await newHeader(
    lc,
    kind === 'issue' ? 'MI' : kind === 'return' ? 'MR' : 'MC',
    `demo:${key}`,
  );
  await lc.trx
    .insertInto('mesMaterialDoc')
    .values({
      ...header,
      docKind: kind,
      productionOrderId: orderId,
      outFacilityId: kind === 'issue' ? where.warehouseId : where.lineSideId,
      inFacilityId: kind === 'issue' ? where.lineSideId : where.warehouseId,
    })
    .execute();
  const outLines = [];
  for (const [index, line] of lines.entries()) {
    const id = stableId('materialDocLine', `${key}:${index}`);
    outLines.push({ lineId: id, qty: line.qty });
    await lc.trx
      .insertInto('mesMaterialDocLine')
      .values({
        id,
        tenantId: lc.tenantId,
        materialDocId: header.id,
        lineNo: index + 1,
        productionComponentId: line.id,
        productId: line.productId,
        qty: line.qty,
        deliveryQty: 0,
        stockInQty: 0,
        closedQty: 0,
      })
      .execute();
  }
  const page = materialDocPages.get(kind)!;
  const effects = materialDocEffects.get(kind)!;
  await demoDocumentAction(lc, page, effects, header.id, 'approve');
  await demoDocumentAction(lc, page, effects, header.id, 'outbound', { outLines });
}

async function report(
  lc: LedgerContext,
  key: string,
  orderId: string,
  goodQty: number,
  scrapQty: number,
  approve = true,
): Promise<string> {
  const header = await newHeader(lc, 'RO', `demo:${key}`);
  await lc.trx
    .insertInto('mesReportOrder')
    .values({
      ...header,
      productionOrderId: orderId,
      operationNo: '0010',
      workCenter: 'WC-RO-01',
      reportDate: toDbDateTime(lc.now).slice(0, 10),
      shift: key.endsWith(':1') ? 'day' : 'night',
      goodQty,
      scrapQty,
      reworkQty: 0,
      workHours: 8000,
      outputBatchNo: `FG${header.code}`,
    })
    .execute();
  if (approve) await demoDocumentAction(lc, reportOrder, reportOrderEffects, header.id, 'approve');
  return header.id;
}

/** Approves and receives in full the transfer receive a report order created. */
async function receive(lc: LedgerContext, reportId: string): Promise<void> {
  const row = await lc.trx
    .selectFrom('mesReportOrder')
    .select('transferReceiveId')
    .where('id', '=', reportId)
    .executeTakeFirstOrThrow();
  if (!row.transferReceiveId) return;
  await demoDocumentAction(lc, transferReceive, transferReceiveEffects, row.transferReceiveId, 'approve');
  const lines = await lc.trx
    .selectFrom('mesTransferReceiveLine')
    .select(['id', 'qty'])
    .where('transferReceiveId', '=', row.transferReceiveId)
    .execute();
  await demoDocumentAction(lc, transferReceive, transferReceiveEffects, row.transferReceiveId, 'inbound', {
    inLines: lines.map((line) => ({ lineId: line.id, qty: qty(line.qty) })),
  });
}
