import { fromScaled } from '../../../src/domain/entity/scaled-number';
import type { DocType } from '../../../src/domain/warehouse/movement-types';
import { toDbDateTime } from '../../db/datetime';
import { AppError } from '../../http/app-error';
import { followUpKey, followUpKeyPrefix } from '../quality/put-away';
import { createCommand } from '../warehouse/commands/create-command';
import { lockBalances } from '../warehouse/ledger/balance-rows';
import type { Tracking } from '../warehouse/ledger/batches';
import type { LedgerContext } from '../warehouse/ledger/ledger-context';
import { postInventoryMovement } from '../warehouse/ledger/post-inventory-movement';
import { loadFacility } from '../warehouse/structure/facilities';
import type { OpenOrder } from './production-components';
import { insertPendingOrder, reversalLegs, saveOrderProgress } from './production-components';
import { finishedGoodsLeg } from './transfer-receive-effects';

/** The dispositions of a work check's unqualified quantity (domain.md 3.7; production has no supplier). */
export const WORK_CHECK_DISPOSITIONS = ['scrap', 'rework', 'concession'] as const;
export type WorkCheckDisposition = (typeof WORK_CHECK_DISPOSITIONS)[number];

export interface UnqualifiedPart {
  checkId: string;
  checkCode: string;
  checkVersion: number;
  disposition: string | null;
  qty: number;
  report: { batchNo: string | null; code: string; reportDate: string | null };
}

const source = (part: UnqualifiedPart): { docType: DocType; docId: string; docCode: string } => ({
  docType: 'inspection',
  docId: part.checkId,
  docCode: part.checkCode,
});

/**
 * What becomes of the unqualified quantity of an approved work check (domain.md 3.7 fail, 3.9):
 * - `scrap`: received (`fg_receipt`) into a child batch `<batch>-NG`, quality unqualified, at the
 *   warehouse's defect position, and a pending scrap command of it (the warehouse manager approves, the
 *   clerk posts `scrap_out`);
 * - `concession` (needs the qc_manager's concession permission): received into a batch `<batch>-C`,
 *   quality concession (allocatable), at the receiving position; it counts as checked and received;
 * - `rework`: a pending production order of type rework for the quantity (no components: the units are
 *   still at the line; its report, work check and transfer receive bring them into stock).
 */
export async function followUpUnqualified(
  lc: LedgerContext,
  order: OpenOrder,
  part: UnqualifiedPart,
  mayConcede: boolean,
): Promise<void> {
  if (part.qty <= 0) return;
  const disposition = WORK_CHECK_DISPOSITIONS.find((d) => d === part.disposition);
  if (!disposition) throw new AppError('mes.workCheckDisposition', { qty: fromScaled(part.qty, 'qty') });
  if (disposition === 'rework') {
    await createReworkOrder(lc, order, part);
    return;
  }
  if (disposition === 'concession' && !mayConcede) throw new AppError('inspection.concessionNeedsManager');
  const facility = await loadFacility(lc, order.facilityId);
  const positionId =
    disposition === 'scrap' ? facility.defaultDefectPositionId : facility.defaultReceivingPositionId;
  if (!positionId) throw new AppError('mes.noDefectPosition', { facility: facility.code });
  const created = new Map<string, Tracking>();
  const base = part.report.batchNo ?? part.report.code;
  const leg = await finishedGoodsLeg(lc, created, {
    productId: order.productId,
    batchNo: `${base}-${disposition === 'scrap' ? 'NG' : 'C'}`,
    quality: disposition === 'scrap' ? 'unqualified' : 'concession',
    productionDate: part.report.reportDate,
    source: source(part),
    facilityId: facility.id,
    positionId,
    qty: part.qty,
    sourceLineId: null,
  });
  await postInventoryMovement(lc, await lockBalances(lc, [leg]), {
    action: 'inbound',
    source: source(part),
    commandType: null,
    movementTypeCode: 'fg_receipt',
    requestId: null,
    legs: [leg],
    createdBatches: created,
  });
  if (disposition === 'scrap') {
    await createCommand(lc, {
      commandType: 'scrap',
      outFacilityId: facility.id,
      sourceKey: followUpKey(part.checkId, part.checkVersion, 'scrap'),
      remark: part.checkCode,
      lines: [{ productId: order.productId, qty: part.qty, batchId: leg.batchId, outPositionId: positionId }],
    });
  } else {
    order.receivedQty += part.qty;
    await saveOrderProgress(lc, order);
  }
}

/** The pending rework order of the unqualified quantity, coded `<order>-RW<n>`. */
async function createReworkOrder(lc: LedgerContext, order: OpenOrder, part: UnqualifiedPart): Promise<void> {
  const taken = await lc.trx
    .selectFrom('mesProductionOrder')
    .select('code')
    .where('tenantId', '=', lc.tenantId)
    .where('code', 'like', `${order.code}-RW%`)
    .execute();
  await insertPendingOrder(lc, {
    code: `${order.code}-RW${taken.length + 1}`,
    orderType: 'rework',
    productId: order.productId,
    plannedQty: part.qty,
    facilityId: order.facilityId,
    lineSideFacilityId: order.lineSideFacilityId,
    sourceSystem: 'manual',
    remark: part.checkCode,
  });
}

/**
 * Cancel approval of a work check takes its follow-up back, refused (`mes.followUpNotPending`) once it
 * went on: the scrap command or the rework order must still be pending; the `fg_receipt` of the scrap or
 * concession batch is posted back on its key (`reverses_ledger_id`), a concession's received quantity
 * goes back.
 */
export async function cancelFollowUp(
  lc: LedgerContext,
  order: OpenOrder,
  part: UnqualifiedPart,
): Promise<void> {
  if (part.qty <= 0) return;
  const now = toDbDateTime(lc.now);
  if (part.disposition === 'rework') {
    const rework = await lc.trx
      .selectFrom('mesProductionOrder')
      .select(['id', 'code', 'docStatus'])
      .where('tenantId', '=', lc.tenantId)
      .where('orderType', '=', 'rework')
      .where('remark', '=', part.checkCode)
      .where('docStatus', '<>', 'cancelled')
      .executeTakeFirst();
    if (!rework) return;
    if (rework.docStatus !== 'pending')
      throw new AppError('mes.followUpNotPending', { code: rework.code ?? '' });
    await lc.trx
      .updateTable('mesProductionOrder')
      .set((eb) => ({ docStatus: 'cancelled', cancelRemark: part.checkCode, version: eb('version', '+', 1) }))
      .where('id', '=', rework.id)
      .execute();
    return;
  }
  if (part.disposition === 'scrap') {
    const scrap = await lc.trx
      .selectFrom('wmsCommand')
      .select(['id', 'code', 'docStatus'])
      .where('tenantId', '=', lc.tenantId)
      .where('sourceKey', 'like', `${followUpKeyPrefix(part.checkId)}%:scrap`)
      .where('docStatus', '<>', 'cancelled')
      .executeTakeFirst();
    if (scrap && scrap.docStatus !== 'pending')
      throw new AppError('mes.followUpNotPending', { code: scrap.code ?? '' });
    if (scrap) {
      await lc.trx
        .updateTable('wmsCommand')
        .set((eb) => ({
          docStatus: 'cancelled',
          cancelRemark: part.checkCode,
          version: eb('version', '+', 1),
          updateBy: lc.username,
          updateTime: now,
        }))
        .where('id', '=', scrap.id)
        .execute();
    }
  }
  const legs = await reversalLegs(lc, { docType: 'inspection', docId: part.checkId }, 1);
  if (legs.length === 0) return;
  await postInventoryMovement(lc, await lockBalances(lc, legs), {
    action: 'outbound',
    source: source(part),
    commandType: null,
    movementTypeCode: 'fg_receipt',
    requestId: null,
    legs,
  });
  if (part.disposition === 'concession') {
    order.receivedQty -= part.qty;
    await saveOrderProgress(lc, order);
  }
}
