/**
 * What each kind of printed record offers a template (`sys_print_template.biz_type`): its header
 * fields, its list fields with their row fields (for table elements), and a sample for the designer's
 * preview. The server's print data builders produce records of exactly these names.
 */
export interface PrintRecordKind {
  fields: readonly string[];
  tables: Readonly<Record<string, readonly string[]>>;
  sample: Readonly<Record<string, unknown>>;
}

const PRINT_DATE = '2026-05-12';

/** The supplier label of domain.md 4.2. */
const label: PrintRecordKind = {
  fields: [
    'labelNo',
    'supplierName',
    'supplierCode',
    'productCode',
    'productName',
    'productSpec',
    'qty',
    'uom',
    'supplierBatch',
    'productionDate',
    'expiryDate',
    'poNo',
    'poItem',
    'dnCode',
    'facilityName',
    'packageNo',
    'printDate',
    'qrPayload',
  ],
  tables: {},
  sample: {
    labelNo: 'LB240512000001',
    supplierName: '示例供应商',
    supplierCode: 'S001',
    productCode: 'P-1000',
    productName: '示例物料',
    productSpec: '100×20mm',
    qty: 50,
    uom: 'PCS',
    supplierBatch: 'B20240512',
    productionDate: '2024-05-10',
    expiryDate: '2026-05-10',
    poNo: '4500012345',
    poItem: '10',
    dnCode: 'DN2405120001',
    facilityName: '中心仓库',
    packageNo: '1 / 4',
    printDate: PRINT_DATE,
    qrPayload: 'ISPS1|LB240512000001|DN2405120001|4500012345|10|P-1000|50|PCS|B20240512|20240510|S001',
  },
};

const deliveryNote: PrintRecordKind = {
  fields: ['dnCode', 'supplierName', 'supplierCode', 'facilityName', 'shipDate', 'lines'],
  tables: {},
  sample: {
    dnCode: 'DN2405120001',
    supplierName: '示例供应商',
    supplierCode: 'S001',
    facilityName: '中心仓库',
    shipDate: PRINT_DATE,
    lines: '',
  },
};

const pickRow = {
  lineNo: 1,
  positionCode: 'A-01-01',
  productCode: 'P-1000',
  productName: '示例物料',
  batchNo: 'B20240512',
  qty: 5,
  uom: 'PCS',
};

/** A picklist (domain.md 3.5) in route order. */
const picklist: PrintRecordKind = {
  fields: ['code', 'facilityName', 'createTime', 'lineCount', 'printDate'],
  tables: { lines: Object.keys(pickRow) },
  sample: {
    code: 'PL2605120001',
    facilityName: '中心仓库',
    createTime: '2026-05-12 08:00:00',
    lineCount: 2,
    printDate: PRINT_DATE,
    lines: [pickRow, { ...pickRow, lineNo: 2, positionCode: 'A-02-03', productCode: 'P-2000', qty: 1 }],
  },
};

/** One label per picklist line, stuck on what was picked. */
const picklistLabel: PrintRecordKind = {
  fields: ['picklistCode', 'facilityName', 'printDate', ...Object.keys(pickRow), 'productSpec'],
  tables: {},
  sample: {
    ...pickRow,
    picklistCode: 'PL2605120001',
    facilityName: '中心仓库',
    printDate: PRINT_DATE,
    productSpec: '100×20mm',
  },
};

const shipment = {
  taskCode: 'PK2605120001',
  commandCode: 'DC2605120001',
  partnerName: '示例客户',
  contact: '张三',
  tel: '13800000000',
  address: '上海市浦东新区示例路1号',
  facilityName: '中心仓库',
  printDate: PRINT_DATE,
};

/** A package label (GS1 SSCC practice, domain.md 3.8): one per carton or pallet. */
const packageLabel: PrintRecordKind = {
  fields: [
    ...Object.keys(shipment),
    'packageNo',
    'packageSeq',
    'packageType',
    'grossWeight',
    'itemCount',
    'qrPayload',
  ],
  tables: {},
  sample: {
    ...shipment,
    packageNo: 'PK2605120001-001',
    packageSeq: '1 / 2',
    packageType: '纸箱',
    grossWeight: 12.5,
    itemCount: 3,
    qrPayload: 'ISPS1|PKG|PK2605120001-001|DC2605120001',
  },
};

const packedItem = {
  packageNo: 'PK2605120001-001',
  productCode: 'P-1000',
  productName: '示例物料',
  batchNo: 'B20240512',
  qty: 5,
  uom: 'PCS',
};

/** The packing list (装箱单, domain.md 3.8): a shipment's packages and their contents. */
const packingList: PrintRecordKind = {
  fields: [
    ...Object.keys(shipment),
    'code',
    'shipType',
    'expressCompany',
    'expressNo',
    'plannedShipDate',
    'packageCount',
    'totalGrossWeight',
    'totalNetWeight',
  ],
  tables: { items: Object.keys(packedItem) },
  sample: {
    ...shipment,
    code: 'PK2605120001',
    shipType: '快递',
    expressCompany: '顺丰',
    expressNo: 'SF1234567890',
    plannedShipDate: PRINT_DATE,
    packageCount: 2,
    totalGrossWeight: 20.4,
    totalNetWeight: 18.9,
    items: [packedItem, { ...packedItem, packageNo: 'PK2605120001-002', productCode: 'P-2000', qty: 2 }],
  },
};

const proformaRow = {
  lineNo: 1,
  productCode: 'P-1000',
  description: '示例产品 Sample product',
  hsCode: '8413702990',
  qty: 10,
  unitPrice: 125.5,
  amount: 1255,
  grossWeight: 12.5,
  netWeight: 11,
  packageDesc: '1 carton',
};

/** A proforma invoice (domain.md 3.11): header terms, bank details, lines with HS codes and weights. */
const proformaInvoice: PrintRecordKind = {
  fields: [
    'code',
    'customerName',
    'salesOrderCode',
    'offerCode',
    'currency',
    'incoterm',
    'portOfLoading',
    'portOfDestination',
    'paymentTerms',
    'bankInfo',
    'validUntil',
    'totalAmount',
    'depositAmount',
    'totalGrossWeight',
    'totalNetWeight',
    'printDate',
    'lines',
  ],
  tables: { lines: Object.keys(proformaRow) },
  sample: {
    code: 'PI2605120001',
    customerName: '示例客户 Sample customer',
    salesOrderCode: 'SO2605120001',
    offerCode: 'OF2605120001',
    currency: 'USD',
    incoterm: 'FOB',
    portOfLoading: 'Shanghai',
    portOfDestination: 'Hamburg',
    paymentTerms: 'T/T 30% deposit',
    bankInfo: 'Bank of China Shanghai Branch, SWIFT BKCHCNBJ300, A/C 4567 8901 2345',
    validUntil: PRINT_DATE,
    totalAmount: 1255,
    depositAmount: 376.5,
    totalGrossWeight: 12.5,
    totalNetWeight: 11,
    printDate: PRINT_DATE,
    lines: [proformaRow],
  },
};

const offerLine = {
  lineNo: 1,
  productCode: 'FG-100',
  productName: '示例产品',
  description: '含安装',
  qty: '3',
  uom: 'PCS',
  unitPrice: '95.00',
  amount: '285.00',
};

/** A customer offer (报价单, domain.md 3.10): what the customer reads, never costs or margins. */
const offerSheet: PrintRecordKind = {
  fields: [
    'code',
    'offerVersion',
    'customerCode',
    'customerName',
    'projectName',
    'storeName',
    'salesUserName',
    'currency',
    'offerDate',
    'validUntil',
    'deliveryLeadDays',
    'incoterm',
    'paymentTerms',
    'totalPrice',
    'approvedBy',
    'printDate',
  ],
  tables: { lines: Object.keys(offerLine) },
  sample: {
    code: 'OF2605120001',
    offerVersion: 1,
    customerCode: 'C001',
    customerName: '示例客户',
    projectName: '示例项目',
    storeName: '项目销售',
    salesUserName: '王销售',
    currency: 'CNY',
    offerDate: PRINT_DATE,
    validUntil: '2026-06-12',
    deliveryLeadDays: 30,
    incoterm: 'FCA',
    paymentTerms: '月结30天',
    totalPrice: '475.00',
    approvedBy: 'sales',
    printDate: PRINT_DATE,
    lines: [
      offerLine,
      { ...offerLine, lineNo: 2, productCode: 'FG-200', qty: '2', unitPrice: '95.00', amount: '190.00' },
    ],
  },
};

/** By `biz_type`; a template of another type previews with the supplier label's sample. */
export const printRecordKinds: Readonly<Record<string, PrintRecordKind>> = {
  label,
  delivery_note: deliveryNote,
  picklist,
  picklist_label: picklistLabel,
  package_label: packageLabel,
  packing_list: packingList,
  proforma_invoice: proformaInvoice,
  offer: offerSheet,
};

export function printRecordKind(bizType: unknown): PrintRecordKind {
  return printRecordKinds[String(bizType ?? '')] ?? label;
}

/** Header fields and `source.field` of every list, as `unknownFields` compares them. */
export function knownPrintFields(kind: PrintRecordKind): string[] {
  return [
    ...kind.fields,
    ...Object.entries(kind.tables).flatMap(([source, fields]) => [
      source,
      ...fields.map((name) => `${source}.${name}`),
    ]),
  ];
}
