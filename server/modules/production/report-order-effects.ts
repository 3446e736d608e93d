import { reportOrder } from '../../../src/domain/production/report-order';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { insertRowsStatement } from '../../db/insert-rows';
import { executeWrites, type SqlWrite } from '../../db/raw-sql';
import { documentEffects } from '../../documents/document-effects';
import { loadDocumentHeader } from '../../documents/load-document';
import { AppError } from '../../http/app-error';
import { nextFillValue } from '../rules/next-fill-value';
import { type LockedBalances, lockBalances } from '../warehouse/ledger/balance-rows';
import { dayOf, type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import { type PostingLeg, postInventoryMovement } from '../warehouse/ledger/post-inventory-movement';
import { type OutboundTake, takeOutbound } from '../warehouse/ledger/take-reserved-then-free';
import {
  addToComponents,
  atLineSide,
  componentsWrite,
  type OpenOrder,
  orderComponents,
  orderProgressWrite,
  refuseComponentQty,
  requireOpenOrder,
  reversalLegs,
  saveOrderProgress,
} from './production-components';
import { queueProductionMovement } from './production-sap';

/** A report order of the caller's tenant, or `doc.notFound`. */
export async function loadReportOrder(lc: LedgerContext, id: string) {
  const header = await loadDocumentHeader(lc, 'mesReportOrder', id, [
    'productionOrderId',
    'goodQty',
    'scrapQty',
    'reportDate',
    'outputBatchNo',
    'transferReceiveId',
    'createBy',
  ]);
  return {
    header: {
      ...header,
      goodQty: qty(header.goodQty),
      scrapQty: qty(header.scrapQty),
      reportDate: dayOf(header.reportDate),
    },
  };
}

export type ReportOrderDocument = Awaited<ReturnType<typeof loadReportOrder>>;

/** Backflush quantity of a component for a reported quantity: per unit x (good + scrap), scaled. */
export function backflushQty(qtyPerUnit: number, reported: number): number {
  return Math.round((qtyPerUnit * reported) / 1000);
}

/**
 * The business effects of the report order (descriptor: src/domain/production/report-order.ts): approve
 * reports against the order, posts the backflush and creates the pending transfer receive; cancel
 * approval undoes all three while that transfer receive is still pending.
 */
export const reportOrderEffects = documentEffects(reportOrder, {
  load: loadReportOrder,
  actions: {
    approve: { run: ({ lc, doc }) => approveReport(lc, doc) },
    cancelApproval: { run: ({ lc, doc }) => cancelReport(lc, doc) },
    cancel: {},
  },
  headerColumns: (doc) => ({ transferReceiveId: doc.header.transferReceiveId }),
});

async function approveReport(
  lc: LedgerContext,
  doc: ReportOrderDocument,
): Promise<{ postingId: string | null }> {
  const { header } = doc;
  if (header.goodQty < 0 || header.scrapQty < 0 || header.goodQty + header.scrapQty <= 0) {
    throw new AppError('mes.reportQtyPositive');
  }
  const order = await requireOpenOrder(lc, header.productionOrderId);
  const reported = header.goodQty + header.scrapQty;
  const legs: PostingLeg[] = [];
  const backflush = (await orderComponents(lc, order.id)).filter((c) => c.backflush);
  const lines: OutboundTake[] = [];
  for (const component of backflush) {
    const wanted = backflushQty(component.qtyPerUnit, reported);
    if (wanted <= 0) continue;
    if (wanted > atLineSide(component)) {
      await refuseComponentQty(lc, 'mes.overConsume', component, wanted, atLineSide(component));
    }
    lines.push({
      lineId: component.id,
      productId: component.productId,
      qty: wanted,
      freeRequest: (rest) => ({
        source: { docType: 'report_order', docId: header.id, lineId: component.id },
        productId: component.productId,
        facilityId: order.lineSideFacilityId,
        qty: rest,
        scope: 'ordinary',
      }),
    });
  }
  // Backflush components are never reserved: every take comes from the line side's free rows.
  const { balances, taken } = await takeOutbound(lc, { docType: 'report_order', docId: header.id }, lines, {
    reserves: false,
  });
  for (const { take, keys } of taken) {
    for (const { qty: used, ...key } of keys)
      legs.push({ ...key, qtyDelta: -used, sourceLineId: take.lineId });
  }
  // The components', the SAP message's, the order's and the transfer receive's writes go together at the
  // end (executeWrites: one statement on PostgreSQL).
  const writes: SqlWrite[] = [];
  const postingId = await postBackflush(lc, doc, balances, legs, 'outbound', writes);
  if (postingId) {
    await queueProductionMovement(lc, '261', postingId, order.id, {
      orderNo: order.orderNo,
      posting: { sourceDocType: 'report_order', sourceDocId: header.id, sourceDocCode: header.code },
      deferred: writes,
    });
  }
  order.reportedQty += header.goodQty;
  order.scrapQty += header.scrapQty;
  writes.push(orderProgressWrite(lc, order));
  header.transferReceiveId = null;
  if (header.goodQty > 0 && needsWorkCheck(order)) {
    await createWorkCheck(lc, doc, order.productId, order.facilityId);
  } else if (header.goodQty > 0) {
    const receive = await transferReceiveWrites(
      lc,
      {
        productionOrderId: order.id,
        reportOrderId: header.id,
        reportCode: header.code,
        reportDate: header.reportDate,
        batchNo: header.outputBatchNo,
        qty: header.goodQty,
        inspectionId: null,
      },
      order.productId,
      order.facilityId,
    );
    writes.push(...receive.writes);
    header.transferReceiveId = receive.id;
  }
  await executeWrites(lc.trx, lc.engine, writes);
  return { postingId };
}

/**
 * Posts a report's backflush legs (`production_consume`: out at approve, back in on the same keys at
 * cancel approval) and moves each component's consumed quantity by as much (that write added to
 * `deferred` when given, for the caller to run with its others).
 */
async function postBackflush(
  lc: LedgerContext,
  doc: ReportOrderDocument,
  balances: LockedBalances,
  legs: readonly PostingLeg[],
  action: 'outbound' | 'inbound',
  deferred?: SqlWrite[],
): Promise<string | null> {
  if (legs.length === 0) return null;
  const { header } = doc;
  const { postingId } = await postInventoryMovement(lc, balances, {
    action,
    source: { docType: 'report_order', docId: header.id, docCode: header.code },
    commandType: null,
    movementTypeCode: 'production_consume',
    requestId: null,
    legs,
  });
  const changes = legs.map((leg) => ({ componentId: leg.sourceLineId!, delta: -leg.qtyDelta }));
  if (!deferred) await addToComponents(lc, 'consumedQty', changes);
  else {
    const components = componentsWrite(lc, 'consumedQty', changes);
    if (components) deferred.push(components);
  }
  return postingId;
}

/** What a transfer receive is created for: a report order's good quantity or a work check's qualified one. */
export interface ReceiveSource {
  productionOrderId: string;
  reportOrderId: string;
  reportCode: string;
  reportDate: string | null;
  batchNo: string | null;
  qty: number;
  inspectionId: string | null;
}

/** The pending transfer receive into the order's finished-goods warehouse (domain.md 3.9). */
export async function createTransferReceive(
  lc: LedgerContext,
  source: ReceiveSource,
  productId: string,
  facilityId: string,
): Promise<string> {
  const { id, writes } = await transferReceiveWrites(lc, source, productId, facilityId);
  await executeWrites(lc.trx, lc.engine, writes);
  return id;
}

/** The inserts of `createTransferReceive` (its code drawn now), to run with other writes. */
async function transferReceiveWrites(
  lc: LedgerContext,
  source: ReceiveSource,
  productId: string,
  facilityId: string,
): Promise<{ id: string; writes: SqlWrite[] }> {
  const id = newId();
  const now = toDbDateTime(lc.now);
  // Both inserts compile once per shape (server/db/insert-rows.ts), one statement on PostgreSQL.
  const receive = [
    {
      id,
      tenantId: lc.tenantId,
      code: (await nextFillValue(lc.trx, 'TR', lc.tenantId, lc.now)) ?? id,
      docStatus: 'pending',
      fulfilStatus: 'unexecuted',
      version: 0,
      productionOrderId: source.productionOrderId,
      reportOrderId: source.reportOrderId,
      inspectionId: source.inspectionId,
      inFacilityId: facilityId,
      productionDate: source.reportDate,
      createBy: lc.username,
      createTime: now,
    },
  ];
  const line = [
    {
      id: newId(),
      tenantId: lc.tenantId,
      transferReceiveId: id,
      lineNo: 1,
      productId,
      batchNo: source.batchNo ?? source.reportCode,
      qty: source.qty,
      stockInQty: 0,
      closedQty: 0,
      createBy: lc.username,
      createTime: now,
    },
  ];
  return {
    id,
    writes: [
      insertRowsStatement(lc.trx, lc.engine, 'mesTransferReceive', receive),
      insertRowsStatement(lc.trx, lc.engine, 'mesTransferReceiveLine', line),
    ],
  };
}

/**
 * Cancels a transfer receive that is still pending, or refuses with `mes.receiveNotPending`: what a
 * cancelled report or work check generated goes with it.
 */
export async function cancelPendingReceive(
  lc: LedgerContext,
  receiveId: string,
  remark: string,
): Promise<void> {
  const receive = await lc.trx
    .selectFrom('mesTransferReceive')
    .select(['code', 'docStatus'])
    .where('id', '=', receiveId)
    .where('tenantId', '=', lc.tenantId)
    .executeTakeFirstOrThrow();
  if (receive.docStatus !== 'pending')
    throw new AppError('mes.receiveNotPending', { code: receive.code ?? '' });
  await lc.trx
    .updateTable('mesTransferReceive')
    .set((eb) => ({
      docStatus: 'cancelled',
      cancelRemark: remark,
      version: eb('version', '+', 1),
      updateBy: lc.username,
      updateTime: toDbDateTime(lc.now),
    }))
    .where('id', '=', receiveId)
    .execute();
}

/** Whether the order's product is inspected before it is received (inspection mode sampling or full). */
function needsWorkCheck(order: OpenOrder): boolean {
  return order.productInspectionMode === 'sampling' || order.productInspectionMode === 'full';
}

/** The pending final inspection (work check) of a report's good quantity. */
async function createWorkCheck(
  lc: LedgerContext,
  doc: ReportOrderDocument,
  productId: string,
  facilityId: string,
) {
  const id = newId();
  await lc.trx
    .insertInto('qmsInspection')
    .values({
      id,
      tenantId: lc.tenantId,
      code: (await nextFillValue(lc.trx, 'QI', lc.tenantId, lc.now)) ?? id,
      docStatus: 'pending',
      fulfilStatus: 'unexecuted',
      version: 0,
      inspectionType: 'final',
      sourceDocType: 'report_order',
      sourceDocId: doc.header.id,
      productId,
      facilityId,
      lotQty: doc.header.goodQty,
      supplierVisible: 0,
      createBy: lc.username,
      createTime: toDbDateTime(lc.now),
    })
    .execute();
}

/**
 * Cancel approval: refused once the transfer receive or the work check left pending; else the receive is
 * cancelled and the pending work check removed, the
 * backflush rows not yet reversed are posted back onto their keys (`reverses_ledger_id`), the components'
 * consumed and the order's reported and scrap quantities go back.
 */
async function cancelReport(
  lc: LedgerContext,
  doc: ReportOrderDocument,
): Promise<{ postingId: string | null }> {
  const { header } = doc;
  if (header.transferReceiveId) await cancelPendingReceive(lc, header.transferReceiveId, header.code);
  const check = await lc.trx
    .selectFrom('qmsInspection')
    .select(['id', 'code', 'docStatus'])
    .where('tenantId', '=', lc.tenantId)
    .where('sourceDocType', '=', 'report_order')
    .where('sourceDocId', '=', header.id)
    .executeTakeFirst();
  if (check && check.docStatus !== 'pending')
    throw new AppError('mes.workCheckNotPending', { code: check.code ?? '' });
  // A pending work check was never decided: it goes with the report.
  if (check) await lc.trx.deleteFrom('qmsInspection').where('id', '=', check.id).execute();
  const legs = await reversalLegs(lc, { docType: 'report_order', docId: header.id }, -1);
  let postingId: string | null = null;
  if (legs.length > 0) {
    postingId = await postBackflush(lc, doc, await lockBalances(lc, legs), legs, 'inbound');
    if (postingId) await queueProductionMovement(lc, '262', postingId, header.productionOrderId);
  }
  const order = await requireOpenOrder(lc, header.productionOrderId);
  order.reportedQty -= header.goodQty;
  order.scrapQty -= header.scrapQty;
  await saveOrderProgress(lc, order);
  header.transferReceiveId = null;
  return { postingId };
}
