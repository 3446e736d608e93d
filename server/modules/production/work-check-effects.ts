import { sql } from 'kysely';
import { permissionCode } from '../../../src/domain/entity/define-entity';
import { fromScaled } from '../../../src/domain/entity/scaled-number';
import { workCheck } from '../../../src/domain/production/work-check';
import { inspection } from '../../../src/domain/quality/inspection';
import { toDbDateTime } from '../../db/datetime';
import { documentEffects } from '../../documents/document-effects';
import { loadDocumentHeader } from '../../documents/load-document';
import { AppError } from '../../http/app-error';
import { dayOf, type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import '../quality/quality-tables';
import { requireOpenOrder } from './production-components';
import { cancelPendingReceive, createTransferReceive } from './report-order-effects';
import { cancelFollowUp, followUpUnqualified, type UnqualifiedPart } from './work-check-follow-up';

/** A work check (an inspection of a report order) of the caller's tenant, or `doc.notFound`. */
export async function loadWorkCheck(lc: LedgerContext, id: string) {
  const header = await loadDocumentHeader(lc, 'qmsInspection', id, [
    'sourceDocType',
    'sourceDocId',
    'productId',
    'facilityId',
    'lotQty',
    'qualifiedQty',
    'unqualifiedQty',
    'result',
    'disposition',
    'createBy',
  ]);
  if (header.sourceDocType !== 'report_order' || !header.sourceDocId) throw new AppError('doc.notFound');
  return {
    header: {
      ...header,
      sourceDocId: header.sourceDocId,
      lotQty: qty(header.lotQty),
      qualifiedQty: qty(header.qualifiedQty),
      unqualifiedQty: qty(header.unqualifiedQty),
    },
  };
}

export type WorkCheckDocument = Awaited<ReturnType<typeof loadWorkCheck>>;

/** Adds a signed scaled quantity to the order's checked quantity. */
async function addChecked(lc: LedgerContext, orderId: string, delta: number): Promise<void> {
  await lc.trx
    .updateTable('mesProductionOrder')
    .set((eb) => ({ checkedQty: sql<number>`checked_qty + ${delta}`, version: eb('version', '+', 1) }))
    .where('id', '=', orderId)
    .where('tenantId', '=', lc.tenantId)
    .execute();
}

async function reportOf(lc: LedgerContext, doc: WorkCheckDocument) {
  return lc.trx
    .selectFrom('mesReportOrder')
    .select(['id', 'code', 'productionOrderId', 'reportDate', 'outputBatchNo'])
    .where('id', '=', doc.header.sourceDocId)
    .where('tenantId', '=', lc.tenantId)
    .executeTakeFirstOrThrow();
}

/** The unqualified part of a work check, for its follow-up (work-check-follow-up.ts). */
function unqualifiedPart(
  doc: WorkCheckDocument,
  report: Awaited<ReturnType<typeof reportOf>>,
): UnqualifiedPart {
  return {
    checkId: doc.header.id,
    checkCode: doc.header.code ?? doc.header.id,
    checkVersion: Number(doc.header.version),
    disposition: doc.header.disposition ?? null,
    qty: doc.header.unqualifiedQty,
    report: {
      batchNo: report.outputBatchNo,
      code: report.code ?? report.id,
      reportDate: dayOf(report.reportDate),
    },
  };
}

/**
 * The business effects of the work check page (descriptor: src/domain/production/work-check.ts):
 * approve needs a result and a split that adds up to the lot, adds the qualified quantity to the order's
 * checked quantity and creates the pending transfer receive of it; cancel approval undoes both while
 * that transfer receive is still pending.
 */
export const workCheckEffects = documentEffects(workCheck, {
  load: loadWorkCheck,
  actions: {
    approve: {
      run: async ({ lc, doc, permissions }) => {
        const { header } = doc;
        if (!header.result) throw new AppError('inspection.resultRequired');
        if (header.qualifiedQty + header.unqualifiedQty !== header.lotQty) {
          throw new AppError('inspection.splitMismatch', {
            qualified: fromScaled(header.qualifiedQty, 'qty'),
            unqualified: fromScaled(header.unqualifiedQty, 'qty'),
            lot: fromScaled(header.lotQty, 'qty'),
          });
        }
        const report = await reportOf(lc, doc);
        const order = await requireOpenOrder(lc, report.productionOrderId);
        await followUpUnqualified(
          lc,
          order,
          unqualifiedPart(doc, report),
          permissions.has(permissionCode(inspection, 'concession')),
        );
        const accepted = header.disposition === 'concession' ? header.unqualifiedQty : 0;
        await addChecked(lc, order.id, header.qualifiedQty + accepted);
        await lc.trx
          .updateTable('qmsInspection')
          .set({ inspectedAt: toDbDateTime(lc.now) })
          .where('id', '=', header.id)
          .execute();
        if (header.qualifiedQty <= 0) return;
        await createTransferReceive(
          lc,
          {
            productionOrderId: order.id,
            reportOrderId: report.id,
            reportCode: report.code ?? report.id,
            reportDate: dayOf(report.reportDate),
            batchNo: report.outputBatchNo,
            qty: header.qualifiedQty,
            inspectionId: header.id,
          },
          order.productId,
          order.facilityId,
        );
      },
    },
    cancelApproval: {
      run: async ({ lc, doc }) => {
        const { header } = doc;
        const receive = await lc.trx
          .selectFrom('mesTransferReceive')
          .select('id')
          .where('tenantId', '=', lc.tenantId)
          .where('inspectionId', '=', header.id)
          .where('docStatus', '<>', 'cancelled')
          .executeTakeFirst();
        if (receive) await cancelPendingReceive(lc, receive.id, header.code);
        const report = await reportOf(lc, doc);
        const order = await requireOpenOrder(lc, report.productionOrderId);
        await cancelFollowUp(lc, order, unqualifiedPart(doc, report));
        const accepted = header.disposition === 'concession' ? header.unqualifiedQty : 0;
        await addChecked(lc, report.productionOrderId, -(header.qualifiedQty + accepted));
      },
    },
  },
});
