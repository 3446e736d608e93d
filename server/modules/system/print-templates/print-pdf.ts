import { existsSync } from 'node:fs';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import type { PrintOp } from '../../../../src/domain/system/entities/print-design';

/** PDF points per millimetre. */
const PT = 72 / 25.4;

/**
 * Fonts that carry the Chinese of labels and documents, first found wins: `ISPS_PDF_FONT` (a .ttf/.otf,
 * or a .ttc with `ISPS_PDF_FONT_NAME` naming the face), then the usual Debian CJK packages (the image
 * installs fonts-wqy-microhei). Without one, text prints in Helvetica with non-Latin-1 characters as `?`.
 */
const CJK_FONTS: readonly { path: string; face?: string }[] = [
  ...(process.env.ISPS_PDF_FONT
    ? [
        {
          path: process.env.ISPS_PDF_FONT,
          ...(process.env.ISPS_PDF_FONT_NAME ? { face: process.env.ISPS_PDF_FONT_NAME } : {}),
        },
      ]
    : []),
  { path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', face: 'WenQuanYiMicroHei' },
  { path: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', face: 'WenQuanYiZenHei' },
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', face: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf' },
];

let cjkFont: { path: string; face?: string } | null | undefined;
function findCjkFont() {
  if (cjkFont === undefined) cjkFont = CJK_FONTS.find((font) => existsSync(font.path)) ?? null;
  return cjkFont;
}

/** A PDF of pages of one size (mm) that `drawPrintPage` fills with a template's drawing operations. */
export function openPrintPdf(widthMm: number, heightMm: number, title: string) {
  const doc = new PDFDocument({
    size: [widthMm * PT, heightMm * PT],
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Producer: 'ISPS' },
  });
  const font = findCjkFont();
  if (font) doc.registerFont('body', font.path, font.face ?? '');
  return { doc, unicode: font !== null, size: [widthMm * PT, heightMm * PT] as const };
}

export type PrintPdf = ReturnType<typeof openPrintPdf>;

const LATIN1 = /[^\u0020-\u00ff]/g;

/**
 * One page of operations (src/domain/system/entities/print-design.ts `layoutPrintPages`), the same the
 * SVG preview draws: texts at their baseline, rectangles, and Code 128 / QR symbols encoded by bwip-js
 * and drawn as vector bars and modules fitted into their box (centred, aspect kept).
 */
export function drawPrintPage(pdf: PrintPdf, ops: readonly PrintOp[]): void {
  const { doc } = pdf;
  doc.addPage({ size: [...pdf.size], margin: 0 });
  for (const op of ops) {
    switch (op.op) {
      case 'text':
        drawText(pdf, op);
        break;
      case 'rect':
        doc.rect(op.x * PT, op.y * PT, op.w * PT, op.h * PT).fill(op.fill);
        break;
      case 'frame':
        doc
          .lineWidth(op.strokeWidth * PT)
          .rect(op.x * PT, op.y * PT, op.w * PT, op.h * PT)
          .stroke('#000');
        break;
      case 'symbol':
        if (op.kind === 'qrcode') drawQr(pdf, op);
        else drawCode128(pdf, op);
        break;
    }
  }
}

function drawText(pdf: PrintPdf, op: Extract<PrintOp, { op: 'text' }>, fill = '#000'): void {
  const { doc } = pdf;
  const text = pdf.unicode ? op.text : op.text.replace(LATIN1, '?');
  if (text === '') return;
  doc.font(pdf.unicode ? 'body' : op.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(op.fontSize * PT);
  const width = doc.widthOfString(text);
  const left =
    op.align === 'center'
      ? op.x + op.w / 2 - width / PT / 2
      : op.align === 'right'
        ? op.x + op.w - width / PT
        : op.x;
  // A CJK face has no bold: the glyphs are outlined as well as filled.
  const bold = pdf.unicode && op.bold;
  if (bold) doc.lineWidth(op.fontSize * PT * 0.04).strokeColor(fill);
  doc.fillColor(fill).text(text, left * PT, op.y * PT, {
    lineBreak: false,
    baseline: 'alphabetic',
    ...(bold ? { stroke: true, fill: true } : {}),
  });
}

type Symbol = Extract<PrintOp, { op: 'symbol' }>;

/** The box (pt) a symbol of natural size `w` x `h` takes in the op's box: centred, aspect kept. */
function fitSymbol(op: Symbol, w: number, h: number) {
  const scale = Math.min((op.w * PT) / w, (op.h * PT) / h);
  return {
    scale,
    left: op.x * PT + (op.w * PT - w * scale) / 2,
    top: op.y * PT + (op.h * PT - h * scale) / 2,
  };
}

/**
 * QR modules by rows, adjacent dark modules as one rectangle. The mask is fixed (pattern 1, a valid QR
 * of the standard): choosing the best of eight takes bwip-js most of its time, 2 000 labels a PDF.
 */
function drawQr(pdf: PrintPdf, op: Symbol): void {
  let matrix: { pixs: number[]; pixx: number; pixy: number } | undefined;
  try {
    matrix = bwipjs.raw('qrcode', op.text, 'mask=1')[0] as typeof matrix;
  } catch {
    return;
  }
  if (!matrix) return;
  const { pixs, pixx, pixy } = matrix;
  const { doc } = pdf;
  const { scale, left, top } = fitSymbol(op, pixx, pixy);
  for (let y = 0; y < pixy; y++) {
    let x = 0;
    while (x < pixx) {
      if (!pixs[y * pixx + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < pixx && pixs[y * pixx + x]) x++;
      doc.rect(left + start * scale, top + y * scale, (x - start) * scale, scale);
    }
  }
  doc.fill('#000');
}

/** Bars height and text line of a Code 128 in modules, as bwip-js draws it (height 10 mm, scale 2). */
const BAR_HEIGHT = 29;
const TEXT_LINE = 8;

/** Code 128 bars from bwip-js's bar/space widths, the human-readable text centred under them. */
function drawCode128(pdf: PrintPdf, op: Symbol): void {
  let widths: number[] | undefined;
  try {
    widths = (bwipjs.raw('code128', op.text, '')[0] as { sbs?: number[] } | undefined)?.sbs;
  } catch {
    return;
  }
  if (!widths) return;
  const modules = widths.reduce((sum, width) => sum + width, 0);
  const height = BAR_HEIGHT + (op.showText ? TEXT_LINE : 0);
  const { doc } = pdf;
  const { scale, left, top } = fitSymbol(op, modules, height);
  let x = 0;
  widths.forEach((width, index) => {
    if (index % 2 === 0) doc.rect(left + x * scale, top, width * scale, BAR_HEIGHT * scale);
    x += width;
  });
  doc.fill('#000');
  if (op.showText) {
    const fontSize = (TEXT_LINE * scale * 0.8) / PT;
    drawText(pdf, {
      op: 'text',
      x: left / PT,
      y: (top + (BAR_HEIGHT + TEXT_LINE * 0.85) * scale) / PT,
      w: (modules * scale) / PT,
      text: op.text,
      fontSize,
      bold: false,
      align: 'center',
    });
  }
}
