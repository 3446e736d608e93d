import { sql } from 'kysely';
import { toScaled } from '../../../../src/domain/entity/scaled-number';
import { type MaterialDocKind, materialDocPages } from '../../../../src/domain/production/material-doc';
import { membraneData } from '../../../../src/domain/production/membrane-data';
import { productionOrder } from '../../../../src/domain/production/production-order';
import { reportOrder } from '../../../../src/domain/production/report-order';
import { transferReceive } from '../../../../src/domain/production/transfer-receive';
import { workCheck } from '../../../../src/domain/production/work-check';
import { materialDocEffects } from '../../../modules/production/material-doc-effects';
import {
  componentsFromBom,
  productionOrderEffects,
} from '../../../modules/production/production-order-effects';
import { reportOrderEffects } from '../../../modules/production/report-order-effects';
import { transferReceiveEffects } from '../../../modules/production/transfer-receive-effects';
import { workCheckEffects } from '../../../modules/production/work-check-effects';
import '../../../modules/production/production-tables';
import { nextFillValue } from '../../../modules/rules/next-fill-value';
import { dayOf, type LedgerContext, qty } from '../../../modules/warehouse/ledger/ledger-context';
import { toDbDateTime } from '../../datetime';
import { stableId } from '../../ids';
import { demoDocumentAction } from '../warehouse/demo-document-action';
import type { DemoPlaces } from '../warehouse/demo-master-data';

const DAY = 86_400_000;

/** What happened to each demo order, in code order: every state of domain.md 3.9 several times. */
type Fate = 'pending' | 'cancelled' | 'released' | 'issued' | 'reported' | 'completed' | 'closed';
/** One cycle of ten orders; the demo repeats it `CYCLES` times (domain.md 6.1: 60 production orders). */
const CYCLE: readonly Fate[] = [
  'completed',
  'closed',
  'reported',
  'completed',
  'issued',
  'released',
  'completed',
  'reported',
  'cancelled',
  'pending',
];
const CYCLES = 6;
const FATES: readonly Fate[] = Array.from({ length: CYCLES }, () => CYCLE).flat();

/** The demo products made here: the first six untracked semi-finished units of the demo master data. */
const MADE = ['FG-00001', 'FG-00002', 'FG-00003', 'FG-00004', 'FG-00005', 'FG-00006'] as const;
/** The demo product whose report orders get a work check (final inspection, domain.md 3.9). */
const CHECKED = 'FG-00006';
/** Quantity per unit of the eight components of every BOM (scaled); the last one is backflushed. */
const PER_UNIT = [500, 500, 250, 250, 200, 200, 100, 100] as const;
/** Scrap allowance of every BOM line (scaled percent, two decimals: 10 %). */
const SCRAP_PCT = 1000;
/** Reports of an order that reports (domain.md 6.1: 300 report orders over the 36 that do). */
const REPORTS = { completed: 9, closed: 9, reported: 7 } as const;
/**
 * Hand-consumed components whose scrap allowance a completed order did not use, and returns: two on the
 * first `RETURNING_TWO` completed orders, one on the others (with the backflushed one, whose allowance
 * the backflush never takes, 46 return lines over the 18 completed orders). With the orders' issues
 * (8 lines each, in one or two documents), consumptions (7) and returns, the material documents have
 * domain.md 6.1's 700 lines: 18 completed x (8 + 7) + 46, 6 closed x (8 + 7 + 8), 6 + 6 reported
 * x (8 + 7 pending consumption / 8 + 2 pending return), 6 issued x 8, 6 released x 8.
 */
const RETURNING_TWO = 10;

/** The planned quantity of the demo order `index` (scaled): 12 to 26 units. */
const plannedOf = (index: number) => (12 + (index % 8) * 2) * 1000;

/** What the orders may issue at most of a component, per unit of it per product unit (scaled), with margin. */
const neededStock = () =>
  Math.ceil((FATES.reduce((sum, _, index) => sum + plannedOf(index), 0) * PER_UNIT[0] * 1.02) / 1000);

/**
 * The production demo (domain.md 3.9, 6.1): the demo line side, six semi-finished products with a BOM of
 * eight untracked raw materials that have free stock, and 60 production orders (480 components) in every
 * state several times, with their material documents (issue, return, consume; pending and posted), report
 * orders (approved and pending), the work checks of the one product that needs them (`CHECKED`: pending,
 * passed, failed and scrapped) and the transfer receives those create (pending and received), each moved
 * through the real document effects, so the ledger, the components and the orders agree.
 * Runs at the end of the demo warehouse (deterministic: stable ids, fixed quantities, the demo clock
 * over the last 90 days of the demo period, one order every `ORDER_GAP_MS`; the effects' own rows, such
 * as components and receives, get the engine's ids).
 */
export async function seedDemoProduction(lc: LedgerContext, places: DemoPlaces): Promise<void> {
  const components = await stockedMaterials(lc, places, neededStock());
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
          scrapPct: SCRAP_PCT,
          backflush: index === PER_UNIT.length - 1 ? 1 : 0,
          createBy: lc.username,
          createTime: at,
        })
        .execute();
    }
  }
  await lc.trx
    .updateTable('mdmProduct')
    .set({ inspectionMode: 'full' })
    .where('id', '=', stableId('product', CHECKED))
    .execute();
  for (const [index, fate] of FATES.entries()) {
    const day = lc.now - (FATES.length - index) * ORDER_GAP_MS;
    await demoOrder({ ...lc, now: day }, index, fate, {
      productId: products[index % products.length]!,
      warehouseId: components[0]!.facilityId,
      fgWarehouseId: places.factory.id || components[0]!.facilityId,
      lineSideId,
    });
  }
  await seedMembraneData(lc);
}

/** One demo order every 36 hours: the 60 orders span the last 90 days of the demo period. */
const ORDER_GAP_MS = 1.5 * DAY;

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

/** Untracked raw materials with at least `needed` (scaled) free qualified stock on storage positions of one facility, most first. */
async function stockedMaterials(lc: LedgerContext, places: DemoPlaces, needed: number) {
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
    .filter((row) => row.onhand >= needed)
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

type Where = { productId: string; warehouseId: string; fgWarehouseId: string; lineSideId: string };
type Component = {
  id: string;
  productId: string;
  qtyPerUnit: number;
  requiredQty: number;
  backflush: number;
};

async function demoOrder(lc: LedgerContext, index: number, fate: Fate, where: Where): Promise<void> {
  const planned = plannedOf(index);
  // SAP numbers (AUFNR) for imported orders, a hand-typed one otherwise.
  const header = {
    ...(await newHeader(lc, 'MO', `demo:${index}`)),
    code: `${index % 3 === 0 ? '1000' : 'MO-'}${String(index + 1).padStart(6, '0')}`,
  };
  await lc.trx
    .insertInto('mesProductionOrder')
    .values({
      ...header,
      orderType: index % 10 === 2 ? 'trial' : 'standard',
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
  // Components entered from the BOM on the order form (release fills them for the others).
  if (fate === 'pending' || fate === 'cancelled')
    await componentsFromBom(lc, {
      id: header.id,
      productId: where.productId,
      bomVersion: '1',
      plannedQty: planned,
    });
  if (fate === 'pending') return;
  if (fate === 'cancelled') {
    await demoDocumentAction(lc, productionOrder, productionOrderEffects, header.id, 'cancel', {
      remark: '计划取消',
    });
    return;
  }
  await demoDocumentAction(lc, productionOrder, productionOrderEffects, header.id, 'approve');
  const components: Component[] = (
    await lc.trx
      .selectFrom('mesProductionComponent')
      .select(['id', 'productId', 'qtyPerUnit', 'requiredQty', 'backflush'])
      .where('productionOrderId', '=', header.id)
      .orderBy('lineNo')
      .execute()
  ).map((c) => ({
    ...c,
    qtyPerUnit: qty(c.qtyPerUnit),
    requiredQty: qty(c.requiredQty),
    backflush: Number(c.backflush),
  }));
  const required = (c: Component) => ({ ...c, qty: c.requiredQty });
  const firstHalf = components.slice(0, components.length / 2);
  const byHand = components.filter((c) => !c.backflush);
  const secondHalf = components.slice(components.length / 2);
  if (fate === 'released') {
    // Released with its issue still pending in the warehouse.
    await materialDoc(lc, 'issue', `${index}:issue`, header.id, where, components.map(required), false);
    return;
  }
  // Issued in two documents: the first half of the components, then the rest.
  await materialDoc(lc, 'issue', `${index}:issue`, header.id, where, firstHalf.map(required));
  await materialDoc(
    lc,
    'issue',
    `${index}:issue2`,
    header.id,
    where,
    secondHalf.map(required),
    fate !== 'issued',
  );
  if (fate === 'issued') return;
  const later = (step: number): LedgerContext => ({ ...lc, now: lc.now + step * 3_600_000 });
  const reports: string[] = [];
  if (fate === 'reported') {
    // Six approved reports of one unit (the first with one scrapped), the last two still to receive, a
    // seventh report still pending, and a consumption (or, every other order, a return) still pending.
    for (let n = 1; n < REPORTS.reported; n++) {
      const check = n === REPORTS.reported - 1 ? 'pending' : 'pass';
      reports.push(await report(later(n), `${index}:${n}`, header.id, 1000, n === 1 ? 1000 : 0, true, check));
    }
    for (const id of reports.slice(0, -2)) await receive(later(REPORTS.reported), id);
    await report(later(REPORTS.reported), `${index}:${REPORTS.reported}`, header.id, 1000, 0, false);
    const pending = later(REPORTS.reported + 1);
    if (index % 10 === 2) {
      const reported = REPORTS.reported * 1000;
      await materialDoc(
        pending,
        'consume',
        `${index}:consume`,
        header.id,
        where,
        used(byHand, reported),
        false,
      );
    } else {
      const rest = await leftovers(lc, header.id, 2);
      await materialDoc(pending, 'return', `${index}:return`, header.id, where, rest, false);
    }
    return;
  }
  if (fate === 'closed') {
    // Trial run stopped after nine units (one more scrapped): consumed, leftovers returned, forced closed.
    for (let n = 1; n <= REPORTS.closed; n++) {
      const check = n === REPORTS.closed ? 'fail' : 'pass';
      reports.push(await report(later(n), `${index}:${n}`, header.id, 1000, n === 1 ? 1000 : 0, true, check));
    }
    for (const id of reports) await receive(later(REPORTS.closed + 1), id);
    const end = later(REPORTS.closed + 2);
    await materialDoc(
      end,
      'consume',
      `${index}:consume`,
      header.id,
      where,
      used(byHand, (REPORTS.closed + 1) * 1000),
    );
    await materialDoc(end, 'return', `${index}:return`, header.id, where, await leftovers(lc, header.id));
    await demoDocumentAction(end, productionOrder, productionOrderEffects, header.id, 'forceFinish', {
      remark: '试产结束',
    });
    return;
  }
  // Completed: the planned quantity reported in nine reports and received; the line used the scrap
  // allowance of most hand-consumed components (consumed as issued), the last one or two used their BOM
  // quantity only: those and the backflushed component return what is left.
  const each = Math.floor(planned / REPORTS.completed / 1000) * 1000;
  for (let n = 1; n <= REPORTS.completed; n++) {
    const good = n < REPORTS.completed ? each : planned - each * (REPORTS.completed - 1);
    reports.push(await report(later(n), `${index}:${n}`, header.id, good, 0));
  }
  const end = later(REPORTS.completed + 1);
  const completedBefore = FATES.slice(0, index).filter((f) => f === 'completed').length;
  const unused = completedBefore < RETURNING_TWO ? 2 : 1;
  const consumed = [...byHand.slice(0, -unused).map(required), ...used(byHand.slice(-unused), planned)];
  await materialDoc(end, 'consume', `${index}:consume`, header.id, where, consumed);
  await materialDoc(end, 'return', `${index}:return`, header.id, where, await leftovers(lc, header.id));
  for (const id of reports) await receive(end, id);
}

/** What `reported` (scaled) units use of each component consumed by hand (not backflushed), by the BOM. */
function used(components: readonly Component[], reported: number) {
  return components
    .filter((c) => !c.backflush)
    .map((c) => ({ id: c.id, productId: c.productId, qty: Math.round((reported * c.qtyPerUnit) / 1000) }));
}

/** What each component still has at the line side, to return (of the last `last` components only, if given). */
async function leftovers(lc: LedgerContext, orderId: string, last?: number) {
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
    .filter((row) => row.qty > 0)
    .slice(last === undefined ? 0 : -last);
}

async function materialDoc(
  lc: LedgerContext,
  kind: MaterialDocKind,
  key: string,
  orderId: string,
  where: { warehouseId: string; lineSideId: string },
  lines: readonly { id: string; productId: string; qty: number }[],
  post = true,
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
  if (!post) return;
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
  /** What the work check of the report becomes, when its product needs one: failed units are scrapped. */
  check: 'pending' | 'pass' | 'fail' = 'pass',
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
  const workCheckRow = await lc.trx
    .selectFrom('qmsInspection')
    .select('id')
    .where('tenantId', '=', lc.tenantId)
    .where('sourceDocType', '=', 'report_order')
    .where('sourceDocId', '=', header.id)
    .executeTakeFirst();
  if (workCheckRow && check !== 'pending') {
    // The inspector's entries (result and split), then the approval.
    await lc.trx
      .updateTable('qmsInspection')
      .set({
        result: check,
        qualifiedQty: check === 'pass' ? goodQty : 0,
        unqualifiedQty: check === 'pass' ? 0 : goodQty,
        disposition: check === 'pass' ? null : 'scrap',
      })
      .where('id', '=', workCheckRow.id)
      .execute();
    await demoDocumentAction(lc, workCheck, workCheckEffects, workCheckRow.id, 'approve');
  }
  return header.id;
}

/** Approves and receives in full the transfer receive a report order (or its work check) created. */
async function receive(lc: LedgerContext, reportId: string): Promise<void> {
  const row = await lc.trx
    .selectFrom('mesTransferReceive')
    .select('id as transferReceiveId')
    .where('tenantId', '=', lc.tenantId)
    .where('reportOrderId', '=', reportId)
    .where('docStatus', '=', 'pending')
    .executeTakeFirst();
  if (!row) return;
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
