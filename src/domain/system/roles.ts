import { type DocumentAction, documentActions } from '../workflow';
import { allButtons, allMenus, ancestorKeys, menuByKey, subtreeKeys } from './menu';
import type { RoleDef } from './types';

/**
 * The roles of domain.md 0.6 with their demo grants. Grants follow who does what in domain.md 3 and 4.3;
 * the server still checks data scope (4.4) and segregation of duties, buttons are only what a role may try.
 */

/** Pages every person gets: home, the account pages and the announcement list. */
const PERSONAL = ['dashboard.analysis', 'account', 'isps.userAnnouncement'];

/** The dashboards of a manager: all but the server monitor board, which reads the admin's monitor API. */
const MANAGER_DASHBOARDS = ['dashboard.workplace', 'dashboard.task', 'dashboard.chart'];

/** A warehouse clerk prepares and executes commands; the warehouse manager approves them (domain.md 3.4). */
const CLERK_EXECUTES: readonly DocumentAction[] = [
  'add',
  'edit',
  'delete',
  'cancel',
  'outbound',
  'inbound',
  'exportXls',
  'importExcel',
];
const VIEW: readonly DocumentAction[] = ['exportXls'];
const DRAFTS: readonly DocumentAction[] = ['add', 'edit', 'delete', 'exportXls'];
/** Records and approves inspections; a concession also needs the qc_manager's button (domain.md 3.7). */
const INSPECTS: readonly DocumentAction[] = ['edit', 'approve', 'cancelApproval', 'exportXls'];

/**
 * The purchasing folder without the invoice applications: the buyer and the purchase manager settle with
 * suppliers, but verifying (and rejecting) the supplier's invoices is finance's (domain.md 3.6).
 */
const PURCHASING = subtreeKeys('srm').filter((key) => key !== 'srm' && key !== 'srm.invoiceApplication');

export const demoRoles: RoleDef[] = [
  {
    code: 'admin',
    name: { zh: '系统管理员', en: 'Administrator' },
    description: 'Everything',
    menus: ['*'],
  },
  {
    code: 'buyer',
    name: { zh: '采购员', en: 'Buyer' },
    description: 'Releases purchase orders, confirms plans, approves returns, settles with suppliers',
    menus: [...PERSONAL, 'dashboard.workplace', ...PURCHASING, 'wms.supplierReturn', 'oms.supplierSettle'],
    menuActions: {
      'mdm.businessPartner': VIEW,
      'mdm.product': VIEW,
      'wms.qualityTesting': VIEW,
      'srm.invoiceApplication': VIEW,
    },
  },
  {
    code: 'purchase_manager',
    name: { zh: '采购经理', en: 'Purchase manager' },
    description: 'Purchasing, supplier master data and purchasing figures',
    menus: [
      ...PERSONAL,
      ...MANAGER_DASHBOARDS,
      ...PURCHASING,
      'wms.supplierReturn',
      'oms.supplierSettle',
      'mdm.businessPartner',
    ],
    menuActions: {
      'mdm.product': VIEW,
      'wms.qualityTesting': VIEW,
      'wms.inventory': VIEW,
      'srm.invoiceApplication': VIEW,
    },
  },
  {
    code: 'wh_clerk',
    name: { zh: '仓管员', en: 'Warehouse clerk' },
    description: 'Receives, picks, ships and counts; commands are approved by the warehouse manager',
    menus: [
      ...PERSONAL,
      'dashboard.workplace',
      'wms.inventory',
      'wms.receipt',
      'wms.picklist',
      'wms.packingList',
      // domain.md 3.4: the clerk approves service receipts and borrow returns himself.
      'inventory.borrow',
      'inventory.serviceReceive',
    ],
    menuActions: {
      'wms.qualityTesting': VIEW,
      'wms.inspectionStandard': VIEW,
      'wms.samplingPlan': VIEW,
      'wms.supplierReturn': CLERK_EXECUTES,
      'wms.billingList': VIEW,
      // domain.md 4.1 step 5: the clerk is told of shipped notes and receives against them.
      'srm.deliveryNote': VIEW,
      'inventory.receive': CLERK_EXECUTES,
      'inventory.delivery': CLERK_EXECUTES,
      'inventory.transfer': CLERK_EXECUTES,
      'inventory.scrap': CLERK_EXECUTES,
      'inventory.replenish': CLERK_EXECUTES,
      'inventory.rma': CLERK_EXECUTES,
      'inventory.serviceDelivery': CLERK_EXECUTES,
      'inventory.checkInventory': CLERK_EXECUTES,
      // domain.md 3.9: the clerk prepares and posts material issues, returns and consumptions (the
      // planner approves them) and receives finished goods.
      'mes.materialOrder': CLERK_EXECUTES,
      'mes.returnOrder': CLERK_EXECUTES,
      'mes.transferReceive': [...CLERK_EXECUTES, 'approve', 'cancelApproval'],
      'mes.consumeOrder': CLERK_EXECUTES,
      // The material documents' "from the order components" picker lists the order's components.
      'mes.productionOrder': VIEW,
    },
  },
  {
    code: 'wh_manager',
    name: { zh: '仓库主管', en: 'Warehouse manager' },
    description: 'Approves and force-finishes warehouse documents, adjusts counts, maintains facilities',
    menus: [
      ...PERSONAL,
      ...MANAGER_DASHBOARDS,
      // The warehouse folder page by page: concessions and quality master data are the quality side's.
      'wms.inventory',
      'wms.receipt',
      'wms.supplierReturn',
      'wms.picklist',
      'wms.billingList',
      'wms.packingList',
      'inventory',
      'pkg',
      'mdm.facility',
      'mdm.position',
      'mdm.movementType',
      'mdm.productFacility',
    ],
    menuActions: {
      'srm.deliveryNote': ['inbound', 'forceFinish', 'exportXls'],
      'mdm.product': VIEW,
      'wms.qualityTesting': INSPECTS,
      'wms.inspectionStandard': VIEW,
      'wms.samplingPlan': VIEW,
    },
  },
  {
    code: 'qc_inspector',
    name: { zh: '质检员', en: 'QC inspector' },
    description: 'Records and approves inspections',
    menus: [...PERSONAL, 'mes.workCheck'],
    // The inspector reads the standards and sampling plans the inspections follow; the qc_manager keeps them.
    menuActions: { 'wms.qualityTesting': INSPECTS, 'wms.inspectionStandard': VIEW, 'wms.samplingPlan': VIEW },
  },
  {
    code: 'qc_manager',
    name: { zh: '质量主管', en: 'QC manager' },
    description: 'Concessions, supplier returns, quality figures',
    menus: [
      ...PERSONAL,
      'dashboard.chart',
      'wms.qualityTesting',
      'wms.inspectionStandard',
      'wms.samplingPlan',
      'mes.workCheck',
    ],
    menuActions: { 'wms.supplierReturn': ['approve', 'cancelApproval', 'exportXls'] },
  },
  {
    code: 'planner',
    name: { zh: '生产计划员', en: 'Production planner' },
    description: 'Production orders, material documents, report approval',
    menus: [...PERSONAL, 'dashboard.workplace', 'mes'],
    menuActions: { 'mdm.product': VIEW, 'wms.inventory': VIEW },
  },
  {
    code: 'operator',
    name: { zh: '生产操作员', en: 'Production operator' },
    description: 'Reports production and records membrane test data',
    menus: [...PERSONAL, 'mes.membraneData'],
    menuActions: { 'mes.reportOrder': DRAFTS, 'mes.productionOrder': VIEW },
  },
  {
    code: 'packer',
    name: { zh: '包装员', en: 'Packer' },
    description: 'Picks, packs and weighs',
    menus: [...PERSONAL, 'pkg', 'wms.packingList'],
    // Confirming a pick is the picklist's outbound (domain.md 3.5).
    menuActions: { 'wms.picklist': ['outbound', 'exportXls'] },
  },
  {
    code: 'sales',
    name: { zh: '销售员', en: 'Sales' },
    description: 'Offers, order follow-up, delivery and RMA requests',
    menus: [...PERSONAL, 'dashboard.workplace', 'oms.proformaInvoice', 'ofr.dashboard'],
    menuActions: {
      // Sales requests credit memos; the sales manager, then finance approve them (domain.md 3.11).
      'oms.cmApply': ['add', 'edit', 'delete', 'cancel', 'exportXls'],
      // Everything of offers but the margin approval below the store's minimum (the sales manager's).
      'ofr.offer': ['add', 'edit', 'delete', 'approve', 'cancel', 'exportXls', 'importExcel'],
      'oms.bosOrder': ['edit', 'exportXls'],
      'oms.crmOrder': ['edit', 'exportXls'],
      'inventory.delivery': DRAFTS,
      'inventory.rma': DRAFTS,
      'mdm.businessPartner': VIEW,
      'mdm.product': VIEW,
      'mdm.priceCatalog': VIEW,
      'wms.inventory': VIEW,
    },
  },
  {
    code: 'sales_manager',
    name: { zh: '销售经理', en: 'Sales manager' },
    description: 'Approves orders and low-margin offers, maintains prices',
    menus: [
      ...PERSONAL,
      ...MANAGER_DASHBOARDS,
      'ofr',
      'oms.bosOrder',
      'oms.crmOrder',
      'oms.proformaInvoice',
      'oms.report',
      'mdm.productStore',
      'mdm.priceCatalog',
      'mdm.priceGroup',
      'mdm.priceTrim',
      'mdm.salesUser',
    ],
    menuActions: {
      'mdm.businessPartner': VIEW,
      'mdm.product': VIEW,
      // The first step of a credit memo's approval; finance takes the second (domain.md 3.11).
      'oms.cmApply': ['add', 'edit', 'delete', 'approve', 'cancel', 'exportXls'],
    },
  },
  {
    code: 'finance',
    name: { zh: '财务', en: 'Finance' },
    description: 'Billing, settlements, invoice verification, SAP interface',
    menus: [
      ...PERSONAL,
      'dashboard.chart',
      'wms.billingList',
      'oms.sapLog',
      'oms.report',
      'mdm.costCenter',
      'ofr.exchangeRate',
    ],
    // Finance rejects an invoice application by cancelling its approval (domain.md 3.6).
    menuActions: {
      'oms.supplierSettle': VIEW,
      'srm.invoiceApplication': ['cancelApproval', 'exportXls'],
      // domain.md 3.11: finance approves a credit memo after the sales manager, and confirmed service settlements.
      'oms.cmApply': VIEW,
      'oms.serviceSettle': ['approve', 'exportXls'],
    },
    // domain.md 3.6 / 3.11: finance verifies invoice applications and gives a credit memo's second approval.
    buttons: ['oms:cmApply:approveFinance', 'srm:invoiceApplication:verify'],
  },
  {
    code: 'fsm_coordinator',
    name: { zh: '服务调度', en: 'FSM coordinator' },
    description: 'Spare-part requests, service deliveries, RMA, service settlement',
    menus: [
      ...PERSONAL,
      'dashboard.workplace',
      'fsm',
      'inventory.serviceDelivery',
      'inventory.rma',
      'mdm.equipment',
      'mdm.team',
    ],
    menuActions: {
      'wms.inventory': VIEW,
      'inventory.serviceReceive': DRAFTS,
      'inventory.borrow': VIEW,
      // domain.md 3.11: generates service settlements and records the provider's confirmation; finance approves.
      'oms.serviceSettle': ['add', 'edit', 'delete', 'cancel', 'exportXls'],
    },
    buttons: ['oms:serviceSettle:confirm'],
  },
  {
    code: 'engineer',
    name: { zh: '服务工程师', en: 'Field engineer' },
    description: "Sees his team's stock and spare parts, requests loans",
    menus: [...PERSONAL, 'fsm.ainEquipment', 'fsm.sparePartQuery', 'fsm.inventoryQuery'],
    menuActions: { 'fsm.sparePartRequest': VIEW, 'inventory.borrow': DRAFTS },
  },
  {
    // domain.md 4.3: a supplier user sees only the supplier pages, for its own partner (4.4).
    code: 'supplier',
    name: { zh: '供应商', en: 'Supplier' },
    description: 'External supplier user bound to one business partner',
    menus: [...PERSONAL],
    menuActions: {
      // domain.md 4.3: the supplier plans and submits; confirming or rejecting is the buyer's.
      'srm.deliveryPlan': ['add', 'edit', 'delete', 'approve', 'cancel', 'exportXls'],
      'srm.purchaseOrder': VIEW,
      'srm.purchaseOrderItem': VIEW,
      'srm.deliveryNote': ['add', 'edit', 'delete', 'approve', 'cancelApproval', 'cancel', 'exportXls'],
      'srm.label': VIEW,
      'srm.outsourcing': VIEW,
      'srm.invoiceApplication': ['add', 'edit', 'delete', 'approve', 'cancel', 'exportXls'],
      'wms.receipt': VIEW,
      'wms.qualityTesting': VIEW,
      'wms.supplierReturn': VIEW,
      'oms.supplierSettle': VIEW,
    },
  },
  {
    // The field-service shell's service account (spec 2.2): the eight FSM pages only.
    code: 'integration',
    name: { zh: '集成账号', en: 'Integration account' },
    description: 'Field-service shell login and interface jobs',
    menus: ['fsm'],
  },
];

export function roleByCode(code: string): RoleDef | undefined {
  return demoRoles.find((role) => role.code === code);
}

export interface RoleGrants {
  /** Menu keys: the granted items, everything below them and the folders above them (so the tree shows). */
  menus: string[];
  /** Button permission codes. */
  buttons: string[];
}

/** What a role's grants expand to, as the seed writes them into sys_role_permission. */
export function resolveRoleGrants(role: RoleDef): RoleGrants {
  if (role.menus.includes('*')) {
    return { menus: allMenus().map((m) => m.key), buttons: allButtons().map((b) => b.perms) };
  }
  const menus = new Set<string>();
  const buttons = new Set<string>();
  const grantMenu = (key: string) => {
    for (const ancestor of ancestorKeys(key)) menus.add(ancestor);
    menus.add(key);
  };
  for (const key of role.menus) {
    for (const inner of subtreeKeys(key)) {
      grantMenu(inner);
      for (const button of menuByKey(inner)?.buttons ?? []) buttons.add(button.perms);
    }
  }
  for (const [key, actions] of Object.entries(role.menuActions ?? {})) {
    grantMenu(key);
    const suffixes = new Set<string>(actions.map((action) => documentActions[action].perm));
    for (const button of menuByKey(key)?.buttons ?? []) {
      if (suffixes.has(button.perms.slice(button.perms.lastIndexOf(':') + 1))) buttons.add(button.perms);
    }
  }
  const known = new Set(allButtons().map((b) => b.perms));
  for (const perms of role.buttons ?? []) {
    if (!known.has(perms)) throw new Error(`role ${role.code}: no button ${perms}`);
    buttons.add(perms);
  }
  // Keep menu order, so the seed inserts folders before their children.
  const order = allMenus().map((m) => m.key);
  return {
    menus: order.filter((key) => menus.has(key)),
    buttons: allButtons()
      .map((b) => b.perms)
      .filter((perms) => buttons.has(perms)),
  };
}
