import { defineDocument } from '../document/define-document';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

const server = { system: true, form: false } as const;
/** Copied from the reservation the line picks when the picklist is created (picklist-actions.ts). */
const fromReservation = { ...server, alwaysSet: true } as const;

/** `wms_picklist_line` (domain.md 3.5): one reserved row to pick, in route order. */
export const picklistLine = defineEntity({
  name: 'picklistLine',
  table: 'wms_picklist_line',
  permission: menuPermission('wms.picklist'),
  label: { zh: '拣货明细', en: 'Pick line' },
  kind: 'line',
  fields: {
    picklistId: field.ref('picklist', { label: { zh: '拣货单', en: 'Picklist' }, required: true }),
    commandId: field.ref('command', { label: { zh: '指令', en: 'Command' }, ...fromReservation }),
    commandLineId: field.ref('commandLine', {
      label: { zh: '指令明细', en: 'Command line' },
      ...fromReservation,
      list: false,
    }),
    reservationId: field.str(32, {
      label: { zh: '占用', en: 'Reservation' },
      ...fromReservation,
      list: false,
    }),
    productId: field.ref('product', { label: { zh: '物料', en: 'Product id and name' }, ...fromReservation }),
    batchId: field.ref('inventoryBatch', {
      label: { zh: '批次/序列号', en: 'Batch/serial number' },
      ...fromReservation,
    }),
    fromPositionId: field.ref('position', {
      label: { zh: '拣货库位', en: 'From position' },
      ...fromReservation,
    }),
    toPositionId: field.ref('position', { label: { zh: '暂存库位', en: 'To position' }, ...fromReservation }),
    qty: field.qty({ label: { zh: '数量', en: 'Quantity' }, ...server, default: 0 }),
    pickedQty: field.qty({ label: { zh: '已拣数量', en: 'Picked quantity' }, ...server, default: 0 }),
    shortQty: field.qty({ label: { zh: '短拣数量', en: 'Short quantity' }, ...server, default: 0 }),
    sequence: field.int({ label: { zh: '拣货顺序', en: 'Sequence' }, ...server, default: 0 }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `wms_picklist` (domain.md 3.5): the rows reserved by approved outbound commands of one facility, in
 * picking-route order; confirming a pick moves the stock and its reservation to `STAGE`.
 */
export const picklist = defineDocument({
  name: 'picklist',
  table: 'wms_picklist',
  permission: menuPermission('wms.picklist'),
  label: { zh: '拣货单', en: 'Picklist' },
  fields: {
    code: field.code({ label: { zh: '拣货单号', en: 'Picklist no' }, rule: 'PL' }),
    fulfilStatus: fulfilStatusField(),
    facilityId: field.ref('facility', { label: { zh: '仓库', en: 'Facility' }, required: true, query: 'eq' }),
    pickerUserId: field.ref('user', { label: { zh: '拣货人', en: 'Picker' } }),
    printCount: field.int({ label: { zh: '打印次数', en: 'Prints' }, ...server, default: 0 }),
    printedTime: field.datetime({ label: { zh: '打印时间', en: 'Printed at' }, ...server }),
  },
  lines: { lines: { entity: picklistLine, foreignKey: 'picklistId', label: { zh: '明细', en: 'Lines' } } },
  docType: 'picklist',
  workflow: documentWorkflow({ legs: 'out' }),
  // Built by its create action from approved commands: its lines change only through its actions.
  linesEditable: false,
});
