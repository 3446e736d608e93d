import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';

const executed = (zh: string, en: string) =>
  field.qty({ label: { zh, en }, system: true, form: false, default: 0 });

/**
 * `wms_command_line` (domain.md 3.4): one product of a movement command. The executed quantities are
 * maintained by the posting service only; I7 holds on every row (database triggers, migration 0100).
 * `direction` is chosen by the user on RMA lines and derived from the command and movement type on
 * every other line, so the triggers know which quantities belong to which leg.
 */
export const commandLine = defineEntity({
  name: 'commandLine',
  table: 'wms_command_line',
  permission: 'wms:command',
  label: { zh: '指令明细', en: 'Command line' },
  kind: 'line',
  fields: {
    commandId: field.ref('command', { label: { zh: '指令', en: 'Command' }, required: true }),
    productId: field.ref('product', { label: { zh: '物料', en: 'Product id and name' }, required: true }),
    direction: field.dict('direction', { label: { zh: '方向', en: 'Direction' } }),
    batchId: field.ref('inventoryBatch', { label: { zh: '批次/序列号', en: 'Batch/serial number' } }),
    outPositionId: field.ref('position', { label: { zh: '出库库位', en: 'Out position' } }),
    inPositionId: field.ref('position', { label: { zh: '入库库位', en: 'In position' } }),
    qty: field.qty({ label: { zh: '数量', en: 'Quantity' }, required: true, min: 0 }),
    usableQty: field.qty({ label: { zh: '可用数量', en: 'Usable quantity' }, system: true, form: false }),
    deliveryQty: executed('出库数量', 'Delivery quantity'),
    stockInQty: executed('入库数量', 'Stock-in quantity'),
    closedQty: executed('关闭数量', 'Closed quantity'),
    lostQty: executed('在途核销数量', 'Lost quantity'),
    returnedQty: executed('归还数量', 'Returned quantity'),
    consumedQty: executed('耗用数量', 'Consumed quantity'),
    billedQty: executed('开票数量', 'Billed quantity'),
    shortageQty: executed('缺货数量', 'Shortage quantity'),
    refLineId: field.ref('commandLine', { label: { zh: '原单明细', en: 'Original line' } }),
    defectSerialNo: field.str(64, { label: { zh: '坏件序列号', en: 'Defect serial no' } }),
    unitPrice: field.price({ label: { zh: '单价', en: 'Unit price' }, min: 0 }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});
