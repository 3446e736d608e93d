import type { InventoryRow } from '../../domain/warehouse/inventory-view';

/** A batch a line can take, with what the clerk chooses by (batch number, receipt date, usable quantity). */
export interface BatchOption {
  batchId: string;
  batchNo: string;
  receivedDate: string | null;
  usableQty: number;
}

/**
 * The batches of balance rows (one per batch, position and facility) with their usable quantity summed,
 * oldest receipt first: the order stock is taken in (FIFO by receipt date, domain.md 2.4).
 */
export function batchOptions(rows: readonly InventoryRow[]): BatchOption[] {
  const byBatch = new Map<string, BatchOption>();
  for (const row of rows) {
    const known = byBatch.get(row.batchId);
    if (known) known.usableQty = Math.round((known.usableQty + row.usableQty) * 1000) / 1000;
    else
      byBatch.set(row.batchId, {
        batchId: row.batchId,
        batchNo: row.batchNo,
        receivedDate: row.receivedDate,
        usableQty: row.usableQty,
      });
  }
  return [...byBatch.values()].sort(
    (a, b) =>
      (a.receivedDate ?? '').localeCompare(b.receivedDate ?? '') || a.batchNo.localeCompare(b.batchNo),
  );
}
