/**
 * The design of a print template (domain.md 4.2): elements placed in millimetres on a page of the
 * template's size. Texts, barcodes and QR codes carry `{{field}}` placeholders filled from the printed
 * record by plain substitution (no expressions). Shared by the designer, its preview and the server's
 * renderer, which turns a design and a record into SVG.
 */

export type PrintElement =
  | {
      type: 'text';
      x: number;
      y: number;
      w: number;
      h: number;
      text: string;
      fontSize: number;
      bold?: boolean;
      align?: 'left' | 'center' | 'right';
    }
  | { type: 'barcode'; x: number; y: number; w: number; h: number; value: string; showText?: boolean }
  | { type: 'qrcode'; x: number; y: number; w: number; h: number; value: string }
  | { type: 'line'; x: number; y: number; w: number; h: number }
  | { type: 'box'; x: number; y: number; w: number; h: number };

export type PrintElementType = PrintElement['type'];

export interface PrintDesign {
  version: 1;
  elements: PrintElement[];
}

export const PRINT_ELEMENT_TYPES: readonly PrintElementType[] = ['text', 'barcode', 'qrcode', 'line', 'box'];
export const MAX_PRINT_ELEMENTS = 200;

/** Fields a supplier label offers (domain.md 4.2); documents add their own header fields. */
export const LABEL_FIELDS = [
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
] as const;

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}/g;

/** Replaces `{{name}}` by the record's value (empty when missing); nothing else is evaluated. */
export function fillPlaceholders(template: string, data: Readonly<Record<string, unknown>>): string {
  return template.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = data[name];
    return value === null || value === undefined ? '' : String(value);
  });
}

/** The placeholder names a design uses, for the designer's field list and the preview's sample. */
export function designFields(design: PrintDesign): string[] {
  const names = new Set<string>();
  for (const element of design.elements) {
    const text = element.type === 'text' ? element.text : 'value' in element ? element.value : '';
    for (const match of text.matchAll(PLACEHOLDER)) names.add(match[1]!);
  }
  return [...names];
}

type Parsed = { ok: true; design: PrintDesign } | { ok: false; detail: string };

function isNumberIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

/**
 * Reads a stored or submitted design and checks it against the paper: known element types, every
 * element inside the page, sizes and texts bounded. The detail names the first problem.
 */
export function parsePrintDesign(json: string | null, widthMm: number, heightMm: number): Parsed {
  if (json === null || json.trim() === '') return { ok: true, design: { version: 1, elements: [] } };
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, detail: 'not JSON' };
  }
  const elements = (raw as { elements?: unknown } | null)?.elements;
  if (!Array.isArray(elements)) return { ok: false, detail: 'elements must be a list' };
  if (elements.length > MAX_PRINT_ELEMENTS)
    return { ok: false, detail: `more than ${MAX_PRINT_ELEMENTS} elements` };
  const out: PrintElement[] = [];
  for (const [index, item] of elements.entries()) {
    const where = `element ${index + 1}`;
    const e = item as Record<string, unknown>;
    if (!PRINT_ELEMENT_TYPES.includes(e?.type as PrintElementType))
      return { ok: false, detail: `${where}: unknown type` };
    const { x, y, w, h } = e;
    if (!isNumberIn(x, 0, widthMm) || !isNumberIn(y, 0, heightMm))
      return { ok: false, detail: `${where}: outside the page` };
    if (!isNumberIn(w, 0, widthMm - x) || !isNumberIn(h, 0, heightMm - y)) {
      return { ok: false, detail: `${where}: does not fit on the page` };
    }
    const box = { x, y, w, h };
    switch (e.type) {
      case 'text': {
        if (typeof e.text !== 'string' || e.text.length > 1000)
          return { ok: false, detail: `${where}: text missing` };
        if (!isNumberIn(e.fontSize, 1, 200)) return { ok: false, detail: `${where}: font size` };
        const align = e.align === 'center' || e.align === 'right' ? e.align : 'left';
        out.push({ type: 'text', ...box, text: e.text, fontSize: e.fontSize, bold: e.bold === true, align });
        break;
      }
      case 'barcode':
      case 'qrcode': {
        if (typeof e.value !== 'string' || e.value === '' || e.value.length > 1000) {
          return { ok: false, detail: `${where}: value missing` };
        }
        out.push(
          e.type === 'barcode'
            ? { type: 'barcode', ...box, value: e.value, showText: e.showText !== false }
            : { type: 'qrcode', ...box, value: e.value },
        );
        break;
      }
      default:
        out.push({ type: e.type as 'line' | 'box', ...box });
    }
  }
  return { ok: true, design: { version: 1, elements: out } };
}

/** Draws a barcode (`code128`) or QR code as an SVG document; injected (bwip-js on both sides). */
export type SymbolRenderer = (kind: 'code128' | 'qrcode', text: string, showText: boolean) => string;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Places a symbol's own SVG (its viewBox kept) into the element's box. */
function nestSymbol(svg: string, x: number, y: number, w: number, h: number): string {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  const body = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  if (!viewBox) return '';
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid meet">${body}</svg>`;
}

/**
 * One page of a template filled with one record, as SVG in millimetres (the printer's page size):
 * what the designer previews and what label printing sends to the printer. Placeholders are filled
 * by substitution; an empty barcode value leaves its box empty.
 */
export function renderPrintSvg(
  design: PrintDesign,
  widthMm: number,
  heightMm: number,
  data: Readonly<Record<string, unknown>>,
  symbol: SymbolRenderer,
): string {
  const parts: string[] = [];
  for (const element of design.elements) {
    const { x, y, w, h } = element;
    switch (element.type) {
      case 'text': {
        const anchor = element.align === 'center' ? 'middle' : element.align === 'right' ? 'end' : 'start';
        const tx = element.align === 'center' ? x + w / 2 : element.align === 'right' ? x + w : x;
        const weight = element.bold ? ' font-weight="bold"' : '';
        const text = escapeXml(fillPlaceholders(element.text, data));
        parts.push(
          `<text x="${tx}" y="${y + element.fontSize}" font-size="${element.fontSize}" text-anchor="${anchor}"${weight} font-family="sans-serif">${text}</text>`,
        );
        break;
      }
      case 'barcode':
      case 'qrcode': {
        const value = fillPlaceholders(element.value, data);
        if (value.trim() === '') break;
        const kind = element.type === 'barcode' ? 'code128' : 'qrcode';
        const showText = element.type === 'barcode' && element.showText !== false;
        parts.push(nestSymbol(symbol(kind, value, showText), x, y, w, h));
        break;
      }
      case 'line':
        parts.push(
          `<rect x="${x}" y="${y}" width="${Math.max(w, 0.2)}" height="${Math.max(h, 0.2)}" fill="#000"/>`,
        );
        break;
      case 'box':
        parts.push(
          `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#000" stroke-width="0.3"/>`,
        );
        break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${widthMm}mm" height="${heightMm}mm" viewBox="0 0 ${widthMm} ${heightMm}">${parts.join('')}</svg>`;
}
