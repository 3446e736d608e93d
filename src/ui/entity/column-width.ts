import type { FieldDef } from '../../domain/entity/field';

/**
 * Column widths of every list (docs/documents-pages.md "List columns"). A table whose columns have no
 * width squeezes them to the screen: Chinese headers end up one character a line, names on five lines,
 * codes broken mid-way. Each column instead gets the width its header and its typical value need, the
 * table scrolls sideways when they do not fit (`scroll.x` = their sum), and values that must read on
 * one line (codes, dates, numbers) never wrap. Texts are measured with the page's font where there is
 * a canvas, else estimated per character class.
 */

/** What a column shows, which decides its typical value width and alignment. */
export type ColumnKind =
  /** A document or master-data code, `max` characters at most (12 to 16 shown). */
  | 'code'
  /** A short text of `max` characters; longer ones are cut with an ellipsis. */
  | 'string'
  /** A long text or JSON, cut with an ellipsis. */
  | 'text'
  | 'date'
  | 'datetime'
  | 'int'
  | 'qty'
  | 'price'
  | 'amount'
  | 'pct'
  | 'bool'
  /** A dictionary value shown as its label (a tag when the item has a colour). */
  | 'dict'
  /** A referenced row shown by its display text (name, or "code name"), cut with an ellipsis. */
  | 'ref';

export interface ColumnSpec {
  kind: ColumnKind;
  /** The header in the current language. */
  header: string;
  /** Whether the header carries a sort button. */
  sortable?: boolean;
  /** Longest value in characters (`string`, `code`). */
  max?: number;
  /** The option labels of a dictionary column in the current language. */
  options?: readonly string[];
  /**
   * The texts the column shows on the current page (`string`, `text`, `ref`): the column is as wide as
   * the longest of them, up to its kind's cap, instead of always the cap (a reference shown by a
   * 10-digit order number needs less room than a partner's name).
   */
  values?: readonly string[];
}

export interface ColumnLayout {
  /** Width in CSS pixels, padding included. */
  width: number;
  align: 'left' | 'right' | 'center';
  /**
   * The value stays on one line; what does not fit ends in an ellipsis with the full text as its
   * tooltip. Always true: the widths make room for the typical value, longer ones are cut.
   */
  ellipsis: true;
}

/** The table's font size (antd's default token) in pixels; headers are the same size, bold. */
export const FONT_PX = 14;
/** Left and right padding of a cell of a `middle` table. */
export const CELL_PADDING_PX = 16;
/** The sort button beside a sortable header (icon and its gap). */
export const SORTER_PX = 22;
/** A dictionary tag's own padding and border. */
export const TAG_PX = 18;
/** Headers up to this wide read on one line; wider ones take two lines. */
export const HEADER_LINE_PX = 150;
/** Chinese headers of up to this many characters are never broken (a word is rarely longer). */
export const CJK_WORD_CHARS = 6;

const CJK = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
const NARROW = /[\s.,:;'!|/()[\]{}iljtfrI-]/u;
const WIDE = /[A-Z@%#&mwMW]/u;

/**
 * Estimated width of a text in `em` by character class: CJK ideographs and full-width forms 1 em,
 * capitals and m/w 0.7 em, narrow letters and punctuation 0.32 em, other Latin letters and digits (all
 * as wide: tabular figures) 0.56 em, a little over the system fonts' averages so an estimate never falls short.
 */
export function textEm(text: string): number {
  let em = 0;
  for (const character of text) {
    if (CJK.test(character)) em += 1;
    else if (NARROW.test(character)) em += 0.32;
    else if (WIDE.test(character)) em += 0.7;
    else em += 0.56;
  }
  return em;
}

/** The estimate in pixels at the table's font; bold (headers) is 6 % wider on Latin text. */
export function textPx(text: string, bold = false): number {
  const em = textEm(text);
  const cjk = [...text].filter((character) => CJK.test(character)).length;
  return Math.ceil((bold ? cjk + (em - cjk) * 1.06 : em) * FONT_PX);
}

/** The width in pixels of a text at the table's font size, bold for headers. */
export type TextMeasure = (text: string, bold: boolean) => number;

const canvasMeasures = new Map<string, TextMeasure>();
/** Texts whose measured widths are kept per font. */
const MEASURED_TEXTS = 5000;

/**
 * Measures with the page's own font (a canvas's `measureText`: the fonts differ a lot between
 * systems, Debian's DejaVu Sans digits are 15 % wider than Segoe UI's); the estimate where there is no
 * canvas (jsdom, the server). One canvas per font family, results kept.
 */
export function canvasTextMeasure(fontFamily: string): TextMeasure {
  const known = canvasMeasures.get(fontFamily);
  if (known) return known;
  const context =
    typeof document === 'undefined' || /jsdom/.test(globalThis.navigator?.userAgent ?? '')
      ? null
      : document.createElement('canvas').getContext('2d');
  const widths = new Map<string, number>();
  const measure: TextMeasure = context
    ? (text, bold) => {
        const key = `${bold ? 'b' : 'n'}${text}`;
        let width = widths.get(key);
        if (width === undefined) {
          context.font = `${bold ? 600 : 400} ${FONT_PX}px ${fontFamily}`;
          width = Math.ceil(context.measureText(text).width);
          // Headers and samples repeat; page values come and go: a bounded memory of them.
          if (widths.size >= MEASURED_TEXTS) widths.clear();
          widths.set(key, width);
        }
        return width;
      }
    : textPx;
  canvasMeasures.set(fontFamily, measure);
  return measure;
}

/**
 * The narrowest width a header's text reads well in: one line when it is short (and always when it is
 * a Chinese word of up to six characters), else two lines. Latin text breaks only between words (at
 * the break that makes the wider line narrowest); CJK text between any two characters, near the middle.
 */
export function headerTextPx(header: string, measure: TextMeasure = textPx): number {
  const full = measure(header, true);
  const characters = [...header];
  const hasCjk = characters.some((character) => CJK.test(character));
  if (full <= HEADER_LINE_PX || (hasCjk && characters.length <= CJK_WORD_CHARS)) return full;
  const words = header.split(/\s+/);
  if (words.length > 1) {
    // The best place to break a line between two words: the wider of the two lines, at its narrowest.
    const widths = words
      .slice(1)
      .map((_, index) =>
        Math.max(
          measure(words.slice(0, index + 1).join(' '), true),
          measure(words.slice(index + 1).join(' '), true),
        ),
      );
    return Math.min(...widths);
  }
  if (hasCjk) return measure(characters.slice(0, Math.ceil(characters.length / 2)).join(''), true);
  return full;
}

/** A typical value per kind; `null` where the options, `max` or the page's values decide. */
const VALUE_SAMPLE: Record<ColumnKind, string | null> = {
  code: null,
  string: null,
  text: null,
  ref: null,
  dict: null,
  date: '2026-12-31',
  // spec 9: YYYY-MM-DD HH:mm:ss
  datetime: '2026-12-31 23:59:59',
  int: '123456',
  qty: '123456.789',
  price: '12345.678901',
  amount: '12,345,678.90',
  pct: '100.00',
  bool: 'Yes',
};

/** The cap of a reference, in digits: a name of about 12 Chinese characters; longer ones are cut. */
const REF_CAP_DIGITS = 20;
/** The cap of texts (and of strings of a larger `max`), in digits. */
const TEXT_CAP_DIGITS = 24;

/** `n` characters of a code: two capitals, then digits (DN2611230001). */
function codeSample(length: number): string {
  return `DN${'0'.repeat(Math.max(length - 2, 0))}`;
}

function valueTextPx(spec: ColumnSpec, measure: TextMeasure): number {
  const sample = VALUE_SAMPLE[spec.kind];
  if (sample !== null) return measure(sample, false);
  if (spec.kind === 'code') return measure(codeSample(Math.min(Math.max(spec.max ?? 16, 12), 16)), false);
  if (spec.kind === 'dict') {
    const longest = Math.max(0, ...(spec.options ?? []).map((option) => measure(option, false)));
    // Options not loaded yet: room for four Chinese characters.
    return (longest || 4 * FONT_PX) + TAG_PX;
  }
  // The rest are cut with an ellipsis: strings at their declared length (6 at least), references and
  // texts at their caps.
  const digits =
    spec.kind === 'string'
      ? Math.min(Math.max(spec.max ?? TEXT_CAP_DIGITS, 6), TEXT_CAP_DIGITS)
      : spec.kind === 'ref'
        ? REF_CAP_DIGITS
        : TEXT_CAP_DIGITS;
  const cap = measure('0'.repeat(digits), false);
  if (!spec.values) return cap;
  return Math.min(cap, Math.max(0, ...spec.values.map((value) => measure(value, false))));
}

const NUMERIC: readonly ColumnKind[] = ['int', 'qty', 'price', 'amount', 'pct'];

/** A column's width and alignment from its kind, its header and its typical value. */
export function columnLayout(spec: ColumnSpec, measure: TextMeasure = textPx): ColumnLayout {
  const header = headerTextPx(spec.header, measure) + (spec.sortable ? SORTER_PX : 0);
  const width = Math.max(header, valueTextPx(spec, measure)) + CELL_PADDING_PX;
  const align = NUMERIC.includes(spec.kind)
    ? 'right'
    : spec.kind === 'string' || spec.kind === 'text' || spec.kind === 'ref'
      ? 'left'
      : 'center';
  return { width, align, ellipsis: true };
}

/** The column kind of a descriptor field: codes are the unique strings and the fields named `code`. */
export function columnKindOf(name: string, def: FieldDef): ColumnKind {
  switch (def.kind) {
    case 'string':
      return name === 'code' || name.endsWith('Code') || def.unique ? 'code' : 'string';
    case 'text':
    case 'json':
    case 'id':
      return 'text';
    default:
      return def.kind;
  }
}

/** The table's scroll width: its columns side by side, plus the selection column when there is one. */
export function tableScrollX(widths: readonly number[], selection: boolean): number {
  return widths.reduce((sum, width) => sum + width, 0) + (selection ? SELECTION_PX : 0);
}

/** antd's row selection column of a `middle` table. */
export const SELECTION_PX = 32;

/**
 * Headers of an ellipsis column would be cut too (antd puts the same one-line rule on them, on a pinned
 * one's content box as well): a header wider than HEADER_LINE_PX instead wraps onto the second line its
 * width was made for. Rendered by the
 * list page inside the element's shadow root.
 */
export const LIST_COLUMNS_CSS = `
.isps-list-table .ant-table-thead > tr > th.ant-table-cell-ellipsis,
.isps-list-table .ant-table-thead > tr > th.ant-table-cell-ellipsis .ant-table-cell-content,
.isps-list-table .ant-table-thead > tr > th.ant-table-cell-ellipsis .ant-table-column-title {
  white-space: normal; word-break: normal; overflow-wrap: anywhere; text-overflow: clip;
}
`;
