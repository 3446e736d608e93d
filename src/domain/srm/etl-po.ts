import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

/**
 * Written by the import only (the routes offer no add, edit or import); not `system`, so that the Excel
 * export carries them.
 */
const server = { form: false } as const;
const PERMISSION = menuPermission('srm.etlPoHeader');
const status = () =>
  field.dict('etl_status', {
    label: { zh: '处理状态', en: 'Status' },
    default: 'new',
    ...server,
    query: 'eq',
  });
const message = () => field.str(500, { label: { zh: '处理信息', en: 'Message' }, ...server });
const raw = () => field.json({ label: { zh: '原始报文', en: 'Raw payload' }, ...server });
const hash = () => field.str(64, { label: { zh: '内容摘要', en: 'Content hash' }, ...server, list: false });

/**
 * `srm_etl_po_item` (domain.md 3.6): one SAP purchase order item (E1EDP01) as staged by one import run,
 * with the product and ship-to facility it was mapped to and what publishing did with it.
 */
export const etlPoItem = defineEntity({
  name: 'etlPoItem',
  table: 'srm_etl_po_item',
  permission: PERMISSION,
  label: { zh: 'ETL采购订单明细', en: 'ETL purchase order item' },
  kind: 'line',
  fields: {
    etlHeaderId: field.ref('etlPoHeader', {
      label: { zh: 'ETL订单', en: 'ETL header' },
      required: true,
      ...server,
      query: 'eq',
    }),
    itemNo: field.str(6, { label: { zh: '行项目', en: 'Item (EBELP)' }, ...server }),
    materialCode: field.str(40, { label: { zh: '物料号', en: 'Material (MATNR)' }, ...server }),
    productId: field.ref('product', { label: { zh: '物料', en: 'Product' }, ...server, list: false }),
    shortText: field.str(64, { label: { zh: '短文本', en: 'Short text' }, ...server }),
    qty: field.qty({ label: { zh: '数量', en: 'Quantity' }, ...server }),
    uom: field.str(8, { label: { zh: '单位', en: 'UoM' }, ...server }),
    netPrice: field.price({ label: { zh: '净价', en: 'Net price' }, ...server }),
    priceUnit: field.qty({ label: { zh: '价格单位', en: 'Price unit' }, ...server, list: false }),
    taxCode: field.str(2, { label: { zh: '税码', en: 'Tax code' }, ...server, list: false }),
    plant: field.str(4, { label: { zh: '工厂', en: 'Plant' }, ...server }),
    storageLocation: field.str(4, { label: { zh: '库存地点', en: 'Storage location' }, ...server }),
    deliveryDate: field.date({ label: { zh: '交货日期', en: 'Delivery date' }, ...server }),
    deletionFlag: field.bool({ label: { zh: '删除标记', en: 'Deletion flag' }, ...server }),
    deliveryCompletedFlag: field.bool({
      label: { zh: '交货已完成', en: 'Delivery completed' },
      ...server,
    }),
    raw: raw(),
    contentHash: hash(),
    processStatus: status(),
    processMessage: message(),
    poItemId: field.ref('purchaseOrderItem', {
      label: { zh: '采购订单明细', en: 'PO item' },
      ...server,
      list: false,
    }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `srm_etl_po_header` (domain.md 3.6, page ETL purchase order header): one SAP purchase order (IDoc
 * ORDERS05) as pulled by one import run; never edited by users. Publishing turns it into (or changes) the
 * `srm_purchase_order` it names (server/integrations/sap/etl-publish.ts).
 */
export const etlPoHeader = defineEntity({
  name: 'etlPoHeader',
  table: 'srm_etl_po_header',
  permission: PERMISSION,
  label: { zh: 'ETL采购订单', en: 'ETL purchase order' },
  fields: {
    importBatchId: field.str(32, { label: { zh: '导入批次', en: 'Import batch' }, ...server, query: 'eq' }),
    sapPoNo: field.str(16, {
      label: { zh: 'SAP订单号', en: 'SAP PO no' },
      ...server,
      query: 'like',
      sortable: true,
    }),
    poType: field.str(4, { label: { zh: '订单类型', en: 'PO type (BSART)' }, ...server }),
    companyCode: field.str(4, { label: { zh: '公司代码', en: 'Company code' }, ...server, list: false }),
    purchOrg: field.str(4, { label: { zh: '采购组织', en: 'Purchasing org' }, ...server, list: false }),
    purchGroup: field.str(3, { label: { zh: '采购组', en: 'Purchasing group' }, ...server }),
    supplierCode: field.str(16, {
      label: { zh: '供应商编码', en: 'Supplier (LIFNR)' },
      ...server,
      query: 'like',
    }),
    partnerId: field.ref('businessPartner', {
      label: { zh: '供应商', en: 'Supplier' },
      ...server,
      query: 'eq',
    }),
    currency: field.str(5, { label: { zh: '币种', en: 'Currency' }, ...server }),
    poDate: field.date({ label: { zh: '订单日期', en: 'PO date' }, ...server, sortable: true }),
    paymentTerms: field.str(4, { label: { zh: '付款条件', en: 'Payment terms' }, ...server, list: false }),
    incoterm: field.str(3, { label: { zh: '贸易条款', en: 'Incoterm' }, ...server, list: false }),
    deletionFlag: field.bool({ label: { zh: '删除标记', en: 'Deletion flag' }, ...server, list: false }),
    releaseStatus: field.str(8, { label: { zh: '审批状态', en: 'Release status' }, ...server, list: false }),
    sourceName: field.str(128, { label: { zh: '来源', en: 'Source' }, ...server, list: false }),
    raw: raw(),
    contentHash: hash(),
    importedAt: field.datetime({
      label: { zh: '导入时间', en: 'Imported at' },
      ...server,
      sortable: true,
      query: 'range',
    }),
    processStatus: status(),
    processMessage: message(),
    purchaseOrderId: field.ref('purchaseOrder', {
      label: { zh: '采购订单', en: 'Purchase order' },
      ...server,
    }),
  },
  lines: {
    items: { entity: etlPoItem, foreignKey: 'etlHeaderId', label: { zh: '明细', en: 'Items' } },
  },
  columns: [
    'sapPoNo',
    'processStatus',
    'processMessage',
    'supplierCode',
    'partnerId',
    'poType',
    'purchGroup',
    'poDate',
    'currency',
    'purchaseOrderId',
    'importBatchId',
    'importedAt',
  ],
  defaultSort: { column: 'importedAt', order: 'desc' },
});
