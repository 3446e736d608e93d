import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import type { FieldDef } from '../entity/field';
import { field } from '../entity/field';
import { commandLine } from './command-line';
import type { CommandType } from './movement-types';

/** The `movement_type` table dictionary over `mdm_movement_type` (domain.md 5): code, shown by name. */
export const MOVEMENT_TYPE_DICT = 'mdm_movement_type,name,code';

/** The same dictionary narrowed to the movement types a command of this type allows (domain.md 2.8). */
export function movementTypeDict(type: CommandType): string {
  return `${MOVEMENT_TYPE_DICT},command_type=${type}`;
}

const keyField = (max: number, zh: string, en: string, query?: 'eq' | 'like') =>
  field.str(max, { label: { zh, en }, list: false, ...(query ? { query } : {}) });

/**
 * Every column of `wms_command` (domain.md 3.4) after the doc columns; labels are the spec's (spec 3).
 * One table holds the nine command types; each list page is a descriptor over it (command-kinds.ts).
 */
const commandFieldDefs = {
  commandType: field.dict('command_type', {
    label: { zh: '指令类型', en: 'Command type' },
    required: true,
    system: true,
    form: false,
    query: 'eq',
  }),
  fulfilStatus: fulfilStatusField(),
  businessStatus: field.dict('command_business_status', {
    label: { zh: '业务状态', en: 'Business status' },
    system: true,
    form: false,
  }),
  movementTypeCode: field.dict(MOVEMENT_TYPE_DICT, {
    label: { zh: '移动类型', en: 'Movement type' },
    required: true,
    query: 'eq',
  }),
  productStoreId: field.ref('productStore', { label: { zh: '产品店铺', en: 'Product store' }, query: 'eq' }),
  outFacilityId: field.ref('facility', { label: { zh: '出库仓库', en: 'Out facility' }, query: 'eq' }),
  inFacilityId: field.ref('facility', { label: { zh: '入库仓库', en: 'In facility' }, query: 'eq' }),
  partnerId: field.ref('businessPartner', { label: { zh: '业务伙伴', en: 'Business partner' }, query: 'eq' }),
  teamId: field.ref('team', { label: { zh: '团队', en: 'Team' }, query: 'eq' }),
  engineerUserId: field.ref('user', { label: { zh: '工程师', en: 'Engineer' }, list: false }),
  costCenterId: field.ref('costCenter', { label: { zh: '成本中心', en: 'Cost center' }, list: false }),
  equipmentId: field.ref('equipment', { label: { zh: '设备', en: 'Equipment' }, list: false }),
  plannedDate: field.date({ label: { zh: '计划日期', en: 'Planned date' }, query: 'range' }),
  expectedReturnDate: field.date({ label: { zh: '预计归还日期', en: 'Expected return date' }, list: false }),
  returnStatus: field.dict('return_status', {
    label: { zh: '归还状态', en: 'Return status' },
    system: true,
    form: false,
    query: 'eq',
  }),
  returnTime: field.datetime({ label: { zh: '归还时间', en: 'Return time' }, system: true, form: false }),
  refCommandId: field.ref('command', { label: { zh: '原指令', en: 'Original command' }, list: false }),
  fsmCode: keyField(64, 'FSM单号', 'FSM code', 'eq'),
  fsmActivityId: keyField(64, 'FSM活动ID', 'FSM activity id'),
  serviceCode: keyField(32, '服务单号', 'Service code'),
  oaOrderId: keyField(64, 'OA单号', 'OA order id', 'eq'),
  oaPartner: keyField(128, 'OA合作方', 'OA partner'),
  rmaOrderId: keyField(64, 'RMA单号', 'RMA order id', 'eq'),
  eshopSaleOrderId: keyField(32, '电商销售订单号', 'Eshop sale order id', 'eq'),
  eccSaleOrderId: keyField(16, 'ECC销售订单号', 'ECC sale order id', 'eq'),
  salesOrderId: field.ref('salesOrder', { label: { zh: '销售订单', en: 'Sales order' }, list: false }),
  purchaseOrderId: field.ref('purchaseOrder', {
    label: { zh: '采购订单号', en: 'Purchase order id' },
    list: false,
  }),
  shipType: field.dict('ship_type', { label: { zh: '发运方式', en: 'Ship type' }, list: false }),
  expressCompany: field.dict('express_company', {
    label: { zh: '快递公司', en: 'Express company' },
    list: false,
  }),
  expressNo: keyField(64, '快递单号', 'Express number', 'eq'),
  freightType: field.dict('freight_type', { label: { zh: '运费方式', en: 'Freight type' }, list: false }),
  transportationType: field.dict('transportation_type', {
    label: { zh: '运输方式', en: 'Transportation type' },
    list: false,
  }),
  contact: keyField(64, '联系人', 'Contact'),
  tel: keyField(32, '电话', 'Tel'),
  address: keyField(256, '地址', 'Address'),
  regionCode: keyField(12, '地区', 'Region'),
  sourceSystem: field.dict('source_system', {
    label: { zh: '来源系统', en: 'Source system' },
    default: 'manual',
    system: true,
    form: false,
    list: false,
  }),
  sourceKey: field.str(64, {
    label: { zh: '来源单号', en: 'Source key' },
    system: true,
    form: false,
    list: false,
  }),
  sapStatus: field.dict('sync_status', {
    label: { zh: 'SAP状态', en: 'SAP status' },
    system: true,
    form: false,
    list: false,
  }),
} satisfies Record<string, FieldDef>;
export const commandFields: Record<string, FieldDef> = commandFieldDefs;

/** Lines of every command page. */
export const commandLines = {
  lines: { entity: commandLine, foreignKey: 'commandId', label: { zh: '明细', en: 'Lines' } },
};

/** The table descriptor: DDL, indexes and every read the warehouse module does on `wms_command`. */
export const command = defineEntity({
  name: 'command',
  table: 'wms_command',
  permission: 'wms:command',
  label: { zh: '库存移动指令', en: 'Inventory command' },
  kind: 'document',
  fields: {
    code: field.code({ label: { zh: '单号', en: 'Document no' } }),
    ...commandFieldDefs,
  },
  lines: commandLines,
  uniqueTogether: [['sourceSystem', 'sourceKey']],
});
