/**
 * The design of a print template (domain.md 4.2): elements placed in millimetres on a page of the
 * template's size. Texts, barcodes and QR codes carry `{{field}}` placeholders filled from the printed
 * record by plain substitution (no expressions); a table repeats its columns for every row of a list
 * field (a document's lines) and continues on further pages when they do not fit. Shared by the
 * designer, its preview and the server's renderer, which turns a design and a record into SVG pages.
 */

/** A column of a table element: header text, cell template filled from the row, width in mm. */
export interface PrintColumn {
  title: string;
  value: string;
  w: number;
  /** The cell shows its value as a Code 128 barcode (a product or package number to scan). */
  barcode?: boolean;
}

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
  | { type: 'box'; x: number; y: number; w: number; h: number }
  | {
      type: 'table';
      x: number;
      y: number;
      w: number;
      h: number;
      /** The record's list field whose rows the table repeats (`lines`, `items`). */
      source: string;
      fontSize: number;
      rowHeight: number;
      columns: PrintColumn[];
    };

export type PrintElementType = PrintElement['type'];

export interface PrintDesign {
  version: 1;
  elements: PrintElement[];
}

export const PRINT_ELEMENT_TYPES: readonly PrintElementType[] = [
  'text',
  'barcode',
  'qrcode',
  'line',
  'box',
  'table',
];
export const MAX_PRINT_ELEMENTS = 200;
const MAX_TABLE_COLUMNS = 20;
/** Page numbers every page of a rendered record offers besides the record's own fields. */
export const PAGE_FIELDS = ['pageNo', 'pageCount'] as const;

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}/g;

/** Replaces `{{name}}` by the record's value (empty when missing); nothing else is evaluated. */
export function fillPlaceholders(template: string, data: Readonly<Record<string, unknown>>): string {
  return template.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = data[name];
    return value === null || value === undefined ? '' : String(value);
  });
}

function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/**
 * The placeholder names a design uses: header fields, and per table `<source>.<field>` for the cells,
 * so the designer can point at the ones the printed record does not offer (they print empty).
 */
export function designFields(design: PrintDesign): string[] {
  const names = new Set<string>();
  for (const element of design.elements) {
    if (element.type === 'text') for (const name of placeholders(element.text)) names.add(name);
    if (element.type === 'barcode' || element.type === 'qrcode')
      for (const name of placeholders(element.value)) names.add(name);
    if (element.type === 'table') {
      for (const column of element.columns)
        for (const name of placeholders(column.value)) names.add(`${element.source}.${name}`);
    }
  }
  return [...names];
}

/** The fields a design uses that the record kind does not offer (`known` lists header and `source.field`). */
export function unknownFields(design: PrintDesign, known: readonly string[]): string[] {
  const offered = new Set([...known, ...PAGE_FIELDS]);
  return designFields(design).filter((name) => !offered.has(name));
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
      case 'table': {
        const table = parseTable(e, box);
        if (typeof table === 'string') return { ok: false, detail: `${where}: ${table}` };
        out.push(table);
        break;
      }
      default:
        out.push({ type: e.type as 'line' | 'box', ...box });
    }
  }
  return { ok: true, design: { version: 1, elements: out } };
}

const SOURCE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** Checks a table element: its list field, row metrics and columns that fit its width. */
function parseTable(
  e: Record<string, unknown>,
  box: { x: number; y: number; w: number; h: number },
): Extract<PrintElement, { type: 'table' }> | string {
  if (typeof e.source !== 'string' || !SOURCE_NAME.test(e.source)) return 'list field missing';
  if (!isNumberIn(e.fontSize, 1, 50)) return 'font size';
  if (!isNumberIn(e.rowHeight, 2, 50) || e.rowHeight * 2 > box.h) return 'row height';
  if (!Array.isArray(e.columns) || e.columns.length === 0 || e.columns.length > MAX_TABLE_COLUMNS)
    return 'columns missing';
  const columns: PrintColumn[] = [];
  for (const raw of e.columns as Record<string, unknown>[]) {
    const { title, value, w } = raw ?? {};
    if (typeof title !== 'string' || title.length > 100 || typeof value !== 'string' || value.length > 200)
      return 'column text';
    if (!isNumberIn(w, 1, box.w)) return 'column width';
    columns.push({ title, value, w, ...(raw.barcode === true ? { barcode: true } : {}) });
  }
  if (columns.reduce((sum, column) => sum + column.w, 0) > box.w + 0.01)
    return 'columns wider than the table';
  return {
    type: 'table',
    ...box,
    source: e.source,
    fontSize: e.fontSize,
    rowHeight: e.rowHeight,
    columns,
  };
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

type TableElement = Extract<PrintElement, { type: 'table' }>;

/** Rows of a table that fit on one page below its header row. */
function rowsPerPage(table: TableElement): number {
  return Math.max(1, Math.floor(table.h / table.rowHeight) - 1);
}

function listRows(data: Readonly<Record<string, unknown>>, source: string): Record<string, unknown>[] {
  const rows = data[source];
  return Array.isArray(rows) ? rows.filter((row) => row !== null && typeof row === 'object') : [];
}

/**
 * What a filled page is made of, in millimetres from the page's top left: texts (at their baseline),
 * barcode and QR symbols fitted into their box, filled or stroked rectangles. The SVG pages below and
 * the server's PDF (server/modules/srm/label-pdf.ts) draw the same operations, so they agree.
 */
export type PrintOp =
  | {
      op: 'text';
      x: number;
      y: number;
      w: number;
      text: string;
      fontSize: number;
      bold: boolean;
      align: 'left' | 'center' | 'right';
    }
  | {
      op: 'symbol';
      kind: 'code128' | 'qrcode';
      text: string;
      showText: boolean;
      x: number;
      y: number;
      w: number;
      h: number;
    }
  | { op: 'rect'; x: number; y: number; w: number; h: number; fill: string }
  | { op: 'frame'; x: number; y: number; w: number; h: number; strokeWidth: number };

/** One page's slice of a table: the header row, then the rows, each cell filled from its row. */
function tableOps(
  table: TableElement,
  rows: readonly Record<string, unknown>[],
  data: Readonly<Record<string, unknown>>,
): PrintOp[] {
  const { x, y, w, rowHeight, fontSize } = table;
  const ops: PrintOp[] = [];
  const baseline = (top: number) => top + (rowHeight + fontSize * 0.7) / 2;
  const text = (left: number, top: number, width: number, value: string, bold: boolean): PrintOp => ({
    op: 'text',
    x: left + 0.8,
    y: baseline(top),
    w: width,
    text: value,
    fontSize,
    bold,
    align: 'left',
  });
  let left = x;
  for (const column of table.columns) {
    ops.push(text(left, y, column.w, column.title, true));
    left += column.w;
  }
  ops.push({ op: 'rect', x, y: y + rowHeight, w, h: 0.3, fill: '#000' });
  rows.forEach((row, index) => {
    const top = y + rowHeight * (index + 1);
    let cellLeft = x;
    for (const column of table.columns) {
      const value = fillPlaceholders(column.value, { ...data, ...row });
      if (column.barcode && value.trim() !== '') {
        ops.push({
          op: 'symbol',
          kind: 'code128',
          text: value,
          showText: false,
          x: cellLeft + 0.5,
          y: top + 0.4,
          w: column.w - 1,
          h: rowHeight - 0.8,
        });
      } else if (!column.barcode) {
        ops.push(text(cellLeft, top, column.w, value, false));
      }
      cellLeft += column.w;
    }
    ops.push({ op: 'rect', x, y: top + rowHeight, w, h: 0.1, fill: '#999' });
  });
  return ops;
}

/**
 * A template filled with one record, as pages of drawing operations: placeholders are filled by
 * substitution (an unknown field prints empty); an empty barcode value leaves its box empty. When a
 * table has more rows than fit, further pages repeat every other element with the next rows;
 * `{{pageNo}}` and `{{pageCount}}` number them.
 */
export function layoutPrintPages(design: PrintDesign, data: Readonly<Record<string, unknown>>): PrintOp[][] {
  const tables = design.elements.filter((element): element is TableElement => element.type === 'table');
  const pageCount = Math.max(
    1,
    ...tables.map((table) => Math.ceil(listRows(data, table.source).length / rowsPerPage(table))),
  );
  const pages: PrintOp[][] = [];
  for (let page = 0; page < pageCount; page += 1) {
    const pageData = { ...data, pageNo: page + 1, pageCount };
    pages.push(design.elements.flatMap((element) => elementOps(element, pageData, page)));
  }
  return pages;
}

function elementOps(element: PrintElement, data: Readonly<Record<string, unknown>>, page: number): PrintOp[] {
  const { x, y, w, h } = element;
  switch (element.type) {
    case 'text':
      return [
        {
          op: 'text',
          x,
          y: y + element.fontSize,
          w,
          text: fillPlaceholders(element.text, data),
          fontSize: element.fontSize,
          bold: element.bold === true,
          align: element.align ?? 'left',
        },
      ];
    case 'barcode':
    case 'qrcode': {
      const value = fillPlaceholders(element.value, data);
      if (value.trim() === '') return [];
      const kind = element.type === 'barcode' ? 'code128' : 'qrcode';
      const showText = element.type === 'barcode' && element.showText !== false;
      return [{ op: 'symbol', kind, text: value, showText, x, y, w, h }];
    }
    case 'table': {
      const perPage = rowsPerPage(element);
      const rows = listRows(data, element.source).slice(page * perPage, (page + 1) * perPage);
      return tableOps(element, rows, data);
    }
    case 'line':
      return [{ op: 'rect', x, y, w: Math.max(w, 0.2), h: Math.max(h, 0.2), fill: '#000' }];
    case 'box':
      return [{ op: 'frame', x, y, w, h, strokeWidth: 0.3 }];
  }
}

function opSvg(op: PrintOp, symbol: SymbolRenderer): string {
  switch (op.op) {
    case 'text': {
      const anchor = op.align === 'center' ? 'middle' : op.align === 'right' ? 'end' : 'start';
      const tx = op.align === 'center' ? op.x + op.w / 2 : op.align === 'right' ? op.x + op.w : op.x;
      const weight = op.bold ? ' font-weight="bold"' : '';
      return `<text x="${tx}" y="${op.y}" font-size="${op.fontSize}" text-anchor="${anchor}"${weight} font-family="sans-serif">${escapeXml(op.text)}</text>`;
    }
    case 'symbol':
      return nestSymbol(symbol(op.kind, op.text, op.showText), op.x, op.y, op.w, op.h);
    case 'rect':
      return `<rect x="${op.x}" y="${op.y}" width="${op.w}" height="${op.h}" fill="${op.fill}"/>`;
    case 'frame':
      return `<rect x="${op.x}" y="${op.y}" width="${op.w}" height="${op.h}" fill="none" stroke="#000" stroke-width="${op.strokeWidth}"/>`;
  }
}

/**
 * A template filled with one record, as SVG pages in millimetres (the printer's page size): what the
 * designer previews and what printing sends to the printer (pages and placeholders: `layoutPrintPages`).
 */
export function renderPrintPages(
  design: PrintDesign,
  widthMm: number,
  heightMm: number,
  data: Readonly<Record<string, unknown>>,
  symbol: SymbolRenderer,
): string[] {
  return layoutPrintPages(design, data).map(
    (ops) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${widthMm}mm" height="${heightMm}mm" viewBox="0 0 ${widthMm} ${heightMm}">${ops.map((op) => opSvg(op, symbol)).join('')}</svg>`,
  );
}
