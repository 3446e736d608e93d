import { reportOrder } from '../../../src/domain/production/report-order';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { documentEffects } from '../../documents/document-effects';
import { loadDocumentHeader } from '../../documents/load-document';
import { AppError } from '../../http/app-error';
import { nextFillValue } from '../rules/next-fill-value';
import { type BalanceKey, lockBalances, lockBalancesById } from '../warehouse/ledger/balance-rows';
import { dayOf, type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import { type PostingLeg, postInventoryMovement } from '../warehouse/ledger/post-inventory-movement';
import { findCandidates } from '../warehouse/ledger/reservations';
import { takeReservedThenFree } from '../warehouse/ledger/take-reserved-then-free';
import {
  addToComponent,
  atLineSide,
  orderComponents,
  refuseComponentQty,
  requireOpenOrder,
  saveOrderProgress,
} from './production-components';

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
  const takes: { componentId: string; qty: number }[] = [];
  const backflush = (await orderComponents(lc, order.id)).filter((c) => c.backflush);
  const free = new Map<string, Awaited<ReturnType<typeof findCandidates>>>();
  for (const component of backflush) {
    const wanted = backflushQty(component.qtyPerUnit, reported);
    if (wanted <= 0) continue;
    if (wanted > atLineSide(component)) {
      await refuseComponentQty(lc, 'mes.overConsume', component, wanted, atLineSide(component));
    }
    free.set(
      component.id,
      await findCandidates(lc, {
        source: { docType: 'report_order', docId: header.id, lineId: component.id },
        productId: component.productId,
        facilityId: order.lineSideFacilityId,
        qty: wanted,
        scope: 'ordinary',
      }),
    );
    takes.push({ componentId: component.id, qty: wanted });
  }
  const balances = await lockBalancesById(
    lc,
    [...free.values()].flat().map((c) => c.balanceId),
  );
  for (const take of takes) {
    const component = backflush.find((c) => c.id === take.componentId)!;
    const taken = await takeReservedThenFree(
      lc,
      balances,
      component.productId,
      take.qty,
      [],
      free.get(component.id) ?? [],
    );
    for (const part of taken.takes) {
      const row = balances.byBalanceId(part.balanceId);
      const key: BalanceKey = {
        productId: row.productId,
        facilityId: row.facilityId,
        positionId: row.positionId,
        batchId: row.batchId,
      };
      legs.push({ ...key, qtyDelta: -part.qty, sourceLineId: component.id });
    }
  }
  let postingId: string | null = null;
  if (legs.length > 0) {
    postingId = (
      await postInventoryMovement(lc, balances, {
        action: 'outbound',
        source: { docType: 'report_order', docId: header.id, docCode: header.code },
        commandType: null,
        movementTypeCode: 'production_consume',
        requestId: null,
        legs,
      })
    ).postingId;
    for (const take of takes) await addToComponent(lc, take.componentId, 'consumedQty', take.qty);
  }
  order.reportedQty += header.goodQty;
  order.scrapQty += header.scrapQty;
  await saveOrderProgress(lc, order);
  header.transferReceiveId =
    header.goodQty > 0 ? await createTransferReceive(lc, doc, order.productId, order.facilityId) : null;
  return { postingId };
}

/** The pending transfer receive of the good quantity into the order's finished-goods warehouse. */
async function createTransferReceive(
  lc: LedgerContext,
  doc: ReportOrderDocument,
  productId: string,
  facilityId: string,
): Promise<string> {
  const { header } = doc;
  const id = newId();
  const now = toDbDateTime(lc.now);
  await lc.trx
    .insertInto('mesTransferReceive')
    .values({
      id,
      tenantId: lc.tenantId,
      code: (await nextFillValue(lc.trx, 'TR', lc.tenantId, lc.now)) ?? id,
      docStatus: 'pending',
      fulfilStatus: 'unexecuted',
      version: 0,
      productionOrderId: header.productionOrderId,
      reportOrderId: header.id,
      inFacilityId: facilityId,
      productionDate: header.reportDate,
      createBy: lc.username,
      createTime: now,
    })
    .execute();
  await lc.trx
    .insertInto('mesTransferReceiveLine')
    .values({
      id: newId(),
      tenantId: lc.tenantId,
      transferReceiveId: id,
      lineNo: 1,
      productId,
      batchNo: header.outputBatchNo ?? header.code,
      qty: header.goodQty,
      stockInQty: 0,
      closedQty: 0,
      createBy: lc.username,
      createTime: now,
    })
    .execute();
  return id;
}

/**
 * Cancel approval: refused once the transfer receive left pending; else that receive is cancelled, the
 * backflush rows not yet reversed are posted back onto their keys (`reverses_ledger_id`), the components'
 * consumed and the order's reported and scrap quantities go back.
 */
async function cancelReport(
  lc: LedgerContext,
  doc: ReportOrderDocument,
): Promise<{ postingId: string | null }> {
  const { header } = doc;
  if (header.transferReceiveId) {
    const receive = await lc.trx
      .selectFrom('mesTransferReceive')
      .select(['code', 'docStatus'])
      .where('id', '=', header.transferReceiveId)
      .executeTakeFirstOrThrow();
    if (receive.docStatus !== 'pending')
      throw new AppError('mes.receiveNotPending', { code: receive.code ?? '' });
    await lc.trx
      .updateTable('mesTransferReceive')
      .set((eb) => ({
        docStatus: 'cancelled',
        cancelRemark: header.code,
        version: eb('version', '+', 1),
        updateBy: lc.username,
        updateTime: toDbDateTime(lc.now),
      }))
      .where('id', '=', header.transferReceiveId)
      .execute();
  }
  const rows = await lc.trx
    .selectFrom('wmsInventoryLedger as l')
    .leftJoin('wmsInventoryLedger as r', 'r.reversesLedgerId', 'l.id')
    .select([
      'l.id',
      'l.productId',
      'l.facilityId',
      'l.positionId',
      'l.batchId',
      'l.qtyDelta',
      'l.sourceLineId',
    ])
    .where('l.tenantId', '=', lc.tenantId)
    .where('l.sourceDocType', '=', 'report_order')
    .where('l.sourceDocId', '=', header.id)
    .where('l.qtyDelta', '<', 0)
    .where('r.id', 'is', null)
    .execute();
  let postingId: string | null = null;
  if (rows.length > 0) {
    const legs: PostingLeg[] = rows.map((row) => ({
      productId: row.productId,
      facilityId: row.facilityId,
      positionId: row.positionId,
      batchId: row.batchId,
      qtyDelta: -qty(row.qtyDelta),
      sourceLineId: row.sourceLineId,
      reversesLedgerId: row.id,
    }));
    const balances = await lockBalances(lc, legs);
    postingId = (
      await postInventoryMovement(lc, balances, {
        action: 'inbound',
        source: { docType: 'report_order', docId: header.id, docCode: header.code },
        commandType: null,
        movementTypeCode: 'production_consume',
        requestId: null,
        legs,
      })
    ).postingId;
    for (const leg of legs) await addToComponent(lc, leg.sourceLineId!, 'consumedQty', -leg.qtyDelta);
  }
  const order = await requireOpenOrder(lc, header.productionOrderId);
  order.reportedQty -= header.goodQty;
  order.scrapQty -= header.scrapQty;
  await saveOrderProgress(lc, order);
  header.transferReceiveId = null;
  return { postingId };
}
