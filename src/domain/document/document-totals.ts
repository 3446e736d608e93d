import type { LocalText } from '../i18n-text';

/**
 * A header total computed from the lines (Odoo's computed fields): the sum of a line field, of the
 * product of two line fields (quantity × price), or the number of lines.
 */
export type TotalFormula =
  | { readonly kind: 'sum'; readonly lines: string; readonly field: string }
  | { readonly kind: 'sumProduct'; readonly lines: string; readonly fields: readonly [string, string] }
  | { readonly kind: 'count'; readonly lines: string };

export interface TotalDef {
  readonly label: LocalText;
  readonly formula: TotalFormula;
  /** How the figure is shown: a quantity (3 places), an amount (2 places) or a count. */
  readonly display: 'qty' | 'amount' | 'int';
}

/** `sum('lines', 'qty')`: the total of a line field. */
export const sum = (lines: string, field: string): TotalFormula => ({ kind: 'sum', lines, field });
/** `sumProduct('lines', 'qty', 'unitPrice')`: Σ qty × unitPrice. */
export const sumProduct = (lines: string, a: string, b: string): TotalFormula => ({
  kind: 'sumProduct',
  lines,
  fields: [a, b],
});
/** `count('lines')`: the number of lines. */
export const count = (lines: string): TotalFormula => ({ kind: 'count', lines });

const numberOf = (value: unknown): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};

/** Rounds away binary noise of decimal wire values (0.1 + 0.2) to the display's places. */
const round = (value: number, places: number): number => Number(value.toFixed(places));

const PLACES: Record<TotalDef['display'], number> = { qty: 3, amount: 2, int: 0 };

/**
 * The totals of a record as the wire carries it (decimal numbers, lines as arrays under their key):
 * what the form shows under the line editor and what the print data carries.
 */
export function computeTotals(
  totals: Readonly<Record<string, TotalDef>>,
  record: Readonly<Record<string, unknown>>,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, total] of Object.entries(totals)) {
    const raw = record[total.formula.lines];
    const lines = Array.isArray(raw) ? (raw as Record<string, unknown>[]) : [];
    const formula = total.formula;
    let value: number;
    switch (formula.kind) {
      case 'count':
        value = lines.length;
        break;
      case 'sum':
        value = lines.reduce((acc, line) => acc + numberOf(line[formula.field]), 0);
        break;
      case 'sumProduct':
        value = lines.reduce(
          (acc, line) => acc + numberOf(line[formula.fields[0]]) * numberOf(line[formula.fields[1]]),
          0,
        );
        break;
    }
    out[name] = round(value, PLACES[total.display]);
  }
  return out;
}
