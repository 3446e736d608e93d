import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';

/**
 * `wms_inventory_batch` (domain.md 2.2): the FIFO layer a receipt creates. Only postings create or change
 * batches, so no generic route serves this descriptor; it is registered for references alone, which then
 * show the batch number (`batchId_dictText`) on commands, picklists, receipts, inspections, returns,
 * stock counts and packing. Read with the inventory page's permission.
 */
export const inventoryBatch = defineEntity({
  name: 'inventoryBatch',
  table: 'wms_inventory_batch',
  permission: 'wms:inventory',
  label: { zh: '批次', en: 'Batch' },
  fields: {
    productId: field.ref('product', { label: { zh: '物料', en: 'Product' } }),
    batchNo: field.str(64, { label: { zh: '批次/序列号', en: 'Batch/serial number' } }),
  },
  display: 'batchNo',
});
