import { defineDocument } from '../document/define-document';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

const server = { system: true, form: false } as const;

/**
 * `mes_bom` (domain.md 3.9, issue 14 point 2): the bill of materials a production order takes its
 * components from when it is created without them: per product and version, one row per component with
 * its quantity per unit, scrap allowance and whether report orders consume it by backflush.
 */
export const bom = defineEntity({
  name: 'bom',
  table: 'mes_bom',
  permission: menuPermission('mes.bom'),
  basePath: '/mes/bom',
  label: { zh: '物料清单', en: 'Bill of materials' },
  fields: {
    productId: field.ref('product', {
      label: { zh: '成品', en: 'Product' },
      required: true,
      query: 'eq',
      sortable: true,
    }),
    bomVersion: field.str(16, { label: { zh: 'BOM版本', en: 'BOM version' }, required: true, default: '1' }),
    componentId: field.ref('product', { label: { zh: '组件', en: 'Component' }, required: true }),
    qtyPerUnit: field.qty({ label: { zh: '单位用量', en: 'Quantity per unit' }, required: true, min: 0 }),
    scrapPct: field.pct({ label: { zh: '损耗率', en: 'Scrap %' }, min: 0, default: 0 }),
    backflush: field.bool({ label: { zh: '倒冲', en: 'Backflush' } }),
  },
  uniqueTogether: [['productId', 'bomVersion', 'componentId']],
  defaultSort: { column: 'productId', order: 'asc' },
});

/**
 * `mes_production_component` (domain.md 3.9): one component of a production order; the material
 * documents and the report orders' backflush keep its issued / returned / consumed quantities.
 */
export const productionComponent = defineEntity({
  name: 'productionComponent',
  table: 'mes_production_component',
  permission: menuPermission('mes.productionOrder'),
  // Listed read-only for the material documents' "create from components" picker.
  basePath: '/mes/productionComponent',
  label: { zh: '生产订单组件', en: 'Production order component' },
  kind: 'line',
  fields: {
    productionOrderId: field.ref('productionOrder', {
      label: { zh: '生产订单', en: 'Production order' },
      required: true,
      query: 'eq',
    }),
    productId: field.ref('product', { label: { zh: '组件', en: 'Component' }, required: true, query: 'eq' }),
    qtyPerUnit: field.qty({ label: { zh: '单位用量', en: 'Quantity per unit' }, required: true, min: 0 }),
    requiredQty: field.qty({ label: { zh: '需求数量', en: 'Required quantity' }, min: 0 }),
    backflush: field.bool({ label: { zh: '倒冲', en: 'Backflush' } }),
    issuedQty: field.qty({ label: { zh: '已领数量', en: 'Issued' }, ...server, default: 0 }),
    returnedQty: field.qty({ label: { zh: '已退数量', en: 'Returned' }, ...server, default: 0 }),
    consumedQty: field.qty({ label: { zh: '已耗用数量', en: 'Consumed' }, ...server, default: 0 }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `mes_production_order` (domain.md 3.9, production › production order): W without a ledger effect of
 * its own. Approve = release (components taken from the BOM when none were entered); executing from the
 * first report; completed when the received quantity reaches the planned one; force finish refused while
 * components are still at the line side. Effects: server/modules/production/production-order-effects.ts.
 */
export const productionOrder = defineDocument({
  name: 'productionOrder',
  table: 'mes_production_order',
  permission: menuPermission('mes.productionOrder'),
  label: { zh: '生产订单', en: 'Production order' },
  // A factory's years of orders (issue 14: a million rows): a broad filter's total stops counting at 10 000.
  listTotalCap: 10_000,
  // PostgreSQL: its code searched by a middle part is a trigram index scan (migration 0140).
  trigramSearch: true,
  fields: {
    // domain.md 0.4: the SAP order number (AUFNR) when imported, typed in when made by hand; no fill rule.
    code: field.code({ label: { zh: '生产订单号', en: 'Production order no' } }),
    fulfilStatus: fulfilStatusField(),
    orderType: field.dict('production_order_type', {
      label: { zh: '订单类型', en: 'Order type' },
      required: true,
      default: 'standard',
      query: 'eq',
    }),
    productId: field.ref('product', { label: { zh: '成品', en: 'Product' }, required: true, query: 'eq' }),
    bomVersion: field.str(16, { label: { zh: 'BOM版本', en: 'BOM version' }, default: '1' }),
    plannedQty: field.qty({ label: { zh: '计划数量', en: 'Planned quantity' }, required: true, min: 0 }),
    facilityId: field.ref('facility', {
      label: { zh: '成品仓库', en: 'FG warehouse' },
      required: true,
      query: 'eq',
    }),
    lineSideFacilityId: field.ref('facility', {
      label: { zh: '线边仓', en: 'Line side' },
      required: true,
      query: 'eq',
    }),
    workCenter: field.str(32, { label: { zh: '工作中心', en: 'Work center' }, query: 'eq' }),
    plannedStart: field.datetime({
      label: { zh: '计划开始', en: 'Planned start' },
      query: 'range',
      sortable: true,
    }),
    plannedEnd: field.datetime({ label: { zh: '计划完成', en: 'Planned end' }, sortable: true }),
    actualStart: field.datetime({ label: { zh: '实际开始', en: 'Actual start' }, ...server }),
    actualEnd: field.datetime({ label: { zh: '实际完成', en: 'Actual end' }, ...server }),
    reportedQty: field.qty({ label: { zh: '报工数量', en: 'Reported' }, ...server, default: 0 }),
    scrapQty: field.qty({ label: { zh: '报废数量', en: 'Scrap' }, ...server, default: 0 }),
    checkedQty: field.qty({ label: { zh: '检验合格数量', en: 'Checked' }, ...server, default: 0 }),
    receivedQty: field.qty({ label: { zh: '入库数量', en: 'Received' }, ...server, default: 0 }),
    salesOrderId: field.ref('salesOrder', { label: { zh: '销售订单', en: 'Sales order' }, list: false }),
    eccSaleOrderId: field.str(16, { label: { zh: 'ECC销售订单', en: 'ECC sales order' }, list: false }),
    sourceSystem: field.dict('source_system', {
      label: { zh: '来源系统', en: 'Source system' },
      default: 'manual',
      ...server,
    }),
    sapStatus: field.str(32, { label: { zh: 'SAP状态', en: 'SAP status' }, ...server, list: false }),
  },
  lines: {
    components: {
      entity: productionComponent,
      foreignKey: 'productionOrderId',
      label: { zh: '组件', en: 'Components' },
    },
  },
  columns: [
    'code',
    'docStatus',
    'fulfilStatus',
    'orderType',
    'productId',
    'plannedQty',
    'reportedQty',
    'receivedQty',
    'facilityId',
    'lineSideFacilityId',
    'workCenter',
    'plannedStart',
    'createTime',
  ],
  defaultSort: { column: 'createTime', order: 'desc' },
  docType: 'production_order',
  workflow: documentWorkflow({ with: ['forceFinish'] }),
  actions: {
    approve: { by: ['planner'], title: { zh: '下达', en: 'Release' } },
    cancelApproval: { by: ['planner'] },
    cancel: { by: ['planner'] },
    forceFinish: { by: ['planner'] },
  },
});
