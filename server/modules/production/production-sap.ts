import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { queryRows, type SqlWrite, sqlStatement } from '../../db/raw-sql';
import { AppError } from '../../http/app-error';
import { enqueueGoodsMovement, onSapAnswer, type PostingSource } from '../../integrations/sap/sap-outbox';
import type { LedgerContext } from '../warehouse/ledger/ledger-context';
import './production-tables';

const SELECT_ORDER_CODE = sqlStatement(
  () => 'select code from mes_production_order where id = ? and tenant_id = ?',
);

/**
 * Queues the SAP goods movement of a production posting in its transaction (docs/integrations.md
 * "Production orders"): 261 goods issue to the order (a consume order's outbound, a report's backflush),
 * 262 its reversal (a report's cancel approval), 101 the finished goods received against the order (a
 * transfer receive's inbound). Every item names the order (`orderNo`, the order's code = SAP AUFNR).
 */
export async function queueProductionMovement(
  lc: LedgerContext,
  movementType: '101' | '261' | '262',
  postingId: string,
  productionOrderId: string,
  known: {
    /** The order's stored code, when the caller has read the order in this transaction. */
    orderNo?: string | null;
    /** The posting's source as the caller has just written it. */
    posting?: PostingSource;
    /** Where to add the message's insert for the caller to run with its other writes. */
    deferred?: SqlWrite[];
  } = {},
): Promise<string> {
  let orderNo = known.orderNo;
  if (orderNo === undefined) {
    const [order] = await queryRows<{ code: string | null }>(lc.trx, SELECT_ORDER_CODE.text(lc.engine), [
      productionOrderId,
      lc.tenantId,
    ]);
    if (!order) throw new AppError('doc.notFound');
    orderNo = order.code;
  }
  return enqueueGoodsMovement(lc, movementType, postingId, {
    orderNo,
    ...(known.posting ? { posting: known.posting } : {}),
    ...(known.deferred ? { deferred: known.deferred } : {}),
  });
}

/** The production documents whose goods movements SAP answers, with the table that keeps SAP's number. */
const ANSWERED = {
  material_doc: 'mesMaterialDoc',
  report_order: 'mesReportOrder',
  transfer_receive: 'mesTransferReceive',
} as const;

for (const [docType, table] of Object.entries(ANSWERED)) {
  // SAP's material document number of the last accepted movement goes onto the document (migration 0062).
  onSapAnswer(
    'goods_movement',
    async (trx: Transaction<Database>, message, answer) => {
      if (!answer.ok || answer.sapDocNo === null || message.bizDocId === null) return;
      await trx
        .updateTable(table)
        .set({ sapDocNo: answer.sapDocNo })
        .where('id', '=', message.bizDocId)
        .where('tenantId', '=', message.tenantId)
        .execute();
    },
    docType,
  );
}
