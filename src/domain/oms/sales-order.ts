import { defineDocument } from '../document/define-document';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';
import type { LocalText } from '../i18n-text';

const server = { system: true, form: false } as const;

/** Dictionary `source_system` values a sales order comes from (domain.md 3.11). */
export const SALES_SOURCES = ['bos', 'crm', 'eshop'] as const;
export type SalesSource = (typeof SALES_SOURCES)[number];

/** The two list pages over `oms_sales_order`: the same document, each with its fixed source systems. */
export interface SalesOrderPage {
  page: 'bos' | 'crm';
  name: string;
  menuKey: string;
  label: LocalText;
  /** What the page lists (its fixed filter); the first is what a record added on the page gets. */
  sources: readonly SalesSource[];
}

export const SALES_ORDER_PAGES: readonly SalesOrderPage[] = [
  // The BOS is the store back office: it lists the e-shop's orders as well (docs/decisions.md).
  {
    page: 'bos',
    name: 'bosOrder',
    menuKey: 'oms.bosOrder',
    label: { zh: 'BOS订单', en: 'BOS order' },
    sources: ['bos', 'eshop'],
  },
  {
    page: 'crm',
    name: 'crmOrder',
    menuKey: 'oms.crmOrder',
    label: { zh: 'CRM订单', en: 'CRM order' },
    sources: ['crm'],
  },
];

/** The page that lists orders of a source system. */
export function salesPageOf(source: string): SalesOrderPage {
  return (
    SALES_ORDER_PAGES.find((page) => page.sources.includes(source as SalesSource)) ?? SALES_ORDER_PAGES[0]!
  );
}

function lineEntity(page: SalesOrderPage) {
  return defineEntity({
    name: `${page.name}Line`,
    table: 'oms_sales_order_line',
    permission: menuPermission(page.menuKey),
    label: { zh: `${page.label.zh}明细`, en: `${page.label.en} line` },
    kind: 'line',
    fields: {
      salesOrderId: field.ref(page.name, { label: page.label, required: true, query: 'eq' }),
      productId: field.ref('product', { label: { zh: '产品', en: 'Product' }, required: true }),
      qty: field.qty({ label: { zh: '数量', en: 'Quantity' }, required: true, min: 0 }),
      unitPrice: field.price({ label: { zh: '单价', en: 'Unit price' }, required: true, min: 0 }),
      taxRate: field.pct({ label: { zh: '税率(%)', en: 'Tax rate (%)' }, min: 0, default: 13 }),
      amount: field.amount({ label: { zh: '金额', en: 'Amount' }, ...server }),
      taxAmount: field.amount({ label: { zh: '税额', en: 'Tax' }, ...server }),
      requestedDate: field.date({ label: { zh: '要求交期', en: 'Requested date' } }),
      deliveredQty: field.qty({ label: { zh: '已发货数量', en: 'Delivered' }, ...server, default: 0 }),
      billedQty: field.qty({ label: { zh: '已开票数量', en: 'Billed' }, ...server, default: 0 }),
      eccItemNo: field.str(16, { label: { zh: 'SAP行号', en: 'SAP item' }, ...server }),
    },
    defaultSort: { column: 'lineNo', order: 'asc' },
  });
}

/**
 * `oms_sales_order` (domain.md 3.11): an order imported from the BOS, the CRM or the e-shop (unique by
 * source system and order number). Approve (sales manager) queues the SAP order creation and creates the
 * delivery command draft for the product store's facility; fulfilment follows the delivery; cancel
 * approval only until SAP accepted the order. Effects: server/modules/oms/sales-order-effects.ts.
 */
function salesOrderPage(page: SalesOrderPage) {
  return defineDocument({
    name: page.name,
    table: 'oms_sales_order',
    permission: menuPermission(page.menuKey),
    label: page.label,
    fields: {
      code: field.code({ label: { zh: '订单号', en: 'Order no' }, rule: 'SO' }),
      fulfilStatus: fulfilStatusField(),
      sourceSystem: field.dict('source_system', {
        label: { zh: '来源系统', en: 'Source system' },
        required: true,
        default: page.sources[0],
        values: [...page.sources],
        // The page's sources (`pageRows`); the page sends them as a fixed filter as well.
        query: 'eq',
      }),
      sourceOrderNo: field.str(64, {
        label: { zh: '来源单号', en: 'Source order no' },
        required: true,
        query: 'like',
      }),
      customerId: field.ref('businessPartner', {
        label: { zh: '客户', en: 'Customer' },
        required: true,
        query: 'eq',
      }),
      productStoreId: field.ref('productStore', {
        label: { zh: '店铺', en: 'Product store' },
        required: true,
        query: 'eq',
      }),
      salesUserId: field.ref('salesUser', { label: { zh: '销售员', en: 'Sales user' }, query: 'eq' }),
      orderDate: field.date({
        label: { zh: '订单日期', en: 'Order date' },
        required: true,
        query: 'range',
        sortable: true,
      }),
      requestedDate: field.date({ label: { zh: '要求交期', en: 'Requested date' } }),
      currency: field.dict('currency', {
        label: { zh: '币种', en: 'Currency' },
        required: true,
        default: 'CNY',
      }),
      totalAmount: field.amount({ label: { zh: '金额(不含税)', en: 'Amount excl. tax' }, ...server }),
      taxAmount: field.amount({ label: { zh: '税额', en: 'Tax' }, ...server }),
      shipType: field.dict('ship_type', { label: { zh: '发运方式', en: 'Ship type' }, list: false }),
      contact: field.str(64, { label: { zh: '联系人', en: 'Contact' }, list: false }),
      tel: field.str(32, { label: { zh: '电话', en: 'Tel' }, list: false }),
      address: field.str(256, { label: { zh: '地址', en: 'Address' }, list: false }),
      regionCode: field.str(12, { label: { zh: '地区', en: 'Region' }, list: false }),
      offerId: field.ref('offer', { label: { zh: '报价单', en: 'Offer' }, list: false }),
      eshopSaleOrderId: field.str(32, {
        label: { zh: '电商订单号', en: 'eShop order' },
        ...server,
        list: false,
      }),
      eccSaleOrderId: field.str(32, { label: { zh: 'SAP销售订单', en: 'SAP sales order' }, ...server }),
      sapStatus: field.dict('sync_status', {
        label: { zh: 'SAP状态', en: 'SAP status' },
        ...server,
        query: 'eq',
      }),
    },
    lines: {
      lines: { entity: lineEntity(page), foreignKey: 'salesOrderId', label: { zh: '订单明细', en: 'Lines' } },
    },
    columns: [
      'code',
      'docStatus',
      'fulfilStatus',
      'sourceSystem',
      'sourceOrderNo',
      'customerId',
      'productStoreId',
      'orderDate',
      'currency',
      'totalAmount',
      'taxAmount',
      'eccSaleOrderId',
      'sapStatus',
      'approveTime',
      'createTime',
    ],
    uniqueTogether: [['sourceSystem', 'sourceOrderNo']],
    pageRows: { sourceSystem: page.sources },
    defaultSort: { column: 'orderDate', order: 'desc' },
    docType: 'sales_order',
    workflow: documentWorkflow(),
    actions: {
      approve: { by: ['sales_manager'] },
      cancelApproval: { by: ['sales_manager'] },
      cancel: { by: ['sales', 'sales_manager'] },
    },
  });
}

/** The descriptor type of the order lines (every page's lines share `oms_sales_order_line`). */
export type SalesOrderLineDescriptor = ReturnType<typeof lineEntity>;

/** The BOS and CRM order pages by page. */
export const salesOrderPages: ReadonlyMap<'bos' | 'crm', ReturnType<typeof salesOrderPage>> = new Map(
  SALES_ORDER_PAGES.map((page) => [page.page, salesOrderPage(page)]),
);

export const bosOrder = salesOrderPages.get('bos')!;
export const crmOrder = salesOrderPages.get('crm')!;
