import { existsSync } from 'node:fs';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import type { PrintOp } from '../../../../src/domain/system/entities/print-design';
import { code128Widths } from './code128';
import { type QrMatrix, qrMatrix } from './qr-matrix';

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
 * SVG preview draws: texts at their baseline, rectangles, and Code 128 (code128.ts) / QR (qr-matrix.ts) symbols
 * drawn as vector bars and modules fitted into their box (centred, aspect kept).
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
  // Only a centred or right-aligned text needs its width (a layout of its glyphs).
  const left =
    op.align === 'center'
      ? op.x + op.w / 2 - doc.widthOfString(text) / PT / 2
      : op.align === 'right'
        ? op.x + op.w - doc.widthOfString(text) / PT
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
 * QR modules as rectangles: the dark runs of each row, a run repeated on the rows below it drawn once
 * as one taller rectangle (a third of the operations of row runs alone). The symbol is encoded by
 * qr-matrix.ts, the size, level and mask bwip-js gives the preview.
 */
function drawQr(pdf: PrintPdf, op: Symbol): void {
  let matrix: QrMatrix;
  try {
    matrix = qrMatrix(op.text);
  } catch {
    return;
  }
  const { size, dark } = matrix;
  const { scale, left, top } = fitSymbol(op, size, size);
  fillModules(pdf, scale, left, top, qrRectangles(size, dark));
}

/** A PDF number: at most 4 decimals, no exponent. */
const num = (value: number) => String(Math.round(value * 10_000) / 10_000);

/**
 * Black rectangles given in modules (`[x, y, w, h]`), the symbol's scale and top-left corner in points:
 * written as one block of content, the module grid set once by a transform, so each rectangle is a few
 * small integers (a third of the bytes to compress of pdfkit's `rect` in points, and no colour state).
 */
function fillModules(
  pdf: PrintPdf,
  scale: number,
  left: number,
  top: number,
  rectangles: Iterable<readonly [number, number, number, number]>,
): void {
  let content = `q\n0 g\n${num(scale)} 0 0 ${num(scale)} ${num(left)} ${num(top)} cm\n`;
  for (const [x, y, w, h] of rectangles) content += `${x} ${y} ${w} ${h} re\n`;
  pdf.doc.addContent(`${content}f\nQ`);
}

/** Rectangles `[x, y, w, h]` (modules) covering the dark modules exactly: row runs, merged down the rows they repeat on. */
export function qrRectangles(size: number, dark: Uint8Array): [number, number, number, number][] {
  const rectangles: [number, number, number, number][] = [];
  /** Open rectangles by their run's `start * (size + 1) + end`, still growing down. */
  let open = new Map<number, [number, number, number, number]>();
  for (let y = 0; y <= size; y++) {
    const next = new Map<number, [number, number, number, number]>();
    let x = 0;
    while (y < size && x < size) {
      if (!dark[y * size + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && dark[y * size + x]) x++;
      const key = start * (size + 1) + x;
      const above = open.get(key);
      if (above) {
        above[3]++;
        open.delete(key);
        next.set(key, above);
      } else next.set(key, [start, y, x - start, 1]);
    }
    for (const rectangle of open.values()) rectangles.push(rectangle);
    open = next;
  }
  return rectangles;
}

/** Bars height and text line of a Code 128 in modules, as bwip-js draws it (height 10 mm, scale 2). */
const BAR_HEIGHT = 29;
const TEXT_LINE = 8;

/** bwip-js's bar/space widths of a Code 128 that code128.ts does not cover; undefined when none can hold it. */
function bwipCode128(text: string): number[] | undefined {
  try {
    return (bwipjs.raw('code128', text, '')[0] as { sbs?: number[] } | undefined)?.sbs;
  } catch {
    return undefined;
  }
}

/** Code 128 bars (code128.ts, else bwip-js), the human-readable text centred under them. */
function drawCode128(pdf: PrintPdf, op: Symbol): void {
  const widths = code128Widths(op.text) ?? bwipCode128(op.text);
  if (!widths) return;
  const modules = widths.reduce((sum, width) => sum + width, 0);
  const height = BAR_HEIGHT + (op.showText ? TEXT_LINE : 0);
  const { scale, left, top } = fitSymbol(op, modules, height);
  const bars: [number, number, number, number][] = [];
  let x = 0;
  widths.forEach((width, index) => {
    if (index % 2 === 0) bars.push([x, 0, width, BAR_HEIGHT]);
    x += width;
  });
  fillModules(pdf, scale, left, top, bars);
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
