import { defineDocument } from '../../src/domain/document/define-document';
import { count, sum, sumProduct } from '../../src/domain/document/document-totals';
import { documentWorkflow } from '../../src/domain/document/document-workflow';
import { defineEntity } from '../../src/domain/entity/define-entity';
import { field } from '../../src/domain/entity/field';

const server = { system: true, form: false } as const;

/** The engine's test document: a line of a sample request. */
export const sampleRequestLine = defineEntity({
  name: 'sampleRequestLine',
  table: 'tst_sample_request_line',
  permission: 'tst:sampleRequest',
  label: { zh: '样品申请明细', en: 'Sample request line' },
  kind: 'line',
  fields: {
    sampleRequestId: field.ref('sampleRequest', { label: { zh: '样品申请', en: 'Request' }, required: true }),
    itemName: field.str(64, { label: { zh: '样品', en: 'Item' }, required: true }),
    qty: field.qty({ label: { zh: '数量', en: 'Quantity' }, required: true, min: 0 }),
    unitPrice: field.price({ label: { zh: '单价', en: 'Unit price' }, min: 0 }),
    deliveryQty: field.qty({ label: { zh: '已发数量', en: 'Delivered' }, ...server, default: 0 }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * The engine's test document (tests only, table `tst_sample_request`): W out only, a supplier-side
 * acknowledge step, approve by someone else than the creator, who is told once it committed.
 */
export const sampleRequest = defineDocument({
  name: 'sampleRequest',
  table: 'tst_sample_request',
  permission: 'tst:sampleRequest',
  label: { zh: '样品申请', en: 'Sample request' },
  fields: {
    code: field.code({ label: { zh: '单号', en: 'Code' }, rule: 'SR' }),
    fulfilStatus: field.dict('fulfil_status', {
      label: { zh: '执行状态', en: 'Fulfilment' },
      default: 'unexecuted',
      ...server,
    }),
    partnerId: field.ref('businessPartner', { label: { zh: '供应商', en: 'Supplier' }, required: true }),
    acknowledged: field.bool({ label: { zh: '已确认', en: 'Acknowledged' }, ...server }),
  },
  lines: {
    lines: { entity: sampleRequestLine, foreignKey: 'sampleRequestId', label: { zh: '明细', en: 'Lines' } },
  },
  partnerField: 'partnerId',
  docType: 'sample_request',
  workflow: documentWorkflow({ legs: 'out' }),
  actions: {
    approve: {
      by: ['wh_manager'],
      segregated: true,
      notify: {
        to: 'creator',
        title: { zh: '样品申请 {code} 已审核', en: 'Sample request {code} approved' },
      },
    },
    outbound: { by: ['wh_clerk'] },
  },
  steps: {
    acknowledge: {
      title: { zh: '确认', en: 'Acknowledge' },
      perm: null,
      side: 'supplier',
      from: 'open',
      input: 'none',
    },
  },
  createFrom: {
    otherRequestLines: {
      label: { zh: '从其他申请', en: 'From another request' },
      source: 'sampleRequestLine',
      match: { partnerId: 'partnerId' },
      lines: 'lines',
      fields: { itemName: 'itemName', qty: 'qty' },
    },
  },
  totals: {
    totalQty: { label: { zh: '总数', en: 'Total quantity' }, formula: sum('lines', 'qty'), display: 'qty' },
    totalAmount: {
      label: { zh: '总金额', en: 'Total amount' },
      formula: sumProduct('lines', 'qty', 'unitPrice'),
      display: 'amount',
    },
    lineCount: { label: { zh: '行数', en: 'Lines' }, formula: count('lines'), display: 'int' },
  },
  print: { bizType: 'sample_request' },
});
