import { inflateSync } from 'node:zlib';
import {
  BinaryBitmap,
  Code128Reader,
  DecodeHintType,
  HybridBinarizer,
  NotFoundException,
  QRCodeReader,
  RGBLuminanceSource,
} from '@zxing/library';

/**
 * Reads the barcodes a printed PDF shows, the way a scanner would: each page's content stream is
 * rasterised (its filled rectangles: every bar and QR module the print engine draws, text left out)
 * and handed to ZXing. A test of what is printed, not of how it was computed.
 */

/** The content streams of a PDF's pages (pdfkit: a page's content starts with its flip transform). */
export function pageContents(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const pages: string[] = [];
  const header = /<<\n\/Length (\d+)\n\/Filter \/FlateDecode\n>>\nstream\n/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const start = match.index + match[0].length;
    const content = inflateSync(pdf.subarray(start, start + Number(match[1]))).toString('latin1');
    if (/^1 0 0 -1 0 [\d.]+ cm\n/.test(content)) pages.push(content);
  }
  return pages;
}

type Matrix = [number, number, number, number, number, number];

/** `m` then `t` (PDF's `m x t`). */
const times = (m: Matrix, t: Matrix): Matrix => [
  m[0] * t[0] + m[1] * t[2],
  m[0] * t[1] + m[1] * t[3],
  m[2] * t[0] + m[3] * t[2],
  m[2] * t[1] + m[3] * t[3],
  m[4] * t[0] + m[5] * t[2] + t[4],
  m[4] * t[1] + m[5] * t[3] + t[5],
];

/**
 * A page's filled rectangles as 8-bit grey (255 white), `pxPerPt` pixels a point: the operators
 * q/Q/cm, re, f, g/rg/sc/scn are followed, text objects (BT..ET) and strokes are not drawn.
 */
export function rasterise(content: string, widthPt: number, heightPt: number, pxPerPt: number) {
  const width = Math.ceil(widthPt * pxPerPt);
  const height = Math.ceil(heightPt * pxPerPt);
  const pixels = new Uint8ClampedArray(width * height).fill(255);
  const stack: { ctm: Matrix; grey: number }[] = [];
  let state = { ctm: [1, 0, 0, 1, 0, 0] as Matrix, grey: 0 };
  let path: [number, number, number, number][] = [];
  let operands: number[] = [];
  let inText = false;
  for (const token of content.split(/\s+/)) {
    if (inText) {
      inText = token !== 'ET';
      continue;
    }
    if (/^-?[\d.]+$/.test(token)) {
      operands.push(Number(token));
      continue;
    }
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = operands;
    switch (token) {
      case 'BT':
        inText = true;
        break;
      case 'q':
        stack.push(state);
        state = { ...state };
        break;
      case 'Q':
        state = stack.pop() ?? state;
        break;
      case 'cm':
        state.ctm = times([a, b, c, d, e, f], state.ctm);
        break;
      case 'g':
        state.grey = a;
        break;
      case 'rg':
      case 'sc':
      case 'scn':
        if (operands.length === 3) state.grey = (a + b + c) / 3;
        break;
      case 're': {
        const [m0, m1, m2, m3, m4, m5] = state.ctm;
        const corner = (x: number, y: number) => [m0 * x + m2 * y + m4, m1 * x + m3 * y + m5] as const;
        const [x0, y0] = corner(a, b);
        const [x1, y1] = corner(a + c, b + d);
        path.push([Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)]);
        break;
      }
      case 'f':
      case 'f*':
        if (state.grey < 0.5)
          for (const [left, bottom, right, top] of path) {
            // Pixels whose centre is inside; device y grows up, image rows down.
            const fromX = Math.max(0, Math.ceil(left * pxPerPt - 0.5));
            const toX = Math.min(width, Math.ceil(right * pxPerPt - 0.5));
            const fromY = Math.max(0, Math.ceil((heightPt - top) * pxPerPt - 0.5));
            const toY = Math.min(height, Math.ceil((heightPt - bottom) * pxPerPt - 0.5));
            for (let y = fromY; y < toY; y++) pixels.fill(0, y * width + fromX, y * width + toX);
          }
        path = [];
        break;
      case 'S':
      case 's':
      case 'n':
        path = [];
        break;
    }
    operands = [];
  }
  return { width, height, pixels };
}

type Image = { width: number; height: number; pixels: Uint8ClampedArray };

/** The part of an image in a box of pixels (clipped to the image). */
export function crop(image: Image, box: { x: number; y: number; w: number; h: number }): Image {
  const left = Math.max(0, Math.floor(box.x));
  const top = Math.max(0, Math.floor(box.y));
  const width = Math.min(image.width, Math.ceil(box.x + box.w)) - left;
  const height = Math.min(image.height, Math.ceil(box.y + box.h)) - top;
  const pixels = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    const from = (top + y) * image.width + left;
    pixels.set(image.pixels.subarray(from, from + width), y * width);
  }
  return { width, height, pixels };
}

/**
 * The text of the first symbol of the format ZXing finds in the image, or null. `pure`: the image is the
 * symbol alone in its quiet zone (a scanner aimed at it), read without ZXing's finder-pattern search,
 * which misses some valid symbols (zbarimg reads them).
 */
export function decodeSymbol(image: Image, format: 'qrcode' | 'code128', pure = false): string | null {
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.PURE_BARCODE, pure],
    [DecodeHintType.TRY_HARDER, true],
    // The payload's bytes are UTF-8 without an ECI (bwip-js printed them so too); ZXing's guess misreads CJK.
    [DecodeHintType.CHARACTER_SET, 'UTF-8'],
  ]);
  const reader = format === 'qrcode' ? new QRCodeReader() : new Code128Reader();
  try {
    const source = new RGBLuminanceSource(image.pixels, image.width, image.height);
    return reader.decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
  } catch (error) {
    if (error instanceof NotFoundException) return null;
    throw error;
  }
}

/**
 * Per page of a label PDF drawn from a template: the text of its QR code (read aimed at the template's
 * QR element, 2 mm around it) and of its Code 128, each null when unreadable. 4 pixels a point (~290 dpi).
 */
export function readLabelPages(
  pdf: Buffer,
  template: {
    widthMm: number;
    heightMm: number;
    design: { elements: readonly { type: string; x: number; y: number; w: number; h: number }[] };
  },
): { qr: string | null; code128: string | null }[] {
  const perMm = (72 / 25.4) * 4;
  const qr = template.design.elements.find((element) => element.type === 'qrcode');
  return pageContents(pdf).map((content) => {
    const image = rasterise(content, (template.widthMm * perMm) / 4, (template.heightMm * perMm) / 4, 4);
    const aimed = qr
      ? crop(image, {
          x: (qr.x - 2) * perMm,
          y: (qr.y - 2) * perMm,
          w: (qr.w + 4) * perMm,
          h: (qr.h + 4) * perMm,
        })
      : null;
    return {
      qr: aimed ? decodeSymbol(aimed, 'qrcode', true) : null,
      code128: decodeSymbol(image, 'code128'),
    };
  });
}
