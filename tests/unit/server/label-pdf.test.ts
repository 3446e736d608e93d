// @vitest-environment node
// pdfkit reads its fonts as Node buffers; jsdom's realm would refuse them.
import bwipjs from 'bwip-js/node';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { code128Widths } from '../../../server/modules/system/print-templates/code128';
import {
  drawPrintPage,
  openPrintPdf,
  qrRectangles,
} from '../../../server/modules/system/print-templates/print-pdf';
import { qrMatrix } from '../../../server/modules/system/print-templates/qr-matrix';
import { SCALE } from '../../../src/domain/entity/field';
import { labelQrPayload } from '../../../src/domain/srm/label-rules';
import { defaultPrintTemplates } from '../../../src/domain/system/entities/default-print-templates';
import { layoutPrintPages } from '../../../src/domain/system/entities/print-design';
import { readLabelPages } from '../../support/pdf-symbols';

/** A label's QR payload (domain.md 4.2) as the ship writes it. */
const payload = (seq: number, productCode = 'P-10020', supplierBatchNo: string | null = 'B1') =>
  labelQrPayload({
    labelNo: `LB20261126${String(seq).padStart(6, '0')}`,
    deliveryNoteCode: 'DN20261126000001',
    poNo: '4900000001',
    poItem: 10 * seq,
    productCode,
    qty: 12.5 * 10 ** SCALE.qty,
    uom: 'PCS',
    supplierBatchNo,
    productionDate: '2026-11-20',
    supplierCode: 'S0001',
  });

/** bwip-js's symbol as the label PDF drew it before (`mask=1`). */
const bwipQr = (text: string) => {
  const [symbol] = bwipjs.raw('qrcode', text, 'mask=1') as { pixs: number[]; pixx: number }[];
  if (!symbol) throw new Error('no symbol');
  return { size: symbol.pixx, dark: Uint8Array.from(symbol.pixs, (bit) => (bit ? 1 : 0)) };
};

/** The 15 format bits (error correction level and mask) of a symbol, by their first copy. */
const formatBits = ({ size, dark }: { size: number; dark: Uint8Array }) =>
  [
    ...[0, 1, 2, 3, 4, 5, 7, 8].map((x) => dark[8 * size + x]),
    ...[7, 5, 4, 3, 2, 1, 0].map((y) => dark[y * size + 8]),
  ].join('');

const template = defaultPrintTemplates.find((entry) => entry.code === 'label_100x70');

/** Draws labels of the default template into one PDF, as GET /srm/label/pdf does. */
async function labelPdf(records: readonly Record<string, unknown>[]): Promise<Buffer> {
  if (!template) throw new Error('label_100x70 missing');
  const pdf = openPrintPdf(template.widthMm, template.heightMm, 'labels');
  const chunks: Buffer[] = [];
  pdf.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => pdf.doc.on('end', resolve));
  for (const record of records)
    for (const ops of layoutPrintPages(template.design, record)) drawPrintPage(pdf, ops);
  pdf.doc.end();
  await ended;
  return Buffer.concat(chunks);
}

describe('label PDF symbols', () => {
  it('encodes a label payload module for module as bwip-js did (version, level, mask 1)', () => {
    for (const text of [
      payload(1),
      payload(2, 'MAT-7', null),
      payload(3, '螺栓', '批次A'),
      'ISPS1|LB1|DN1||||0||||',
      '12345678',
    ]) {
      expect(qrMatrix(text), text).toEqual(bwipQr(text));
    }
  });

  it('keeps bwip-js size, level and mask for any text, up to long payloads', () => {
    for (const text of ['hello', 'A1'.repeat(200), 'x'.repeat(300), payload(4, 'MAT-100.20', 'batch-a')]) {
      const ours = qrMatrix(text);
      const theirs = bwipQr(text);
      expect(ours.size, text).toBe(theirs.size);
      expect(formatBits(ours), text).toBe(formatBits(theirs));
    }
  });

  it('draws Code 128 bar for bar as bwip-js for any printable ASCII, and leaves the rest to it', () => {
    const bwipBars = (text: string) => (bwipjs.raw('code128', text, '')[0] as { sbs: number[] }).sbs;
    for (const text of [
      'LB261126000001',
      'LB20261126000001',
      '12',
      '123',
      '1234',
      '12345',
      'AB12345CD',
      '1 / 10',
    ])
      expect(code128Widths(text), text).toEqual(bwipBars(text));
    // Digits weigh more than their share, so runs of 2-7 digits (sets B and C, odd and even) are common.
    const character = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...'0123456789') },
      { weight: 2, arbitrary: fc.integer({ min: 32, max: 126 }).map((code) => String.fromCharCode(code)) },
    );
    fc.assert(
      fc.property(fc.array(character, { minLength: 1, maxLength: 24 }), (chars) => {
        const text = chars.join('');
        expect(code128Widths(text)).toEqual(bwipBars(text));
      }),
      { numRuns: 500 },
    );
    expect(code128Widths('')).toBeNull();
    expect(code128Widths('批次1')).toBeNull();
    expect(code128Widths('A\tB')).toBeNull();
  });

  it('covers exactly the dark modules with rectangles that do not overlap', () => {
    const { size, dark } = qrMatrix(payload(5));
    const covered = new Uint8Array(size * size);
    const rectangles = qrRectangles(size, dark);
    for (const [x, y, w, h] of rectangles)
      for (let row = y; row < y + h; row++)
        for (let column = x; column < x + w; column++) {
          const index = row * size + column;
          covered[index] = (covered[index] ?? 0) + 1;
        }
    expect(covered).toEqual(dark);
    // Runs repeated down the rows are merged: fewer rectangles than row runs.
    const runs = Array.from(
      { length: size },
      (_, y) =>
        Array.from(dark.subarray(y * size, (y + 1) * size))
          .join('')
          .split(/0+/)
          .filter(Boolean).length,
    ).reduce((sum, count) => sum + count, 0);
    expect(rectangles.length).toBeLessThan(runs);
  });

  it('prints QR codes and Code 128 bars a scanner reads back, one label a page', async () => {
    const records = [1, 2, 3].map((seq) => ({
      labelNo: `LB20261126${String(seq).padStart(6, '0')}`,
      supplierName: '苏州精密五金有限公司',
      supplierCode: 'S0001',
      productCode: seq === 3 ? '螺栓' : 'P-10020',
      productName: '不锈钢螺栓 M8',
      qty: '12.5',
      uom: 'PCS',
      packageNo: `${seq} / 3`,
      qrPayload: payload(seq, seq === 3 ? '螺栓' : 'P-10020'),
    }));
    if (!template) throw new Error('label_100x70 missing');
    expect(readLabelPages(await labelPdf(records), template)).toEqual(
      records.map((record) => ({ qr: record.qrPayload, code128: record.labelNo })),
    );
  });
});
