import { type DocumentAction, documentActions } from '../workflow';
import { FSM_SHELL_PATHS, HOME_PATH } from './paths';
import type { ButtonDef, MenuDef } from './types';

export { FSM_SHELL_PATHS, type FsmShellPath, HOME_PATH } from './paths';

/**
 * The complete server menu: every page of spec 2.3, the eight field-service pages of spec 2.2 and the
 * announcement page. The server seed writes it into sys_permission; the admin app builds its routes
 * from what the server sends back. Leaves name the `isps-*` element that renders them.
 */

export const ROUTE_VIEW = 'layouts/RouteView';

/** Button permissions `<perm>:<action suffix>` of a page, built from the workflow's action table. */
export function buttonsFor(perm: string, actions: readonly DocumentAction[]): ButtonDef[] {
  return actions.map((action) => ({
    perms: `${perm}:${documentActions[action].perm}`,
    title: documentActions[action].title,
  }));
}

// Action sets of the page kinds (domain.md 0.5 and the per-document rules of section 3).
const MASTER_DATA = ['add', 'edit', 'delete', 'exportXls', 'importExcel'] as const;
const DOCUMENT = ['add', 'edit', 'delete', 'approve', 'cancelApproval', 'cancel', 'exportXls'] as const;
const OUT_ONLY = [...DOCUMENT, 'outbound', 'forceFinish'] as const;
const IN_ONLY = [...DOCUMENT, 'inbound', 'forceFinish'] as const;
const TWO_LEG = [...DOCUMENT, 'outbound', 'inbound', 'forceFinish'] as const;
const VIEW = ['exportXls'] as const;
/** Documents created by another system or document: edited and approved here, never added. */
const IMPORTED_DOCUMENT = ['edit', 'approve', 'cancelApproval', 'cancel', 'exportXls'] as const;
const INSPECTION = ['edit', 'approve', 'cancelApproval', 'exportXls'] as const;
/** domain.md 3.7: approving a concession also needs the qc_manager; the server checks this button. */
const INSPECTION_CONCESSION: ButtonDef = {
  perms: 'qms:inspection:concession',
  title: { zh: '让步接收', en: 'Concession' },
};

/** domain.md 3.6: buyers and admins pull the SAP purchase orders now instead of waiting for the job. */
const ETL_RUN_IMPORT: ButtonDef = {
  perms: 'srm:etlPoHeader:runImport',
  title: { zh: '立即导入', en: 'Run import now' },
};

/** domain.md 3.9: planners pull the SAP production orders (IDoc LOIPRO01) now instead of waiting for the job. */
const PRODUCTION_SAP_IMPORT: ButtonDef = {
  perms: 'mes:productionOrder:sapImport',
  title: { zh: 'SAP导入', en: 'Import from SAP' },
};

/** domain.md 4.1 step 2: the buyer answers a supplier's rejection or change request of PO items. */
const PO_ANSWER_CHANGE: ButtonDef = {
  perms: 'srm:purchaseOrder:answerChange',
  title: { zh: '答复变更', en: 'Answer change' },
};

/** domain.md 3.11: a failed SAP message goes back to the outbox, due now (ignore is W's `:ignore`). */
const SAP_LOG_RETRY: ButtonDef = {
  perms: 'oms:sapLog:retry',
  title: { zh: '重试', en: 'Retry' },
};

/** domain.md 3.6: the buyer confirms a submitted delivery plan (rejection is its cancel approval). */
const PLAN_CONFIRM: ButtonDef = {
  perms: 'srm:deliveryPlan:confirm',
  title: { zh: '确认', en: 'Confirm' },
};

/** domain.md 3.11: the second step of a credit memo's approval (the sales manager approves first). */
const CM_APPROVE_FINANCE: ButtonDef = {
  perms: 'oms:cmApply:approveFinance',
  title: { zh: '财务审核', en: 'Finance approval' },
};

/** domain.md 3.11: the provider's confirmation (or dispute) of a service settlement, recorded here. */
const SERVICE_SETTLE_CONFIRM: ButtonDef = {
  perms: 'oms:serviceSettle:confirm',
  title: { zh: '服务商确认', en: 'Provider confirms' },
};

/** domain.md 3.6: finance verifies a submitted invoice application (rejection is its cancel approval). */
const INVOICE_VERIFY: ButtonDef = {
  perms: 'srm:invoiceApplication:verify',
  title: { zh: '校验', en: 'Verify' },
};

interface PageOptions {
  /** Permission prefix `<area>:<entity>`; with `actions` it yields the page's buttons. */
  perm?: string;
  actions?: readonly DocumentAction[];
  /** Buttons beyond the workflow's actions. */
  extraButtons?: readonly ButtonDef[];
  icon?: string;
  hidden?: boolean;
}

function page(
  key: string,
  path: string,
  zh: string,
  en: string,
  tag: string,
  options: PageOptions = {},
): MenuDef {
  const { perm, actions, extraButtons = [], ...rest } = options;
  const item: MenuDef = { key, path, title: { zh, en }, component: tag, ...rest };
  if (perm && actions?.length) item.buttons = [...buttonsFor(perm, actions), ...extraButtons];
  return item;
}

function folder(
  key: string,
  path: string,
  zh: string,
  en: string,
  icon: string,
  children: MenuDef[],
): MenuDef {
  return { key, path, title: { zh, en }, icon, component: ROUTE_VIEW, children };
}

export const menuTree: MenuDef[] = [
  page('dashboard.analysis', HOME_PATH, '首页', 'Home', 'isps-dashboard-analysis', { icon: 'home' }),
  folder('dashboard', '/dashboard', '仪表盘', 'Dashboards', 'dashboard', [
    page('dashboard.workplace', '/dashboard/workplace', '工作台', 'Workplace', 'isps-dashboard-workplace'),
    page('dashboard.task', '/dashboard/task', '任务看板', 'Task board', 'isps-dashboard-task'),
    page('dashboard.monitor', '/dashboard/monitor', '监控看板', 'Monitor board', 'isps-dashboard-monitor'),
    page('dashboard.chart', '/dashboard/chart', '统计图表', 'Charts', 'isps-dashboard-chart'),
  ]),

  folder('srm', '/srm', '供应商协同', 'Supplier collaboration', 'team', [
    page(
      'srm.etlPoHeader',
      '/srm/etl-po-header',
      'ETL采购订单',
      'ETL purchase orders',
      'isps-etl-po-header-list',
      {
        perm: 'srm:etlPoHeader',
        actions: VIEW,
        extraButtons: [ETL_RUN_IMPORT],
      },
    ),
    page(
      'srm.purchaseOrder',
      '/srm/purchase-order',
      '采购订单',
      'Purchase orders',
      'isps-purchase-order-list',
      {
        perm: 'srm:purchaseOrder',
        actions: ['add', 'edit', 'delete', 'approve', 'cancelApproval', 'cancel', 'forceFinish', 'exportXls'],
        extraButtons: [PO_ANSWER_CHANGE],
      },
    ),
    page(
      'srm.purchaseOrderItem',
      '/srm/purchase-order-item',
      '采购订单明细',
      'Purchase order items',
      'isps-purchase-order-item-list',
      { perm: 'srm:purchaseOrderItem', actions: VIEW },
    ),
    // issue 12 point 10: on-time delivery, quality pass rate and confirmation lead time per supplier and month.
    page('srm.scorecard', '/srm/scorecard', '供应商绩效', 'Supplier scorecard', 'isps-supplier-scorecard', {
      perm: 'srm:scorecard',
      actions: VIEW,
    }),
    page('srm.deliveryPlan', '/srm/delivery-plan', '送货计划', 'Delivery plans', 'isps-delivery-plan-list', {
      perm: 'srm:deliveryPlan',
      actions: DOCUMENT,
      extraButtons: [PLAN_CONFIRM],
    }),
    page('srm.deliveryNote', '/srm/delivery-note', '送货单', 'Delivery notes', 'isps-delivery-note-list', {
      perm: 'srm:deliveryNote',
      actions: IN_ONLY,
    }),
    page('srm.label', '/srm/label', '标签打印', 'Print labels', 'isps-label-print', {
      perm: 'srm:label',
      actions: VIEW,
    }),
    page(
      'srm.invoiceApplication',
      '/srm/invoice-application',
      '开票申请',
      'Invoice applications',
      'isps-invoice-application-list',
      { perm: 'srm:invoiceApplication', actions: DOCUMENT, extraButtons: [INVOICE_VERIFY] },
    ),
    page(
      'srm.outsourcing',
      '/srm/outsourcing',
      '委外订单',
      'Outsourcing orders',
      'isps-outsourcing-order-list',
      {
        perm: 'srm:outsourcing',
        actions: [...DOCUMENT, 'forceFinish'],
      },
    ),
  ]),

  folder('wms', '/warehouse', '仓库管理', 'Warehouse', 'shop', [
    page('wms.inventory', '/warehouse/inventory', '库存查询', 'Inventory', 'isps-inventory-query', {
      perm: 'wms:inventory',
      actions: ['checkInventory', 'exportXls'],
    }),
    page(
      'wms.qualityTesting',
      '/warehouse/quality-testing',
      '质量检验',
      'Quality testing',
      'isps-quality-testing-list',
      { perm: 'qms:inspection', actions: INSPECTION, extraButtons: [INSPECTION_CONCESSION] },
    ),
    // domain.md 3.7 quality master data; the warehouse folder holds quality testing (no quality folder).
    page(
      'wms.inspectionStandard',
      '/warehouse/inspection-standard',
      '检验标准',
      'Inspection standards',
      'isps-inspection-standard-list',
      { perm: 'qms:inspectionStandard', actions: MASTER_DATA },
    ),
    page(
      'wms.samplingPlan',
      '/warehouse/sampling-plan',
      '抽样方案',
      'Sampling plans',
      'isps-sampling-plan-list',
      { perm: 'qms:samplingPlan', actions: MASTER_DATA },
    ),
    page('wms.receipt', '/warehouse/receive', '仓库收货', 'Receive', 'isps-receipt-list', {
      perm: 'wms:receipt',
      // domain.md 3.5: approve is the posting; a posted receipt is never cancelled.
      actions: ['add', 'edit', 'delete', 'approve', 'cancel', 'exportXls'],
    }),
    page(
      'wms.supplierReturn',
      '/warehouse/return',
      '退供应商',
      'Return to supplier',
      'isps-supplier-return-list',
      {
        perm: 'wms:supplierReturn',
        actions: OUT_ONLY,
      },
    ),
    page('wms.picklist', '/warehouse/picklist', '拣货单', 'Picklists', 'isps-picklist-list', {
      perm: 'wms:picklist',
      actions: OUT_ONLY,
    }),
    page('wms.billingList', '/warehouse/billing-list', '开票清单', 'Billing lists', 'isps-billing-list', {
      perm: 'wms:billingList',
      actions: DOCUMENT,
    }),
    page('wms.packingList', '/warehouse/packing-list', '装箱单', 'Packing lists', 'isps-packing-list', {
      perm: 'wms:packingList',
      actions: VIEW,
    }),
  ]),

  folder('inventory', '/inventory', '库存移动指令', 'Inventory commands', 'swap', [
    page(
      'inventory.receive',
      '/inventory/receive',
      '收货指令',
      'Receive commands',
      'isps-receive-command-list',
      {
        perm: 'wms:receive',
        actions: IN_ONLY,
      },
    ),
    page(
      'inventory.delivery',
      '/inventory/delivery',
      '发货指令',
      'Delivery commands',
      'isps-delivery-command-list',
      {
        perm: 'wms:delivery',
        actions: OUT_ONLY,
      },
    ),
    page(
      'inventory.transfer',
      '/inventory/transfer',
      '调拨指令',
      'Transfer commands',
      'isps-transfer-command-list',
      {
        perm: 'wms:transfer',
        actions: TWO_LEG,
      },
    ),
    page('inventory.scrap', '/inventory/scrap', '报废指令', 'Scrap commands', 'isps-scrap-command-list', {
      perm: 'wms:scrap',
      actions: OUT_ONLY,
    }),
    page(
      'inventory.replenish',
      '/inventory/replenish',
      '补货指令',
      'Replenish commands',
      'isps-replenish-command-list',
      { perm: 'wms:replenish', actions: TWO_LEG },
    ),
    page('inventory.rma', '/inventory/rma', '退换货指令', 'RMA commands', 'isps-rma-command-list', {
      perm: 'wms:rma',
      actions: TWO_LEG,
    }),
    page('inventory.borrow', '/inventory/borrow', '借用指令', 'Borrow commands', 'isps-borrow-command-list', {
      perm: 'wms:borrow',
      actions: TWO_LEG,
    }),
    page(
      'inventory.serviceReceive',
      '/inventory/service-receive',
      '服务收货指令',
      'Service receive commands',
      'isps-service-receive-command-list',
      { perm: 'wms:serviceReceive', actions: IN_ONLY },
    ),
    page(
      'inventory.serviceDelivery',
      '/inventory/service-delivery',
      '服务发货指令',
      'Service delivery commands',
      'isps-service-delivery-command-list',
      { perm: 'wms:serviceDelivery', actions: OUT_ONLY },
    ),
    // The stock counts opened by "check inventory" (domain.md 2.9) need a list to count, adjust and ignore.
    page(
      'inventory.checkInventory',
      '/inventory/check',
      '盘点单',
      'Stock counts',
      'isps-check-inventory-list',
      {
        perm: 'wms:checkInventory',
        actions: [...DOCUMENT, 'forceFinish', 'ignore'],
      },
    ),
  ]),

  folder('pkg', '/packing', '包装管理', 'Packing', 'inbox', [
    page('pkg.task', '/packing/task', '装箱任务', 'Packing tasks', 'isps-packing-task-list', {
      perm: 'pkg:task',
      actions: ['edit', 'delete', 'approve', 'cancelApproval', 'cancel', 'forceFinish', 'exportXls'],
    }),
    page('pkg.taskAdd', '/packing/task-add', '新建装箱任务', 'New packing task', 'isps-packing-task-add', {
      perm: 'pkg:task',
      actions: ['add'],
    }),
    // The pack station's own steps on a released task (domain.md 3.8), which W does not name.
    {
      ...page('pkg.weigh', '/packing/weigh', '称重', 'Weigh', 'isps-packing-weigh'),
      buttons: [{ perms: 'pkg:task:weigh', title: { zh: '称重', en: 'Weigh' } }],
    },
    {
      ...page('pkg.exec', '/packing/exec', '装箱作业', 'Packing execution', 'isps-packing-exec'),
      buttons: [{ perms: 'pkg:task:exec', title: { zh: '装箱', en: 'Pack' } }],
    },
  ]),

  folder('mes', '/production', '生产管理', 'Production', 'build', [
    page(
      'mes.productionOrder',
      '/production/order',
      '生产订单',
      'Production orders',
      'isps-production-order-list',
      {
        perm: 'mes:productionOrder',
        actions: [...DOCUMENT, 'forceFinish', 'importExcel'],
        extraButtons: [PRODUCTION_SAP_IMPORT],
      },
    ),
    page(
      'mes.materialOrder',
      '/production/material-order',
      '领料单',
      'Material orders',
      'isps-material-order-list',
      { perm: 'mes:materialOrder', actions: TWO_LEG },
    ),
    page('mes.returnOrder', '/production/return-order', '退料单', 'Return orders', 'isps-return-order-list', {
      perm: 'mes:returnOrder',
      actions: TWO_LEG,
    }),
    page(
      'mes.consumeOrder',
      '/production/consume-order',
      '耗用单',
      'Consume orders',
      'isps-consume-order-list',
      {
        perm: 'mes:consumeOrder',
        actions: OUT_ONLY,
      },
    ),
    page('mes.reportOrder', '/production/report-order', '报工单', 'Report orders', 'isps-report-order-list', {
      perm: 'mes:reportOrder',
      actions: DOCUMENT,
    }),
    page('mes.workCheck', '/production/work-check', '报工检验', 'Work checks', 'isps-work-check-list', {
      perm: 'mes:workCheck',
      actions: INSPECTION,
    }),
    page(
      'mes.transferReceive',
      '/production/transfer-receive',
      '转移接收',
      'Transfer receive',
      'isps-transfer-receive-list',
      { perm: 'mes:transferReceive', actions: IN_ONLY },
    ),
    page(
      'mes.membraneData',
      '/production/membrane-data',
      '膜数据',
      'Membrane data',
      'isps-membrane-data-list',
      {
        perm: 'mes:membraneData',
        actions: MASTER_DATA,
      },
    ),
    // issue 14 point 2: the BOM a production order takes its components from on release.
    page('mes.bom', '/production/bom', '物料清单', 'Bills of materials', 'isps-bom-list', {
      perm: 'mes:bom',
      actions: MASTER_DATA,
    }),
    // issue 14 point 9: orders by status, output vs plan, scrap rate, material variance (order read access).
    page(
      'mes.dashboard',
      '/production/dashboard',
      '生产看板',
      'Production dashboard',
      'isps-production-dashboard',
    ),
  ]),

  folder('ofr', '/offer', '报价管理', 'Offers', 'calculator', [
    page('ofr.rawMaterial', '/offer/raw-material', '原材料', 'Raw materials', 'isps-raw-material-list', {
      perm: 'ofr:rawMaterial',
      actions: MASTER_DATA,
    }),
    page('ofr.exchangeRate', '/offer/exchange-rate', '汇率', 'Exchange rates', 'isps-exchange-rate-list', {
      perm: 'ofr:exchangeRate',
      actions: MASTER_DATA,
    }),
    page('ofr.materialCost', '/offer/material-cost', '材料成本', 'Material cost', 'isps-material-cost-list', {
      perm: 'ofr:materialCost',
      actions: [...DOCUMENT, 'importExcel'],
      extraButtons: [{ perms: 'ofr:materialCost:recalculate', title: { zh: '重新计算', en: 'Recalculate' } }],
    }),
    page('ofr.saleBom', '/offer/sale-bom', '销售BOM', 'Sale BOM', 'isps-sale-bom-list', {
      perm: 'ofr:saleBom',
      actions: [...DOCUMENT, 'importExcel'],
    }),
    page('ofr.offer', '/offer/offer-info', '报价单', 'Offer info', 'isps-offer-info-list', {
      perm: 'ofr:offer',
      actions: [...DOCUMENT, 'importExcel'],
      // Under the store's minimum margin the sales manager approves the margin too (domain.md 3.10).
      extraButtons: [
        { perms: 'ofr:offer:approveLowMargin', title: { zh: '毛利审批', en: 'Approve margin' } },
      ],
    }),
    page('ofr.apHead', '/offer/ap-head', '附加价方案', 'AP head', 'isps-ap-head-list', {
      perm: 'ofr:apHead',
      actions: [...DOCUMENT, 'importExcel'],
    }),
    page('ofr.apType', '/offer/ap-type', '附加价类型', 'AP type', 'isps-ap-type-list', {
      perm: 'ofr:apType',
      actions: MASTER_DATA,
    }),
    // issue 15 point 9: win rate, margin distribution, open offers by sales user (scoped like the offers).
    page('ofr.dashboard', '/offer/dashboard', '报价看板', 'Offer dashboard', 'isps-offer-dashboard'),
  ]),

  folder('oms', '/order', '订单管理', 'Orders', 'shopping-cart', [
    page('oms.bosOrder', '/order/bos', 'BOS订单', 'BOS orders', 'isps-bos-order-list', {
      perm: 'oms:bosOrder',
      actions: [...IMPORTED_DOCUMENT, 'importExcel'],
    }),
    page('oms.crmOrder', '/order/crm', 'CRM订单', 'CRM orders', 'isps-crm-order-list', {
      perm: 'oms:crmOrder',
      actions: [...IMPORTED_DOCUMENT, 'importExcel'],
    }),
    page(
      'oms.proformaInvoice',
      '/order/proforma-invoice',
      '形式发票',
      'Proforma invoices',
      'isps-proforma-invoice-list',
      { perm: 'oms:proformaInvoice', actions: DOCUMENT },
    ),
    page('oms.cmApply', '/order/cm-apply', '贷项申请', 'CM apply', 'isps-cm-apply-list', {
      perm: 'oms:cmApply',
      actions: ['add', 'edit', 'delete', 'approve', 'cancel', 'exportXls'],
      extraButtons: [CM_APPROVE_FINANCE],
    }),
    page(
      'oms.serviceSettle',
      '/order/service-settle',
      '服务结算',
      'Service settlements',
      'isps-service-settle-list',
      {
        perm: 'oms:serviceSettle',
        actions: ['add', 'edit', 'delete', 'approve', 'cancel', 'exportXls'],
        extraButtons: [SERVICE_SETTLE_CONFIRM],
      },
    ),
    page(
      'oms.supplierSettle',
      '/order/supplier-settle',
      '供应商对账',
      'Supplier settlements',
      'isps-supplier-settle-list',
      // Generated, never deleted: its lines reserve receipt quantities, which cancel gives back.
      {
        perm: 'oms:supplierSettle',
        actions: ['add', 'edit', 'approve', 'cancelApproval', 'cancel', 'exportXls'],
      },
    ),
    page('oms.sapLog', '/order/sap-log', 'SAP日志', 'SAP log', 'isps-sap-log-list', {
      perm: 'oms:sapLog',
      actions: ['ignore', 'exportXls'],
      extraButtons: [SAP_LOG_RETRY],
    }),
    page('oms.report', '/order/report', '报表', 'Reports', 'isps-order-report', {
      perm: 'oms:report',
      actions: VIEW,
    }),
  ]),

  folder('mdm', '/mdm', '主数据', 'Master data', 'database', [
    page(
      'mdm.businessPartner',
      '/mdm/business-partner',
      '业务伙伴',
      'Business partners',
      'isps-business-partner-list',
      { perm: 'mdm:businessPartner', actions: MASTER_DATA },
    ),
    page('mdm.costCenter', '/mdm/cost-center', '成本中心', 'Cost center codes', 'isps-cost-center-list', {
      perm: 'mdm:costCenter',
      actions: MASTER_DATA,
    }),
    page('mdm.equipment', '/mdm/equipment', '设备', 'Equipment', 'isps-equipment-list', {
      perm: 'mdm:equipment',
      actions: MASTER_DATA,
    }),
    page('mdm.movementType', '/mdm/movement-type', '移动类型', 'Movement types', 'isps-movement-type-list', {
      perm: 'mdm:movementType',
      actions: MASTER_DATA,
    }),
    page('mdm.product', '/mdm/product', '产品', 'Products', 'isps-product-list', {
      perm: 'mdm:product',
      actions: MASTER_DATA,
    }),
    page('mdm.productStore', '/mdm/product-store', '产品店铺', 'Product stores', 'isps-product-store-list', {
      perm: 'mdm:productStore',
      actions: MASTER_DATA,
    }),
    // domain.md 3.1 ProductFacility: the min/max the replenish job (3.4) reads; the spec lists no page for it.
    page(
      'mdm.productFacility',
      '/mdm/product-facility',
      '产品仓库设置',
      'Product facility settings',
      'isps-product-facility-list',
      { perm: 'mdm:productFacility', actions: MASTER_DATA },
    ),
    page('mdm.priceCatalog', '/mdm/price-catalog', '价格目录', 'Price catalogs', 'isps-price-catalog-list', {
      perm: 'mdm:priceCatalog',
      actions: MASTER_DATA,
    }),
    page('mdm.priceGroup', '/mdm/price-group', '价格组', 'Price groups', 'isps-price-group-list', {
      perm: 'mdm:priceGroup',
      actions: MASTER_DATA,
    }),
    page('mdm.priceTrim', '/mdm/price-trim', '调价规则', 'Price trims', 'isps-price-trim-list', {
      perm: 'mdm:priceTrim',
      actions: MASTER_DATA,
    }),
    page('mdm.team', '/mdm/team', '团队', 'Teams', 'isps-team-list', {
      perm: 'mdm:team',
      actions: MASTER_DATA,
    }),
    page('mdm.salesUser', '/mdm/sales-user', '销售员', 'Sales users', 'isps-sales-user-list', {
      perm: 'mdm:salesUser',
      actions: MASTER_DATA,
    }),
    // Facilities and positions (domain.md 3.2) are master data the spec's inventory does not list.
    page('mdm.facility', '/mdm/facility', '仓库', 'Facilities', 'isps-facility-list', {
      perm: 'wms:facility',
      actions: MASTER_DATA,
    }),
    page('mdm.position', '/mdm/position', '库位', 'Positions', 'isps-position-list', {
      perm: 'wms:position',
      actions: MASTER_DATA,
    }),
  ]),

  folder('fsm', '/fsm', '现场服务', 'Field service', 'tool', [
    page(
      'fsm.sparePartRequest',
      FSM_SHELL_PATHS[0],
      '备件申请',
      'FSM spare parts',
      'isps-fsm-spare-parts-list',
      {
        perm: 'fsm:sparePartRequest',
        actions: IMPORTED_DOCUMENT,
      },
    ),
    page(
      'fsm.oaInterface',
      FSM_SHELL_PATHS[1],
      'FSM与OA接口',
      'FSM and OA interface',
      'isps-fsm-and-oa-interface',
      { perm: 'fsm:oaInterface', actions: ['ignore', 'exportXls'] },
    ),
    page('fsm.ecnWorkOrder', FSM_SHELL_PATHS[2], 'ECN工单', 'ECN work orders', 'isps-fsm-ecn-work-order', {
      perm: 'fsm:ecnWorkOrder',
      actions: [...DOCUMENT, 'forceFinish'],
    }),
    page('fsm.ainEquipment', FSM_SHELL_PATHS[3], '装机设备', 'AIN equipment', 'isps-fsm-ain-equipment', {
      perm: 'fsm:ainEquipment',
      actions: VIEW,
    }),
    page(
      'fsm.projectStage',
      FSM_SHELL_PATHS[4],
      '项目阶段统计',
      'Project stage statistics',
      'isps-fsm-project-stage-statistics',
      { perm: 'fsm:projectStage', actions: VIEW },
    ),
    page(
      'fsm.serviceContract',
      FSM_SHELL_PATHS[5],
      '服务合同导入',
      'Import service contracts',
      'isps-fsm-import-service-contract',
      { perm: 'fsm:serviceContract', actions: MASTER_DATA },
    ),
    page(
      'fsm.sparePartQuery',
      FSM_SHELL_PATHS[6],
      '备件清单查询',
      'Spare part list query',
      'isps-fsm-spare-part-list-query',
      { perm: 'fsm:sparePartQuery', actions: VIEW },
    ),
    page(
      'fsm.inventoryQuery',
      FSM_SHELL_PATHS[7],
      '服务库存查询',
      'Inventory query',
      'isps-fsm-inventory-query',
      {
        perm: 'fsm:inventoryQuery',
        actions: VIEW,
      },
    ),
  ]),

  folder('file', '/file', '文件管理', 'Files', 'folder', [
    page('file.oss', '/file/oss', 'OSS文件', 'OSS files', 'isps-oss-file-list', {
      perm: 'sys:ossFile',
      actions: ['add', 'delete'],
    }),
    page('file.knowledge', '/file/knowledge', '知识文件', 'Knowledge files', 'isps-knowledge-file-list', {
      perm: 'sys:knowledgeFile',
      actions: ['add', 'edit', 'delete', 'exportXls'],
    }),
  ]),

  folder('message', '/message', '消息中心', 'Messages', 'message', [
    page(
      'message.template',
      '/message/template',
      '消息模板',
      'Message templates',
      'isps-message-template-list',
      {
        perm: 'sys:messageTemplate',
        actions: MASTER_DATA,
      },
    ),
    // api-contract 8.11: the outgoing message queue, reached by address rather than from the menu.
    page('message.sysMessage', '/message/sysMessage', '消息管理', 'Messages', 'isps-sys-message-list', {
      perm: 'sys:sysMessage',
      actions: ['add', 'edit', 'delete', 'exportXls'],
      hidden: true,
    }),
  ]),

  folder('monitor', '/monitor', '系统监控', 'Monitor', 'monitor', [
    page('monitor.system', '/monitor/system', '服务器信息', 'System info', 'isps-monitor-system'),
    page('monitor.jvm', '/monitor/jvm', 'Node.js 运行时', 'Node.js runtime', 'isps-monitor-jvm'),
    page('monitor.tomcat', '/monitor/tomcat', 'HTTP 服务', 'HTTP server', 'isps-monitor-tomcat'),
    page('monitor.redis', '/monitor/redis', 'Redis监控', 'Redis', 'isps-monitor-redis'),
    page('monitor.disk', '/monitor/disk', '磁盘监控', 'Disk', 'isps-monitor-disk'),
    page('monitor.httpTrace', '/monitor/http-trace', '请求追踪', 'HTTP trace', 'isps-monitor-http-trace'),
  ]),

  folder('sys', '/system', '系统管理', 'System', 'setting', [
    page('sys.user', '/system/user', '用户管理', 'Users', 'isps-sys-user-list', {
      perm: 'sys:user',
      actions: MASTER_DATA,
    }),
    page('sys.depart', '/system/depart', '部门管理', 'Departments', 'isps-sys-depart-list', {
      perm: 'sys:depart',
      actions: MASTER_DATA,
    }),
    page('sys.role', '/system/role', '角色管理', 'Roles', 'isps-sys-role-list', {
      perm: 'sys:role',
      actions: MASTER_DATA,
    }),
    page('sys.permission', '/system/permission', '菜单管理', 'Permissions', 'isps-sys-permission-list', {
      perm: 'sys:permission',
      actions: ['add', 'edit', 'delete'],
    }),
    page('sys.dict', '/system/dict', '数据字典', 'Dictionaries', 'isps-sys-dict-list', {
      perm: 'sys:dict',
      actions: MASTER_DATA,
    }),
    page('sys.log', '/system/log', '日志管理', 'Logs', 'isps-sys-log-list', {
      perm: 'sys:log',
      actions: VIEW,
    }),
    page('sys.quartzJob', '/system/quartz-job', '定时任务', 'Quartz jobs', 'isps-sys-quartz-job-list', {
      perm: 'sys:quartzJob',
      actions: MASTER_DATA,
    }),
    page(
      'sys.announcement',
      '/system/announcement',
      '系统通告',
      'Announcements',
      'isps-sys-announcement-list',
      {
        perm: 'sys:announcement',
        actions: MASTER_DATA,
      },
    ),
    page('sys.tenant', '/system/tenant', '租户管理', 'Tenants', 'isps-sys-tenant-list', {
      perm: 'sys:tenant',
      actions: ['add', 'edit', 'delete'],
    }),
    page(
      'sys.printTemplate',
      '/system/print-template',
      '打印模板',
      'Print templates',
      'isps-sys-print-template-list',
      { perm: 'sys:printTemplate', actions: MASTER_DATA },
    ),
    page('sys.dataSource', '/system/data-source', '数据源管理', 'Data source', 'isps-sys-data-source-list', {
      perm: 'sys:dataSource',
      actions: MASTER_DATA,
    }),
    page(
      'sys.gatewayRoute',
      '/system/gateway-route',
      '网关路由',
      'Gateway routes',
      'isps-sys-gateway-route-list',
      { perm: 'sys:gatewayRoute', actions: ['add', 'edit', 'delete'] },
    ),
    page('sys.checkRule', '/system/check-rule', '编码校验规则', 'Check rules', 'isps-sys-check-rule-list', {
      perm: 'sys:checkRule',
      actions: MASTER_DATA,
    }),
    page('sys.fillRule', '/system/fill-rule', '编码填值规则', 'Fill rules', 'isps-sys-fill-rule-list', {
      perm: 'sys:fillRule',
      actions: MASTER_DATA,
    }),
    // Definitions of the online reports behind the report picker (spec 4.2, api-contract 7).
    page('sys.onlineReport', '/online/cgreport', 'Online报表', 'Online reports', 'isps-online-report-list', {
      perm: 'online:cgreport',
      actions: MASTER_DATA,
    }),
    page('sys.address', '/system/address', '地址管理', 'Addresses', 'isps-sys-address-list', {
      perm: 'sys:address',
      actions: MASTER_DATA,
    }),
    // api-contract 8.12: job positions, reached by address rather than from the menu.
    page('sys.position', '/system/position', '职务管理', 'Positions', 'isps-sys-position-list', {
      perm: 'sys:position',
      actions: MASTER_DATA,
      hidden: true,
    }),
  ]),

  folder('form', '/form', '表单页', 'Form demos', 'form', [
    page('form.basic', '/form/basic-form', '基础表单', 'Basic form', 'isps-demo-basic-form'),
    page('form.step', '/form/step-form', '分步表单', 'Step form', 'isps-demo-step-form'),
  ]),
  folder('list', '/list', '列表页', 'List demos', 'table', [
    page('list.query', '/list/query-list', '查询表格', 'Query table', 'isps-demo-query-list'),
    page('list.card', '/list/card', '卡片列表', 'Card list', 'isps-demo-card-list'),
  ]),

  folder('exception', '/exception', '异常页', 'Exception pages', 'warning', [
    page('exception.403', '/exception/403', '403', '403', 'isps-exception-403'),
    page('exception.404', '/exception/404', '404', '404', 'isps-exception-404'),
    page('exception.500', '/exception/500', '500', '500', 'isps-exception-500'),
  ]),

  folder('account', '/account', '个人页', 'Account', 'user', [
    page('account.center', '/account/center', '个人中心', 'Account center', 'isps-account-center'),
    // Route name account-settings-base (spec 2.2) follows from the path.
    page(
      'account.settings',
      '/account/settings/base',
      '个人设置',
      'Account settings',
      'isps-account-settings',
    ),
    page('account.steps', '/account/steps', '账号变更', 'Account alteration steps', 'isps-user-steps'),
  ]),

  // The "view more" target of the header notices (spec 2.2, 2.6); reached from the bell, not the menu.
  page(
    'isps.userAnnouncement',
    '/isps/userAnnouncement',
    '我的消息',
    'My messages',
    'isps-user-announcement',
    {
      icon: 'bell',
      hidden: true,
    },
  ),
];

/** Every menu item, folders before their children, in menu order. */
export function allMenus(): MenuDef[] {
  const out: MenuDef[] = [];
  const walk = (items: readonly MenuDef[]) => {
    for (const item of items) {
      out.push(item);
      if (item.children) walk(item.children);
    }
  };
  walk(menuTree);
  return out;
}

export interface MenuButton extends ButtonDef {
  /** Key of the menu item the button belongs to (its sys_permission parent). */
  menuKey: string;
}

export function allButtons(): MenuButton[] {
  return allMenus().flatMap((menu) =>
    (menu.buttons ?? []).map((button) => ({ ...button, menuKey: menu.key })),
  );
}

const MENUS_BY_KEY = new Map(allMenus().map((menu) => [menu.key, menu]));

export function menuByKey(key: string): MenuDef | undefined {
  return MENUS_BY_KEY.get(key);
}

/** Keys of the item and of everything below it. */
export function subtreeKeys(key: string): string[] {
  const root = menuByKey(key);
  if (!root) return [];
  const keys: string[] = [];
  const walk = (item: MenuDef) => {
    keys.push(item.key);
    for (const child of item.children ?? []) walk(child);
  };
  walk(root);
  return keys;
}

/** Keys of the folders above an item, outermost first. */
export function ancestorKeys(key: string): string[] {
  const path: string[] = [];
  const find = (items: readonly MenuDef[]): boolean => {
    for (const item of items) {
      if (item.key === key) return true;
      path.push(item.key);
      if (find(item.children ?? [])) return true;
      path.pop();
    }
    return false;
  };
  return find(menuTree) ? path : [];
}

/** Every distinct element tag the menu renders. */
export function pageTags(): string[] {
  return [...new Set(allMenus().flatMap((menu) => (menu.component === ROUTE_VIEW ? [] : [menu.component])))];
}
