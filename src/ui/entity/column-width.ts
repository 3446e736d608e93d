import type { FieldDef } from '../../domain/entity/field';

/**
 * Column widths of every list (docs/documents-pages.md "List columns"). A table whose columns have no
 * width squeezes them to the screen: Chinese headers end up one character a line, names on five lines,
 * codes broken mid-way. Each column instead gets the width its header and its typical value need, the
 * table scrolls sideways when they do not fit (`scroll.x` = their sum), and values that must read on
 * one line (codes, dates, numbers) never wrap. Widths are estimated from the text, not measured: the
 * same on the server, in tests and before the rows arrive.
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
export const HEADER_LINE_PX = 130;
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

/**
 * The narrowest width a header's text reads well in: one line when it is short (and always when it is
 * a Chinese word of up to six characters), else two lines split near the middle. Latin text breaks
 * only between words, so the longest word is a floor; CJK text breaks between any two characters.
 */
export function headerTextPx(header: string): number {
  const full = textPx(header, true);
  const characters = [...header];
  const allCjk = characters.length > 0 && characters.every((character) => CJK.test(character));
  if (full <= HEADER_LINE_PX || (allCjk && characters.length <= CJK_WORD_CHARS)) return full;
  if (allCjk) return textPx(characters.slice(0, Math.ceil(characters.length / 2)).join(''), true);
  const longestWord = Math.max(...header.split(/\s+/).map((word) => textPx(word, true)));
  // Half the text plus a word's slack: the browser fills the first line word by word.
  return Math.max(longestWord, Math.ceil(full / 2 + FONT_PX * 2));
}

/** Typical value width in Latin characters per kind; `null` where the options or `max` decide. */
const VALUE_CHARS: Record<ColumnKind, number | null> = {
  code: null,
  string: null,
  text: 24,
  date: 10,
  // YYYY-MM-DD HH:mm:ss (spec 9)
  datetime: 19,
  int: 8,
  qty: 10,
  price: 12,
  amount: 14,
  pct: 7,
  bool: 3,
  dict: null,
  // A name: about 12 Chinese characters or 22 Latin ones; longer ones are cut.
  ref: 20,
};

/** Digits and code letters are about this wide (tabular figures of the system fonts). */
const DIGIT_EM = 0.6;

const CAPPED: readonly ColumnKind[] = ['string', 'text', 'ref'];

function valueTextPx(spec: ColumnSpec): number {
  if (spec.kind === 'code') return charsPx(Math.min(Math.max(spec.max ?? 16, 12), 16));
  if (spec.kind === 'dict') {
    const longest = Math.max(0, ...(spec.options ?? []).map((option) => textPx(option)));
    // Options not loaded yet: room for four Chinese characters.
    return (longest || 4 * FONT_PX) + TAG_PX;
  }
  // string: its declared length, between 6 and 24 characters.
  const cap = charsPx(VALUE_CHARS[spec.kind] ?? Math.min(Math.max(spec.max ?? 24, 6), 24));
  if (!CAPPED.includes(spec.kind) || !spec.values) return cap;
  return Math.min(cap, Math.max(0, ...spec.values.map((value) => textPx(value))));
}

function charsPx(chars: number): number {
  return Math.ceil(chars * DIGIT_EM * FONT_PX);
}

const NUMERIC: readonly ColumnKind[] = ['int', 'qty', 'price', 'amount', 'pct'];

/** A column's width and alignment from its kind, its header and its typical value. */
export function columnLayout(spec: ColumnSpec): ColumnLayout {
  const header = headerTextPx(spec.header) + (spec.sortable ? SORTER_PX : 0);
  const width = Math.max(header, valueTextPx(spec)) + CELL_PADDING_PX;
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
 * Headers of an ellipsis column would be cut too (antd puts the same one-line rule on them): a header
 * wider than HEADER_LINE_PX instead wraps onto the second line its width was made for. Rendered by the
 * list page inside the element's shadow root.
 */
export const LIST_COLUMNS_CSS = `
.isps-list-table .ant-table-thead > tr > th.ant-table-cell-ellipsis,
.isps-list-table .ant-table-thead > tr > th.ant-table-cell-ellipsis .ant-table-column-title {
  white-space: normal; word-break: normal; overflow-wrap: anywhere; text-overflow: clip;
}
`;
