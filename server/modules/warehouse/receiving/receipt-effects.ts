import { type Static, Type } from 'typebox';
import { receipt } from '../../../../src/domain/warehouse/receipt';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { ID } from '../../../documents/action-body';
import { documentEffects } from '../../../documents/document-effects';
import { loadDocument } from '../../../documents/load-document';
import { AppError } from '../../../http/app-error';
import { enqueueGoodsMovement } from '../../../integrations/sap/sap-outbox';
import { createIncomingInspection } from '../../quality/create-inspection';
import { postDeliveryNoteReceipt } from '../../srm/delivery-note-receiving';
import { receiveScannedLabels, receiveSerialLabels, scanLabel } from '../../srm/label-scan';
import { lockBalances } from '../ledger/balance-rows';
import { insertBatches, type NewBatch, type Tracking } from '../ledger/batches';
import { dayOf, type LedgerContext } from '../ledger/ledger-context';
import { type PostingLeg, postInventoryMovement, productLabel } from '../ledger/post-inventory-movement';
import { topUpShortages } from '../ledger/top-up-shortages';
import { checkPositionInFacility, loadFacility } from '../structure/facilities';
import { defaultStoragePosition } from './default-storage-position';

/** A receipt in the caller's tenant with its lines, or `doc.notFound`. */
export function loadReceipt(lc: LedgerContext, id: string) {
  return loadDocument(
    lc,
    {
      header: 'wmsReceipt',
      headerColumns: ['partnerId', 'facilityId', 'deliveryNoteId'],
      lines: 'wmsReceiptLine',
      parent: 'receiptId',
      lineColumns: [
        'id',
        'productId',
        'positionId',
        'supplierBatchNo',
        'productionDate',
        'expiryDate',
        'deliveryNoteLineId',
      ],
      quantities: ['receivedQty'],
    },
    id,
  );
}

type Receipt = Awaited<ReturnType<typeof loadReceipt>>;

const scanBody = Type.Object({
  id: ID,
  requestId: Type.String({ minLength: 8, maxLength: 64 }),
  code: Type.String({ minLength: 1, maxLength: 600 }),
});

/**
 * Approve is the posting (domain.md 3.5, 4.1 step 5): every line goes into a new batch named after it
 * (`RC…-1`, the FIFO layer of domain.md 2.2) at `QC`, awaiting inspection, when its product is not
 * exempt, else qualified at the named or default storage position; one pending inspection per `QC`
 * line is created in the same transaction. Shortfalls of other documents are topped up afterwards.
 */
async function postReceipt(
  lc: LedgerContext,
  doc: Receipt,
): Promise<{ postingId: string; inspectionIds: string[] }> {
  const { header } = doc;
  // A delivery note's line nothing was received of (a partial receipt, a label not scanned) is left out.
  const lines = doc.lines.filter((line) => line.receivedQty !== 0 || !line.deliveryNoteLineId);
  if (lines.length === 0) throw new AppError('receipt.noLines');
  for (const line of lines) {
    if (line.receivedQty <= 0) throw new AppError('receipt.lineQtyPositive', { lineNo: line.lineNo });
  }
  const facility = await loadFacility(lc, header.facilityId);
  const products = new Map(
    (
      await lc.trx
        .selectFrom('mdmProduct')
        .select(['id', 'tracking', 'inspectionMode'])
        .where('tenantId', '=', lc.tenantId)
        .where(
          'id',
          'in',
          lines.map((line) => line.productId),
        )
        .execute()
    ).map((row) => [row.id, row]),
  );
  const source = { docType: 'receipt' as const, docId: header.id, docCode: header.code };
  const placed = [];
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product) throw new AppError('inventory.productUnknown');
    const tracking = (product.tracking ?? 'none') as Tracking;
    if (tracking === 'serial' && (line.receivedQty !== 1000 || !line.supplierBatchNo)) {
      throw new AppError('inventory.serialQtyOne', { product: await productLabel(lc, line.productId) });
    }
    const mode: 'sampling' | 'full' | null =
      product.inspectionMode === 'sampling' || product.inspectionMode === 'full'
        ? product.inspectionMode
        : null;
    if (!mode && line.positionId) await checkPositionInFacility(lc, line.positionId, facility);
    const positionId = mode
      ? (facility.defaultQcPositionId as string)
      : (line.positionId ?? (await defaultStoragePosition(lc, facility)));
    const batch: NewBatch = {
      id: newId(),
      productId: line.productId,
      // A serial number is its own batch (domain.md 2.2); any other receipt line is a layer named after it.
      batchNo: tracking === 'serial' ? (line.supplierBatchNo as string) : `${header.code}-${line.lineNo}`,
      tracking,
      source,
      qualityStatus: mode ? 'pending_inspection' : 'qualified',
      supplierId: header.partnerId,
      supplierBatchNo: line.supplierBatchNo,
      productionDate: dayOf(line.productionDate),
      expiryDate: dayOf(line.expiryDate),
    };
    placed.push({ line, mode, positionId, batch });
  }
  await insertBatches(
    lc,
    placed.map((p) => p.batch),
  );
  const legs: PostingLeg[] = placed.map(({ line, positionId, batch }) => ({
    productId: line.productId,
    facilityId: facility.id,
    positionId,
    batchId: batch.id as string,
    qtyDelta: line.receivedQty,
    sourceLineId: line.id,
    partnerId: header.partnerId,
  }));
  const posting = await postInventoryMovement(lc, await lockBalances(lc, legs), {
    action: 'inbound',
    source,
    commandType: null,
    movementTypeCode: 'po_receipt',
    requestId: null,
    legs,
  });
  await enqueueGoodsMovement(lc, '101', posting.postingId);
  await topUpShortages(
    lc,
    facility.id,
    placed.filter((p) => !p.mode).map((p) => p.line.productId),
  );

  const inspectionIds: string[] = [];
  const updateTime = toDbDateTime(lc.now);
  for (const { line, mode, positionId, batch } of placed) {
    const inspectionId = mode
      ? await createIncomingInspection(lc, {
          receipt: header,
          lineId: line.id,
          productId: line.productId,
          batchId: batch.id as string,
          positionId,
          lotQty: line.receivedQty,
          inspectionMode: mode,
        })
      : null;
    if (inspectionId) inspectionIds.push(inspectionId);
    await lc.trx
      .updateTable('wmsReceiptLine')
      .set({
        positionId,
        batchId: batch.id as string,
        inspectionId,
        acceptedQty: mode ? 0 : line.receivedQty,
        partnerId: header.partnerId,
        facilityId: header.facilityId,
        updateBy: lc.username,
        updateTime,
      })
      .where('id', '=', line.id)
      .execute();
  }
  if (header.deliveryNoteId) {
    const exempt = new Set(placed.filter((p) => !p.mode).map((p) => p.line.id));
    await postDeliveryNoteReceipt(
      lc,
      {
        id: header.id,
        code: header.code,
        partnerId: header.partnerId,
        facilityId: header.facilityId,
        deliveryNoteId: header.deliveryNoteId,
      },
      doc.lines.map((line) => ({ ...line, acceptedQty: exempt.has(line.id) ? line.receivedQty : 0 })),
    );
    await receiveScannedLabels(
      lc,
      doc.lines.map((line) => line.id),
    );
    await receiveSerialLabels(
      lc,
      placed
        .filter((p) => p.batch.tracking === 'serial')
        .map((p) => ({
          id: p.line.id,
          deliveryNoteLineId: p.line.deliveryNoteLineId,
          serialNo: p.batch.batchNo,
        })),
    );
  }
  await lc.trx
    .updateTable('wmsReceipt')
    .set({
      receivedAt: updateTime,
      receivedBy: lc.username,
      postingId: posting.postingId,
      qcRequired: inspectionIds.length > 0 ? 1 : 0,
    })
    .where('id', '=', header.id)
    .execute();
  return { postingId: posting.postingId, inspectionIds };
}

/**
 * The business effects of the receipt's actions (descriptor: src/domain/warehouse/receipt.ts): approve
 * posts; a cancel discards a pending receipt with its reason, nothing was posted. The engine claims,
 * stamps, logs and answers.
 */
export const receiptEffects = documentEffects<Receipt, { code: string }>(receipt, {
  load: loadReceipt,
  actions: {
    approve: { run: ({ lc, doc }) => postReceipt(lc, doc) },
    cancel: {},
    // A scanned label joins its line (server/modules/srm/label-scan.ts); cancel frees its claim.
    scan: {
      body: scanBody,
      parse: (raw) => ({ custom: { code: (raw as Static<typeof scanBody>).code } }),
      run: ({ lc, doc, input }) =>
        scanLabel(
          lc,
          { id: doc.header.id, deliveryNoteId: doc.header.deliveryNoteId },
          input.custom?.code ?? '',
        ),
    },
  },
});
