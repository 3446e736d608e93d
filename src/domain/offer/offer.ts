import { defineDocument } from '../document/define-document';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

const server = { system: true, form: false } as const;

/**
 * `ofr_offer_line` (domain.md 3.10): a product (optionally through a sale BOM) at a quantity; the server
 * prices it on save (server/modules/offer/offer-pricing.ts): unit material cost and adders, list price and
 * trim from the price group's catalog, unit price (given, else list + trim), amount and margin.
 */
export const offerLine = defineEntity({
  name: 'offerLine',
  table: 'ofr_offer_line',
  permission: menuPermission('ofr.offer'),
  label: { zh: '报价明细', en: 'Offer line' },
  kind: 'line',
  fields: {
    offerId: field.ref('offer', { label: { zh: '报价单', en: 'Offer' }, required: true }),
    productId: field.ref('product', { label: { zh: '产品', en: 'Product' }, required: true }),
    saleBomId: field.ref('saleBom', { label: { zh: '销售BOM', en: 'Sale BOM' } }),
    description: field.str(256, { label: { zh: '描述', en: 'Description' } }),
    qty: field.qty({ label: { zh: '数量', en: 'Quantity' }, required: true, min: 0 }),
    materialCost: field.price({ label: { zh: '单位材料成本', en: 'Unit material cost' }, ...server }),
    adderCost: field.price({ label: { zh: '单位附加价', en: 'Unit adders' }, ...server }),
    unitCost: field.price({ label: { zh: '单位成本', en: 'Unit cost' }, ...server }),
    listPrice: field.price({ label: { zh: '目录价', en: 'List price' }, ...server }),
    trimAmount: field.price({ label: { zh: '调价', en: 'Trim' }, ...server }),
    unitPrice: field.price({ label: { zh: '单价', en: 'Unit price' }, min: 0 }),
    amount: field.amount({ label: { zh: '金额', en: 'Amount' }, ...server }),
    marginPct: field.pct({ label: { zh: '毛利率(%)', en: 'Margin (%)' }, ...server }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `ofr_offer` (domain.md 3.10): a versioned offer to a customer. Approve by sales; under the product
 * store's minimum margin the sales manager approves the margin as well (`confirmMargin`, or approves
 * himself). An approved offer is read-only; *revise* copies it into the next version linked to its parent.
 * The result is won, or lost with a reason.
 */
export const offer = defineDocument({
  name: 'offer',
  table: 'ofr_offer',
  permission: menuPermission('ofr.offer'),
  label: { zh: '报价单', en: 'Offer' },
  fields: {
    code: field.code({ label: { zh: '报价单号', en: 'Offer no' }, required: true }),
    fulfilStatus: fulfilStatusField(),
    customerId: field.ref('businessPartner', {
      label: { zh: '客户', en: 'Customer' },
      required: true,
      query: 'eq',
    }),
    projectName: field.str(128, { label: { zh: '项目名称', en: 'Project' }, query: 'like' }),
    productStoreId: field.ref('productStore', { label: { zh: '店铺', en: 'Product store' }, required: true }),
    salesUserId: field.ref('salesUser', { label: { zh: '销售员', en: 'Sales user' }, query: 'eq' }),
    priceGroupId: field.ref('priceGroup', { label: { zh: '价格组', en: 'Price group' } }),
    currency: field.dict('currency', {
      label: { zh: '币种', en: 'Currency' },
      required: true,
      default: 'CNY',
    }),
    offerDate: field.date({
      label: { zh: '报价日期', en: 'Offer date' },
      required: true,
      query: 'range',
      sortable: true,
    }),
    rate: field.price({ label: { zh: '汇率(审核时)', en: 'Rate at approval' }, ...server }),
    apHeadId: field.ref('apHead', { label: { zh: '附加价方案', en: 'AP head' } }),
    validUntil: field.date({ label: { zh: '有效期至', en: 'Valid until' } }),
    incoterm: field.dict('incoterm', { label: { zh: '贸易条款', en: 'Incoterm' }, list: false }),
    paymentTerms: field.dict('payment_terms', {
      label: { zh: '付款条件', en: 'Payment terms' },
      list: false,
    }),
    deliveryLeadDays: field.int({
      label: { zh: '交货周期(天)', en: 'Lead time (days)' },
      min: 0,
      list: false,
    }),
    totalCost: field.amount({ label: { zh: '总成本', en: 'Total cost' }, ...server }),
    totalPrice: field.amount({ label: { zh: '总金额', en: 'Total price' }, ...server }),
    marginPct: field.pct({ label: { zh: '毛利率(%)', en: 'Margin (%)' }, ...server }),
    offerVersion: field.int({ label: { zh: '版本', en: 'Version' }, ...server, default: 1 }),
    parentOfferId: field.ref('offer', { label: { zh: '上一版本', en: 'Previous version' }, ...server }),
    offerResult: field.dict('offer_result', {
      label: { zh: '报价结果', en: 'Result' },
      ...server,
      default: 'open',
      query: 'eq',
    }),
    lostReason: field.str(256, { label: { zh: '丢单原因', en: 'Lost reason' }, ...server }),
    marginApprovedBy: field.str(32, { label: { zh: '毛利审批人', en: 'Margin approved by' }, ...server }),
  },
  lines: { lines: { entity: offerLine, foreignKey: 'offerId', label: { zh: '报价明细', en: 'Lines' } } },
  defaultSort: { column: 'offerDate', order: 'desc' },
  docType: 'offer',
  // A sales user works on his own offers; the sales manager (and admin) on all (server-side, rowScope).
  salesScope: { field: 'salesUserId', seeAll: 'ofr:offer:approveLowMargin' },
  workflow: documentWorkflow(),
  actions: {
    approve: { by: ['sales', 'sales_manager'] },
    cancelApproval: { by: ['sales_manager'] },
    cancel: { by: ['sales', 'sales_manager'] },
  },
  steps: {
    confirmMargin: {
      title: { zh: '毛利审批', en: 'Approve margin' },
      perm: 'approveLowMargin',
      by: ['sales_manager'],
      from: 'pending',
      input: 'none',
      confirm: {
        zh: '确认批准该报价低于店铺最低毛利率吗?',
        en: "Approve this offer's margin below the store's minimum?",
      },
    },
    revise: {
      title: { zh: '修订(新版本)', en: 'Revise (new version)' },
      perm: 'add',
      from: 'open',
      input: 'none',
      confirm: { zh: '复制为新版本进行修改吗?', en: 'Copy this offer into a new version to change it?' },
    },
    markWon: {
      title: { zh: '赢单', en: 'Won' },
      perm: 'edit',
      from: 'open',
      input: 'none',
      confirm: { zh: '确认该报价赢单吗?', en: 'Mark this offer as won?' },
    },
    markLost: {
      title: { zh: '丢单', en: 'Lost' },
      perm: 'edit',
      from: 'open',
      input: 'remark',
      remark: 'required',
    },
  },
});
