import type { LocalText } from '../../i18n-text';
import type { PrintDesign } from './print-design';

export interface DefaultPrintTemplate {
  code: string;
  name: string;
  title: LocalText;
  bizType: string;
  widthMm: number;
  heightMm: number;
  design: PrintDesign;
}

const text = (x: number, y: number, w: number, value: string, fontSize = 3, bold = false) =>
  ({ type: 'text', x, y, w, h: fontSize * 1.4, text: value, fontSize, bold }) as const;

const column = (title: string, value: string, w: number, barcode = false) =>
  barcode ? { title, value, w, barcode } : { title, value, w };

type Element = PrintDesign['elements'][number];

const template = (
  code: string,
  title: LocalText,
  bizType: string,
  [widthMm, heightMm]: [number, number],
  elements: Element[],
): DefaultPrintTemplate => ({
  code,
  name: title.zh,
  title,
  bizType,
  widthMm,
  heightMm,
  design: { version: 1, elements },
});

/**
 * A 100 × 70 mm label (domain.md 4.2 layout): a frame, the text lines, the QR payload top right, a rule,
 * and a Code 128 barcode with its text below the rule.
 */
const label = (
  code: string,
  title: LocalText,
  bizType: string,
  lines: Element[],
  bottom: { qr: string; ruleY: number; barcode: string; barcodeY: number; barcodeH: number },
) =>
  template(
    code,
    title,
    bizType,
    [100, 70],
    [
      { type: 'box', x: 1, y: 1, w: 98, h: 68 },
      ...lines,
      { type: 'qrcode', x: 74, y: 4, w: 23, h: 23, value: bottom.qr },
      { type: 'line', x: 1, y: bottom.ruleY, w: 98, h: 0.3 },
      {
        type: 'barcode',
        x: 6,
        y: bottom.barcodeY,
        w: 88,
        h: bottom.barcodeH,
        value: bottom.barcode,
        showText: true,
      },
    ],
  );

/**
 * An A4 warehouse sheet: the heading with the document code as a barcode beside it, the header lines,
 * a rule, the lines table over the page, and the page footer.
 */
const a4Sheet = (
  code: string,
  title: LocalText,
  heading: string,
  header: Element[],
  ruleY: number,
  table: Element,
  footer: string,
) =>
  template(
    code,
    title,
    code,
    [210, 297],
    [
      text(10, 10, 125, heading, 6, true),
      { type: 'barcode', x: 140, y: 8, w: 60, h: 18, value: '{{code}}', showText: true },
      ...header,
      { type: 'line', x: 10, y: ruleY, w: 190, h: 0.4 },
      table,
      text(10, 284, 190, footer, 3),
    ],
  );

/**
 * The templates every tenant starts with (tenant 0, a tenant's own template of the same code wins):
 * the supplier label of domain.md 4.2 on 100 × 70 mm (human-readable lines, a Code 128 barcode of the
 * label number and the versioned QR payload), a delivery note header on A5 landscape, and what the
 * warehouse prints: the picklist on A4 with a barcode per product, a label per picked line, a label
 * per package and the packing list (domain.md 3.5, 3.8); the customer offer (3.10). Fields are those of
 * print-fields.ts.
 */
export const defaultPrintTemplates: DefaultPrintTemplate[] = [
  label(
    'label_100x70',
    { zh: '供应商标签 100×70', en: 'Supplier label 100 × 70' },
    'label',
    [
      text(3, 3, 70, '{{supplierName}} ({{supplierCode}})', 3.2, true),
      text(3, 8, 70, '{{productCode}} {{productName}}', 3.2, true),
      text(3, 13, 70, '{{productSpec}}', 2.8),
      text(3, 18, 70, '数量 Qty: {{qty}} {{uom}}', 3.2, true),
      text(3, 23, 70, '批次 Batch: {{supplierBatch}}', 2.8),
      text(3, 27.5, 70, '生产 Prod.: {{productionDate}}  有效 Exp.: {{expiryDate}}', 2.6),
      text(3, 32, 70, 'PO: {{poNo}}/{{poItem}}  DN: {{dnCode}}', 2.6),
      text(3, 36.5, 70, '收货 Ship to: {{facilityName}}', 2.6),
      text(3, 41, 45, '件 Pkg: {{packageNo}}', 2.6),
      text(50, 41, 22, '{{printDate}}', 2.4),
    ],
    { qr: '{{qrPayload}}', ruleY: 46, barcode: '{{labelNo}}', barcodeY: 48, barcodeH: 19 },
  ),
  template(
    'delivery_note',
    { zh: '送货单', en: 'Delivery note' },
    'delivery_note',
    [210, 148],
    [
      text(10, 8, 150, '送货单 Delivery note {{dnCode}}', 6, true),
      text(10, 20, 120, '供应商 Supplier: {{supplierName}} ({{supplierCode}})', 3.5),
      text(10, 27, 120, '收货 Ship to: {{facilityName}}', 3.5),
      text(10, 34, 120, '发货日期 Ship date: {{shipDate}}', 3.5),
      { type: 'qrcode', x: 170, y: 8, w: 30, h: 30, value: 'ISPS1|DN|{{dnCode}}' },
      { type: 'line', x: 10, y: 42, w: 190, h: 0.4 },
      text(10, 46, 190, '{{lines}}', 3.2),
    ],
  ),
  a4Sheet(
    'picklist',
    { zh: '拣货单', en: 'Picklist' },
    '拣货单 Picklist {{code}}',
    [
      text(10, 22, 125, '仓库 Facility: {{facilityName}}', 3.5),
      text(10, 28, 125, '创建 Created: {{createTime}}  打印 Printed: {{printDate}}', 3.2),
    ],
    36,
    {
      type: 'table',
      x: 10,
      y: 40,
      w: 190,
      h: 240,
      source: 'lines',
      fontSize: 3,
      rowHeight: 12,
      columns: [
        column('#', '{{lineNo}}', 10),
        column('库位 Position', '{{positionCode}}', 28),
        column('物料 Product', '{{productCode}}', 32),
        column('条码 Barcode', '{{productCode}}', 45, true),
        column('名称 Name', '{{productName}}', 40),
        column('批次 Batch', '{{batchNo}}', 20),
        column('数量 Qty', '{{qty}} {{uom}}', 15),
      ],
    },
    '第 {{pageNo}} / {{pageCount}} 页 Page',
  ),
  label(
    'picklist_label',
    { zh: '拣货标签 100×70', en: 'Pick label 100 × 70' },
    'picklist_label',
    [
      text(3, 3, 68, '{{picklistCode}} #{{lineNo}}', 3.2, true),
      text(3, 8, 68, '库位 Pos: {{positionCode}}', 3.2, true),
      text(3, 14, 68, '{{productCode}} {{productName}}', 3.2, true),
      text(3, 19, 68, '{{productSpec}}', 2.8),
      text(3, 24, 68, '批次 Batch: {{batchNo}}', 2.8),
      text(3, 29, 68, '数量 Qty: {{qty}} {{uom}}', 3.6, true),
      text(3, 35, 68, '{{facilityName}}  {{printDate}}', 2.6),
    ],
    {
      qr: 'ISPS1|PL|{{picklistCode}}|{{lineNo}}|{{productCode}}|{{batchNo}}|{{qty}}',
      ruleY: 42,
      barcode: '{{productCode}}',
      barcodeY: 45,
      barcodeH: 22,
    },
  ),
  label(
    'package_label',
    { zh: '包装标签 100×70', en: 'Package label 100 × 70' },
    'package_label',
    [
      text(3, 3, 68, '{{partnerName}}', 3.4, true),
      text(3, 8, 68, '{{contact}} {{tel}}', 2.8),
      text(3, 12.5, 68, '{{address}}', 2.6),
      text(3, 17.5, 68, '发货 From: {{facilityName}}', 2.6),
      text(3, 22, 68, '单号 Order: {{commandCode}}  任务 Task: {{taskCode}}', 2.6),
      text(3, 27, 36, '件 Pkg: {{packageSeq}}', 3.4, true),
      text(40, 27, 32, '{{grossWeight}} kg', 3.4, true),
      text(3, 33, 68, '{{packageType}}  {{printDate}}', 2.6),
    ],
    { qr: '{{qrPayload}}', ruleY: 40, barcode: '{{packageNo}}', barcodeY: 43, barcodeH: 24 },
  ),
  a4Sheet(
    'packing_list',
    { zh: '装箱单', en: 'Packing list' },
    '装箱单 Packing list {{code}}',
    [
      text(10, 22, 125, '收货 Ship to: {{partnerName}}  {{contact}} {{tel}}', 3.5),
      text(10, 28, 190, '{{address}}', 3.2),
      text(10, 34, 190, '发货单 Order: {{commandCode}}  仓库 From: {{facilityName}}', 3.2),
      text(
        10,
        40,
        190,
        '承运 Carrier: {{shipType}} {{expressCompany}} {{expressNo}}  计划发运 Ship date: {{plannedShipDate}}',
        3.2,
      ),
      text(
        10,
        46,
        190,
        '件数 Packages: {{packageCount}}  毛重 Gross: {{totalGrossWeight}} kg  净重 Net: {{totalNetWeight}} kg',
        3.2,
        true,
      ),
    ],
    53,
    {
      type: 'table',
      x: 10,
      y: 56,
      w: 190,
      h: 224,
      source: 'items',
      fontSize: 3.2,
      rowHeight: 7,
      columns: [
        column('箱号 Package', '{{packageNo}}', 42),
        column('物料 Product', '{{productCode}}', 35),
        column('名称 Name', '{{productName}}', 55),
        column('批次 Batch', '{{batchNo}}', 30),
        column('数量 Qty', '{{qty}} {{uom}}', 28),
      ],
    },
    '第 {{pageNo}} / {{pageCount}} 页 Page  {{printDate}}',
  ),
  // domain.md 3.11: the proforma invoice with the seller's bank details, HS codes and weights per line.
  a4Sheet(
    'proforma_invoice',
    { zh: '形式发票', en: 'Proforma invoice' },
    '形式发票 Proforma invoice {{code}}',
    [
      text(10, 22, 125, '客户 Customer: {{customerName}}', 3.5, true),
      text(10, 28, 125, '日期 Date: {{printDate}}  有效期至 Valid until: {{validUntil}}', 3.2),
      text(10, 34, 190, '订单 Order: {{salesOrderCode}}  报价 Offer: {{offerCode}}', 3.2),
      text(
        10,
        40,
        190,
        '条款 Incoterm: {{incoterm}}  装运港 Loading: {{portOfLoading}}  目的港 Destination: {{portOfDestination}}',
        3.2,
      ),
      text(10, 46, 190, '付款 Payment: {{paymentTerms}}  币种 Currency: {{currency}}', 3.2),
      text(
        10,
        52,
        190,
        '合计 Total: {{totalAmount}}  定金 Deposit: {{depositAmount}}  毛重 Gross: {{totalGrossWeight}} kg  净重 Net: {{totalNetWeight}} kg',
        3.2,
        true,
      ),
      text(10, 265, 190, '银行信息 Bank details: {{bankInfo}}', 3.2),
    ],
    58,
    {
      type: 'table',
      x: 10,
      y: 61,
      w: 190,
      h: 200,
      source: 'lines',
      fontSize: 3,
      rowHeight: 7,
      columns: [
        column('#', '{{lineNo}}', 8),
        column('物料 Product', '{{productCode}}', 28),
        column('描述 Description', '{{description}}', 46),
        column('HS编码 HS code', '{{hsCode}}', 22),
        column('数量 Qty', '{{qty}}', 16),
        column('单价 Price', '{{unitPrice}}', 20),
        column('金额 Amount', '{{amount}}', 22),
        column('毛重/净重 kg', '{{grossWeight}} / {{netWeight}}', 28),
      ],
    },
    '第 {{pageNo}} / {{pageCount}} 页 Page',
  ),
  // The customer offer of domain.md 3.10 (print kind `offer`, server/modules/offer/offer-print.ts).
  a4Sheet(
    'offer',
    { zh: '报价单', en: 'Offer' },
    '报价单 Offer {{code}}  V{{offerVersion}}',
    [
      text(10, 22, 125, '客户 Customer: {{customerName}} ({{customerCode}})', 3.5, true),
      text(
        10,
        28,
        190,
        '项目 Project: {{projectName}}  店铺 Store: {{storeName}}  销售 Sales: {{salesUserName}}',
        3.2,
      ),
      text(
        10,
        34,
        190,
        '报价日期 Date: {{offerDate}}  有效期至 Valid until: {{validUntil}}  币种 Currency: {{currency}}',
        3.2,
      ),
      text(
        10,
        40,
        190,
        '贸易条款 Incoterm: {{incoterm}}  付款 Payment: {{paymentTerms}}  交期 Lead time: {{deliveryLeadDays}} 天 days',
        3.2,
      ),
      text(10, 46, 190, '总金额 Total: {{totalPrice}} {{currency}}', 4, true),
    ],
    53,
    {
      type: 'table',
      x: 10,
      y: 56,
      w: 190,
      h: 220,
      source: 'lines',
      fontSize: 3.2,
      rowHeight: 7,
      columns: [
        column('行 No', '{{lineNo}}', 12),
        column('产品 Product', '{{productCode}}', 30),
        column('名称 Name', '{{productName}}', 48),
        column('说明 Description', '{{description}}', 36),
        column('数量 Qty', '{{qty}} {{uom}}', 20),
        column('单价 Unit price', '{{unitPrice}}', 22),
        column('金额 Amount', '{{amount}}', 22),
      ],
    },
    '第 {{pageNo}} / {{pageCount}} 页 Page  审核 Approved by {{approvedBy}}  {{printDate}}',
  ),
];
