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

/**
 * The supplier label of domain.md 4.2 on 100 × 70 mm: human-readable lines, a Code 128 barcode of the
 * label number and the versioned QR payload; and a delivery note header on A5 landscape.
 */
export const defaultPrintTemplates: DefaultPrintTemplate[] = [
  {
    code: 'label_100x70',
    name: '供应商标签 100×70',
    title: { zh: '供应商标签 100×70', en: 'Supplier label 100 × 70' },
    bizType: 'label',
    widthMm: 100,
    heightMm: 70,
    design: {
      version: 1,
      elements: [
        { type: 'box', x: 1, y: 1, w: 98, h: 68 },
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
        { type: 'qrcode', x: 74, y: 4, w: 23, h: 23, value: '{{qrPayload}}' },
        { type: 'line', x: 1, y: 46, w: 98, h: 0.3 },
        { type: 'barcode', x: 6, y: 48, w: 88, h: 19, value: '{{labelNo}}', showText: true },
      ],
    },
  },
  {
    code: 'delivery_note',
    name: '送货单',
    title: { zh: '送货单', en: 'Delivery note' },
    bizType: 'delivery_note',
    widthMm: 210,
    heightMm: 148,
    design: {
      version: 1,
      elements: [
        text(10, 8, 150, '送货单 Delivery note {{dnCode}}', 6, true),
        text(10, 20, 120, '供应商 Supplier: {{supplierName}} ({{supplierCode}})', 3.5),
        text(10, 27, 120, '收货 Ship to: {{facilityName}}', 3.5),
        text(10, 34, 120, '发货日期 Ship date: {{shipDate}}', 3.5),
        { type: 'qrcode', x: 170, y: 8, w: 30, h: 30, value: 'ISPS1|DN|{{dnCode}}' },
        { type: 'line', x: 10, y: 42, w: 190, h: 0.4 },
        text(10, 46, 190, '{{lines}}', 3.2),
      ],
    },
  },
];
