import { defineDocument } from '../document/define-document';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

const server = { system: true, form: false } as const;

/** `wms_check_inventory_line` (domain.md 3.4): one balance key of a stock count. */
export const checkInventoryLine = defineEntity({
  name: 'checkInventoryLine',
  table: 'wms_check_inventory_line',
  permission: menuPermission('inventory.checkInventory'),
  label: { zh: '盘点明细', en: 'Count line' },
  kind: 'line',
  fields: {
    checkInventoryId: field.ref('checkInventory', {
      label: { zh: '盘点单号', en: 'Check inventory id' },
      required: true,
    }),
    productId: field.ref('product', { label: { zh: '物料', en: 'Product id and name' }, required: true }),
    positionId: field.ref('position', { label: { zh: '库位', en: 'Position' }, required: true }),
    batchId: field.ref('inventoryBatch', { label: { zh: '批次/序列号', en: 'Batch/serial number' } }),
    bookQty: field.qty({ label: { zh: '账面数量', en: 'Book quantity' }, ...server, default: 0 }),
    checkQty: field.qty({ label: { zh: '盘点数量', en: 'Check quantity' }, min: 0 }),
    countedAt: field.datetime({ label: { zh: '盘点时间', en: 'Counted at' }, ...server }),
    countedBy: field.str(32, { label: { zh: '盘点人', en: 'Counted by' }, ...server }),
    recountNo: field.int({ label: { zh: '复盘次数', en: 'Recount no' }, ...server, default: 0 }),
    diffQty: field.qty({ label: { zh: '差异数量', en: 'Difference' }, ...server }),
    checkType: field.dict('check_type', { label: { zh: '盘点类型', en: 'Check type' }, ...server }),
    differenceStatus: field.dict('difference_status', {
      label: { zh: '差异状态', en: 'Difference status' },
      ...server,
    }),
    reason: field.dict('count_reason', { label: { zh: '差异原因', en: 'Reason' } }),
    postingId: field.ref('inventoryPosting', {
      label: { zh: '调整过账', en: 'Adjustment posting' },
      ...server,
    }),
    handledBy: field.str(32, { label: { zh: '处理人', en: 'Handled by' }, ...server }),
    handledTime: field.datetime({ label: { zh: '处理时间', en: 'Handled time' }, ...server }),
    handleRemark: field.str(500, { label: { zh: '处理备注', en: 'Handle remark' }, ...server }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `wms_check_inventory` (domain.md 2.9, 3.4): a stock count, opened by "check inventory" (its own route,
 * `open`). Approve releases it to the counters (and freezes its positions when asked); the counter enters
 * counts (`:edit`), the manager adjusts the differences (`:approve`) or ignores them, force finish closes
 * what is left. Its lines change only through these actions.
 */
export const checkInventory = defineDocument({
  name: 'checkInventory',
  table: 'wms_check_inventory',
  permission: menuPermission('inventory.checkInventory'),
  label: { zh: '盘点单', en: 'Stock count' },
  fields: {
    code: field.code({ label: { zh: '盘点单号', en: 'Check inventory id' }, rule: 'CI' }),
    fulfilStatus: fulfilStatusField(),
    facilityId: field.ref('facility', { label: { zh: '仓库', en: 'Facility' }, required: true, query: 'eq' }),
    scopeType: field.dict('count_scope', { label: { zh: '盘点范围', en: 'Scope' }, default: 'facility' }),
    scope: field.json({ label: { zh: '范围明细', en: 'Scope detail' } }),
    blind: field.bool({ label: { zh: '盲盘', en: 'Blind count' } }),
    freeze: field.bool({ label: { zh: '冻结库位', en: 'Freeze positions' } }),
    counterUserId: field.ref('user', { label: { zh: '盘点人', en: 'Counter' } }),
    countDate: field.date({ label: { zh: '盘点日期', en: 'Count date' }, query: 'range' }),
    gainQty: field.qty({ label: { zh: '盘盈数量', en: 'Gain quantity' }, ...server, default: 0 }),
    lossQty: field.qty({ label: { zh: '盘亏数量', en: 'Loss quantity' }, ...server, default: 0 }),
    lineCount: field.int({ label: { zh: '行数', en: 'Lines' }, ...server, default: 0 }),
    diffCount: field.int({ label: { zh: '差异行数', en: 'Differences' }, ...server, default: 0 }),
  },
  lines: {
    lines: { entity: checkInventoryLine, foreignKey: 'checkInventoryId', label: { zh: '明细', en: 'Lines' } },
  },
  docType: 'check_inventory',
  workflow: documentWorkflow({ with: ['forceFinish', 'ignore'] }),
  actions: {
    approve: { by: ['wh_manager'] },
    cancelApproval: { by: ['wh_manager'] },
    forceFinish: { by: ['wh_manager'] },
    // The handling remark and, optionally, the lines whose pending difference it closes.
    ignore: { by: ['wh_manager'], input: 'custom' },
  },
  steps: {
    enterCount: {
      title: { zh: '录入盘点', en: 'Enter count' },
      perm: 'edit',
      from: 'open',
      input: 'custom',
      by: ['wh_clerk'],
    },
    // The counter may not adjust his own count (domain.md 2.9): checked on the lines, not the creator.
    adjust: {
      title: { zh: '调整差异', en: 'Adjust differences' },
      perm: 'approve',
      from: 'open',
      input: 'custom',
      by: ['wh_manager'],
    },
  },
  linesEditable: false,
});
