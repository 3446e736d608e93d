import { supplierReturn } from '../../../src/domain/warehouse/supplier-return';
import { actOnDocument } from '../../documents/perform-document-action';
import { AppError } from '../../http/app-error';
import { inspectedOnItem } from '../srm/delivery-note-receiving';
import { actOnCommand } from '../warehouse/commands/command-effects';
import { lockBalances } from '../warehouse/ledger/balance-rows';
import { type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import { type PostingLeg, postInventoryMovement } from '../warehouse/ledger/post-inventory-movement';
import {
  loadSupplierReturn,
  supplierReturnEffects,
} from '../warehouse/supplier-return/supplier-return-effects';
import { setQuality } from './approve-inspection';
import type { Inspection } from './load-inspection';
import { followUpKeys } from './put-away';

/**
 * Cancel approval (domain.md 3.7): only while no document the approval generated (put-away transfer,
 * scrap command, supplier return) has posted anything. Those documents are cancelled, the rejected stock
 * moves back from `DEFECT` to `QC` by a counter move of the approval's `qc_move`, the lot awaits
 * inspection again and the receipt line forgets its accepted and rejected quantities.
 */
export async function cancelInspectionApproval(
  lc: LedgerContext,
  inspection: Inspection,
  approvedVersion: number,
): Promise<void> {
  const commands = await lc.trx
    .selectFrom('wmsCommand')
    .select(['id', 'code', 'docStatus'])
    .where('tenantId', '=', lc.tenantId)
    .where('sourceSystem', '=', 'manual')
    .where('sourceKey', 'in', followUpKeys(inspection.id, approvedVersion))
    .where('docStatus', '!=', 'cancelled')
    .execute();
  const returns = await lc.trx
    .selectFrom('wmsSupplierReturn')
    .select(['id', 'code'])
    .where('tenantId', '=', lc.tenantId)
    .where('inspectionId', '=', inspection.id)
    .where('docStatus', '!=', 'cancelled')
    .execute();
  const generated = [...commands, ...returns];
  const posted =
    generated.length === 0
      ? []
      : await lc.trx
          .selectFrom('wmsInventoryPosting')
          .select('sourceDocId')
          .where('tenantId', '=', lc.tenantId)
          .where(
            'sourceDocId',
            'in',
            generated.map((doc) => doc.id),
          )
          .execute();
  if (posted.length > 0) {
    const ids = new Set(posted.map((row) => row.sourceDocId));
    const documents = generated.filter((doc) => ids.has(doc.id)).map((doc) => doc.code ?? doc.id);
    throw new AppError('inspection.followUpPosted', { documents: documents.join(', ') });
  }
  for (const { id, docStatus } of commands) {
    if (docStatus === 'approved') await actOnCommand(lc, id, 'cancelApproval');
    await actOnCommand(lc, id, 'cancel', { remark: inspection.code });
  }
  for (const { id } of returns) {
    const { header } = await loadSupplierReturn(lc, id);
    const call = { id, version: header.version, permissions: new Set<string>() };
    if (header.docStatus === 'approved') {
      const { result } = await actOnDocument(
        lc,
        supplierReturn,
        supplierReturnEffects,
        'cancelApproval',
        call,
      );
      call.version = Number(result.version);
    }
    await actOnDocument(lc, supplierReturn, supplierReturnEffects, 'cancel', call, {
      remark: inspection.code,
    });
  }
  if (inspection.unqualifiedQty) await moveBackToQc(lc, inspection);
  await setQuality(lc, inspection.batchId as string, 'pending_inspection');
  if (inspection.sourceLineId) {
    await lc.trx
      .updateTable('wmsReceiptLine')
      .set({ acceptedQty: 0, rejectedQty: 0 })
      .where('id', '=', inspection.sourceLineId)
      .where('tenantId', '=', lc.tenantId)
      .execute();
    if (inspection.inspectionType === 'incoming') {
      await inspectedOnItem(
        lc,
        inspection.sourceLineId,
        -(inspection.qualifiedQty ?? 0),
        -(inspection.unqualifiedQty ?? 0),
      );
    }
  }
}

/** The counter move of the approval's `qc_move` posting, row by row (domain.md 2.3 rule 1). */
async function moveBackToQc(lc: LedgerContext, inspection: Inspection): Promise<void> {
  const last = await lc.trx
    .selectFrom('wmsInventoryPosting')
    .select('id')
    .where('tenantId', '=', lc.tenantId)
    .where('sourceDocType', '=', 'inspection')
    .where('sourceDocId', '=', inspection.id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!last) return;
  const rows = await lc.trx
    .selectFrom('wmsInventoryLedger')
    .select([
      'id',
      'productId',
      'facilityId',
      'positionId',
      'batchId',
      'qtyDelta',
      'sourceLineId',
      'partnerId',
    ])
    .where('postingId', '=', last.id)
    .execute();
  const legs: PostingLeg[] = rows.map((row) => ({
    productId: row.productId,
    facilityId: row.facilityId,
    positionId: row.positionId,
    batchId: row.batchId,
    qtyDelta: -qty(row.qtyDelta),
    sourceLineId: row.sourceLineId,
    partnerId: row.partnerId,
    reversesLedgerId: row.id,
  }));
  await postInventoryMovement(lc, await lockBalances(lc, legs), {
    action: 'move',
    source: { docType: 'inspection', docId: inspection.id, docCode: inspection.code },
    commandType: null,
    movementTypeCode: 'qc_move',
    requestId: null,
    legs,
  });
}
