import { newId } from '../../../db/ids';
import type { LedgerContext } from '../ledger/ledger-context';
import '../../quality/quality-tables';
import { newDocumentHeader } from '../commands/new-document-header';

export interface RejectedStock {
  partnerId: string;
  facilityId: string;
  receiptId: string | null;
  inspectionId: string;
  receiptLineId: string | null;
  productId: string;
  batchId: string;
  positionId: string;
  /** Scaled. */
  qty: number;
}

/**
 * The pending return of a failed lot whose disposition is `return_to_supplier` (domain.md 3.7, 4.1
 * step 7): one line for the rejected batch where it now lies, in `DEFECT`, for a buyer to approve.
 */
export async function createSupplierReturn(lc: LedgerContext, stock: RejectedStock): Promise<string> {
  const header = await newDocumentHeader(lc, 'RT');
  const { id, createTime } = header;
  await lc.trx
    .insertInto('wmsSupplierReturn')
    .values({
      ...header,
      partnerId: stock.partnerId,
      facilityId: stock.facilityId,
      receiptId: stock.receiptId,
      inspectionId: stock.inspectionId,
      returnReason: 'quality',
      replacementRequired: 0,
      supplierConfirmStatus: 'unconfirmed',
    })
    .execute();
  await lc.trx
    .insertInto('wmsSupplierReturnLine')
    .values({
      id: newId(),
      tenantId: lc.tenantId,
      supplierReturnId: id,
      lineNo: 1,
      receiptLineId: stock.receiptLineId,
      productId: stock.productId,
      batchId: stock.batchId,
      positionId: stock.positionId,
      qty: stock.qty,
      deliveryQty: 0,
      closedQty: 0,
      createBy: lc.username,
      createTime,
    })
    .execute();
  return id;
}
