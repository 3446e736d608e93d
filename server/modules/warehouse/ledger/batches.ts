import { tenantDay } from '../../../../src/domain/warehouse/inventory-age';
import type { DocType, QualityStatus } from '../../../../src/domain/warehouse/movement-types';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { insertRows } from '../../../db/insert-rows';
import { AppError } from '../../../http/app-error';
import type { LedgerContext } from './ledger-context';

export type Tracking = 'none' | 'batch' | 'serial';

export interface NewBatch {
  /** Given when the caller needs the id before the insert (several layers in one statement). */
  id?: string;
  productId: string;
  batchNo: string;
  tracking: Tracking;
  /** Age origin, `YYYY-MM-DD`; defaults to the posting day. */
  receivedDate?: string;
  source: { docType: DocType; docId: string; docCode: string | null };
  qualityStatus: QualityStatus;
  supplierId?: string | null;
  supplierBatchNo?: string | null;
  productionDate?: string | null;
  expiryDate?: string | null;
  parentBatchId?: string | null;
  unitCost?: number | null;
  currency?: string | null;
  sourceEquipmentId?: string | null;
}

/**
 * domain.md 2.2: every posting that brings new stock into the company creates a batch, the FIFO layer
 * whose `received_date` is the age origin. Batch numbers are unique per product and tenant; a serial
 * number that exists already is refused here (use the existing batch when a known part comes back).
 */
export async function createBatch(lc: LedgerContext, batch: NewBatch): Promise<string> {
  const taken = await lc.trx
    .selectFrom('wmsInventoryBatch')
    .select('id')
    .where('tenantId', '=', lc.tenantId)
    .where('productId', '=', batch.productId)
    .where('batchNo', '=', batch.batchNo)
    .executeTakeFirst();
  if (taken) throw new AppError('entity.duplicateKey');
  const [id] = await insertBatches(lc, [batch]);
  return id!;
}

/** Inserts batches the caller knows to be new (one statement per 200); returns their ids in order. */
export async function insertBatches(lc: LedgerContext, batches: readonly NewBatch[]): Promise<string[]> {
  const createTime = toDbDateTime(lc.now);
  const rows = batches.map((batch) => ({
    id: batch.id ?? newId(),
    tenantId: lc.tenantId,
    productId: batch.productId,
    batchNo: batch.batchNo,
    tracking: batch.tracking,
    receivedDate: batch.receivedDate ?? tenantDay(lc.now),
    sourceDocType: batch.source.docType,
    sourceDocId: batch.source.docId,
    sourceDocCode: batch.source.docCode,
    supplierId: batch.supplierId ?? null,
    supplierBatchNo: batch.supplierBatchNo ?? null,
    productionDate: batch.productionDate ?? null,
    expiryDate: batch.expiryDate ?? null,
    qualityStatus: batch.qualityStatus,
    parentBatchId: batch.parentBatchId ?? null,
    unitCost: batch.unitCost ?? null,
    currency: batch.currency ?? null,
    sourceEquipmentId: batch.sourceEquipmentId ?? null,
    createBy: lc.username,
    createTime,
  }));
  for (let start = 0; start < rows.length; start += 200) {
    await insertRows(lc.trx, lc.engine, 'wmsInventoryBatch', rows.slice(start, start + 200));
  }
  return rows.map((row) => row.id);
}

/** The batch of a product with this number, if any. */
export async function findBatch(
  lc: LedgerContext,
  productId: string,
  batchNo: string,
): Promise<{ id: string; qualityStatus: string } | undefined> {
  return lc.trx
    .selectFrom('wmsInventoryBatch')
    .select(['id', 'qualityStatus'])
    .where('tenantId', '=', lc.tenantId)
    .where('productId', '=', productId)
    .where('batchNo', '=', batchNo)
    .executeTakeFirst();
}
