import type { Params } from '../../client/http';
import type { EntityDescriptor } from '../../domain/entity/define-entity';
import type { LocalText } from '../../domain/i18n-text';
import type { EntityRow } from '../entity/entity-api';

/**
 * A "create from" picker of the master-detail form (issue 11 point 1): rows of another document (or its
 * lines) picked from their list route and added as lines of this one, e.g. a delivery note from the
 * open purchase-order items of its supplier.
 */
export interface CreateFromSpec {
  /** The lines it fills: a key of the descriptor's `lines`. */
  lines: string;
  label: LocalText;
  /** What is picked, through its list route and list columns. */
  source: EntityDescriptor;
  /** List parameters from the header being edited; null while the header lacks what the picker needs. */
  filter?: (header: Record<string, unknown>) => Params | null;
  /** The line a picked row becomes (form values of the line entity). */
  toLine: (picked: EntityRow) => Record<string, unknown>;
}

/** A computed header total: `field` = the sum of `sum` over the lines under `lines`. */
export interface TotalSpec {
  field: string;
  lines: string;
  sum: string;
}

export interface DocumentFormSpec {
  createFrom?: readonly CreateFromSpec[];
  totals?: readonly TotalSpec[];
}

/** Sums kept to six decimals, so 0.1 + 0.2 shows as 0.3 (quantities carry at most six, domain.md 0.2). */
const tidy = (value: number) => Math.round(value * 1e6) / 1e6;

/** The header totals of the form's current values; lines without a number count as 0. */
export function computeTotals(
  totals: readonly TotalSpec[],
  values: Record<string, unknown>,
): Record<string, number> {
  const result: Record<string, number> = {};
  for (const total of totals) {
    const lines = Array.isArray(values[total.lines])
      ? (values[total.lines] as Record<string, unknown>[])
      : [];
    result[total.field] = tidy(lines.reduce((sum, line) => sum + (Number(line?.[total.sum]) || 0), 0));
  }
  return result;
}
