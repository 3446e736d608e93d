import type { Selectable } from 'kysely';
import { fromScaled } from '../../../src/domain/entity/scaled-number';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { inspectedOnItem } from '../srm/delivery-note-receiving';
import { createCommand } from '../warehouse/commands/create-command';
import { type BalanceKey, LockedBalances, lockBalances } from '../warehouse/ledger/balance-rows';
import { findBatch, insertBatches, type Tracking } from '../warehouse/ledger/batches';
import { dayOf, type LedgerContext } from '../warehouse/ledger/ledger-context';
import { postInventoryMovement } from '../warehouse/ledger/post-inventory-movement';
import { defaultStoragePosition } from '../warehouse/receiving/default-storage-position';
import { loadFacility } from '../warehouse/structure/facilities';
import { createSupplierReturn } from '../warehouse/supplier-return/create-supplier-return';
import type { WmsInventoryBatchTable } from '../warehouse/warehouse-tables';
import type { Inspection } from './load-inspection';
import { createApprovedPutAway, followUpKey } from './put-away';
import { storeSupplierFailureNotice } from './supplier-failure-notice';

export interface InspectionApproval {
  postingId?: string;
  /** The supplier's notice of a failed lot, pushed once the approval has committed. */
  supplierNoticeId?: string;
}

/**
 * The split of the lot the result stands for (domain.md 3.7): pass and concession accept the whole lot;
 * a fail needs qualified + unqualified = lot (the whole lot unqualified when no split is given), some
 * unqualified quantity and a disposition for it.
 */
function splitOf(inspection: Inspection): { qualified: number; unqualified: number } {
  const lot = inspection.lotQty;
  if (!inspection.result) throw new AppError('inspection.resultRequired');
  if (inspection.result !== 'fail') return { qualified: lot, unqualified: 0 };
  const unqualified = inspection.unqualifiedQty ?? lot - (inspection.qualifiedQty ?? 0);
  const qualified = inspection.qualifiedQty ?? lot - unqualified;
  if (qualified + unqualified !== lot || unqualified <= 0 || qualified < 0) {
    throw new AppError('inspection.splitMismatch', {
      qualified: fromScaled(qualified, 'qty'),
      unqualified: fromScaled(unqualified, 'qty'),
      lot: fromScaled(lot, 'qty'),
    });
  }
  if (!inspection.disposition) throw new AppError('inspection.dispositionRequired');
  return { qualified, unqualified };
}

/** Who approves: a concession also needs the qc_manager's concession permission (domain.md 3.7, 4.3). */
export interface InspectionApprover {
  mayConcede: boolean;
}

/**
 * Approve makes the result final (domain.md 3.7): the unqualified quantity moves from `QC` to `DEFECT`
 * (`qc_move`), on a child batch `…-NG` when part of the lot passed; the accepted part gets its quality
 * (qualified, or concession) and an approved put-away transfer to storage; disposition
 * `return_to_supplier` opens a pending supplier return, `scrap` a pending scrap command; the receipt
 * line's accepted and rejected quantities are set; a failed incoming lot is announced to its supplier.
 */
export async function approveInspection(
  lc: LedgerContext,
  inspection: Inspection,
  approver: InspectionApprover,
): Promise<InspectionApproval> {
  const { qualified, unqualified } = splitOf(inspection);
  if (inspection.result === 'concession' && !approver.mayConcede) {
    throw new AppError('inspection.concessionNeedsManager');
  }
  const facility = await loadFacility(lc, inspection.facilityId);
  const batch = await lc.trx
    .selectFrom('wmsInventoryBatch')
    .selectAll()
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', inspection.batchId as string)
    .executeTakeFirstOrThrow();
  const lot: BalanceKey = {
    productId: inspection.productId,
    facilityId: facility.id,
    positionId: inspection.positionId as string,
    batchId: batch.id,
  };
  const balances = new LockedBalances();
  let postingId: string | undefined;

  if (unqualified > 0) {
    const rejectedBatchId = qualified > 0 ? await childBatch(lc, batch) : batch.id;
    if (qualified === 0) await setQuality(lc, batch.id, 'unqualified');
    const defect = {
      ...lot,
      positionId: facility.defaultDefectPositionId as string,
      batchId: rejectedBatchId,
    };
    await lockBalances(lc, [lot, defect], balances);
    const posting = await postInventoryMovement(lc, balances, {
      action: 'move',
      source: { docType: 'inspection', docId: inspection.id, docCode: inspection.code },
      commandType: null,
      movementTypeCode: 'qc_move',
      requestId: null,
      legs: [
        {
          ...lot,
          qtyDelta: -unqualified,
          sourceLineId: inspection.sourceLineId,
          partnerId: inspection.partnerId,
        },
        {
          ...defect,
          qtyDelta: unqualified,
          sourceLineId: inspection.sourceLineId,
          partnerId: inspection.partnerId,
        },
      ],
    });
    postingId = posting.postingId;
    if (inspection.disposition === 'return_to_supplier' && inspection.partnerId) {
      await createSupplierReturn(lc, {
        partnerId: inspection.partnerId,
        facilityId: facility.id,
        receiptId: inspection.sourceDocId,
        inspectionId: inspection.id,
        receiptLineId: inspection.sourceLineId,
        productId: inspection.productId,
        batchId: rejectedBatchId,
        positionId: defect.positionId,
        qty: unqualified,
      });
    } else if (inspection.disposition === 'scrap') {
      await createCommand(lc, {
        commandType: 'scrap',
        outFacilityId: facility.id,
        sourceKey: followUpKey(inspection.id, inspection.version, 'scrap'),
        remark: inspection.code,
        lines: [
          {
            productId: inspection.productId,
            qty: unqualified,
            batchId: rejectedBatchId,
            outPositionId: defect.positionId,
          },
        ],
      });
    }
  }
  if (qualified > 0) {
    await setQuality(lc, batch.id, inspection.result === 'concession' ? 'concession' : 'qualified');
    await createApprovedPutAway(lc, balances, {
      sourceKey: followUpKey(inspection.id, inspection.version, 'putAway'),
      from: lot,
      toPositionId: await defaultStoragePosition(lc, facility),
      qty: qualified,
      remark: inspection.code,
    });
  }
  const now = toDbDateTime(lc.now);
  if (inspection.sourceLineId) {
    await lc.trx
      .updateTable('wmsReceiptLine')
      .set({ acceptedQty: qualified, rejectedQty: unqualified, updateBy: lc.username, updateTime: now })
      .where('id', '=', inspection.sourceLineId)
      .where('tenantId', '=', lc.tenantId)
      .execute();
    if (inspection.inspectionType === 'incoming') {
      await inspectedOnItem(lc, inspection.sourceLineId, qualified, unqualified);
    }
  }
  await lc.trx
    .updateTable('qmsInspection')
    .set({
      inspectedAt: now,
      qualifiedQty: qualified,
      unqualifiedQty: unqualified,
      ...(inspection.result === 'concession' ? { concessionBy: lc.username, concessionTime: now } : {}),
    })
    .where('id', '=', inspection.id)
    .execute();
  const supplierNoticeId = await storeSupplierFailureNotice(lc, inspection, unqualified);
  return {
    ...(postingId ? { postingId } : {}),
    ...(supplierNoticeId ? { supplierNoticeId } : {}),
  };
}

/** The child batch of a partly failed lot (domain.md 2.2): `<batch>-NG`, unqualified, same origin. */
async function childBatch(lc: LedgerContext, parent: Selectable<WmsInventoryBatchTable>): Promise<string> {
  const batchNo = `${parent.batchNo}-NG`;
  const known = await findBatch(lc, parent.productId, batchNo);
  if (known) {
    await setQuality(lc, known.id, 'unqualified');
    return known.id;
  }
  const id = newId();
  await insertBatches(lc, [
    {
      id,
      productId: parent.productId,
      batchNo,
      tracking: parent.tracking as Tracking,
      receivedDate: dayOf(parent.receivedDate) ?? undefined,
      source: { docType: 'receipt', docId: parent.sourceDocId ?? parent.id, docCode: parent.sourceDocCode },
      qualityStatus: 'unqualified',
      supplierId: parent.supplierId,
      supplierBatchNo: parent.supplierBatchNo,
      productionDate: dayOf(parent.productionDate),
      expiryDate: dayOf(parent.expiryDate),
      unitCost: parent.unitCost === null ? null : Number(parent.unitCost),
      currency: parent.currency,
      parentBatchId: parent.id,
    },
  ]);
  return id;
}

export async function setQuality(lc: LedgerContext, batchId: string, qualityStatus: string): Promise<void> {
  await lc.trx
    .updateTable('wmsInventoryBatch')
    .set({ qualityStatus, updateBy: lc.username, updateTime: toDbDateTime(lc.now) })
    .where('id', '=', batchId)
    .execute();
}
