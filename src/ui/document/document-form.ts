import type { Params } from '../../client/http';
import {
  type CreateFromRemainder,
  type DocumentDescriptor,
  isDocument,
} from '../../domain/document/define-document';
import type { TotalDef } from '../../domain/document/document-totals';
import type { EntityDescriptor } from '../../domain/entity/define-entity';
import { type FieldKind, isScaled } from '../../domain/entity/field';
import { fromScaled, toScaled } from '../../domain/entity/scaled-number';
import type { LocalText } from '../../domain/i18n-text';
import type { EntityRow } from '../entity/entity-api';
import type { EntityLookup } from '../entity/useEntityCatalog';

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

export interface DocumentFormSpec {
  createFrom?: readonly CreateFromSpec[];
  /** Header totals over the lines (src/domain/document/document-totals.ts), by header field. */
  totals?: Readonly<Record<string, TotalDef>>;
}

/**
 * What a `{ from, less, plus }` link proposes for a picked row: the source quantity less and plus the
 * others, in the scaled integers of the line field's kind (no float remainders), never below zero.
 */
export function remainderOf(picked: EntityRow, remainder: CreateFromRemainder, kind: FieldKind): number {
  const scaledKind = isScaled(kind) ? kind : 'qty';
  const scaled = (name: string) => toScaled(Number(picked[name] ?? 0), scaledKind) ?? 0;
  const less = remainder.less.reduce((sum, name) => sum + scaled(name), 0);
  const plus = (remainder.plus ?? []).reduce((sum, name) => sum + scaled(name), 0);
  const left = scaled(remainder.from) - less + plus;
  return fromScaled(Math.max(0, left), scaledKind);
}

/** Whether the document's form has "create from" pickers (which need the entity catalog). */
export function hasCreateFrom(entity: EntityDescriptor): boolean {
  return isDocument(entity) && Object.keys(entity.document.createFrom).length > 0;
}

/**
 * The form spec a declared document carries: each `createFrom` link becomes a picker of its source's
 * list under its fixed query and the header fields it must match, copying the declared line fields.
 */
export function documentFormOf(
  entity: EntityDescriptor,
  entityByName: EntityLookup | null,
): DocumentFormSpec | undefined {
  if (!isDocument(entity)) return undefined;
  const doc: DocumentDescriptor = entity;
  const createFrom = Object.values(doc.document.createFrom).flatMap((link): CreateFromSpec[] => {
    const source = entityByName?.(link.source);
    if (!source) return [];
    return [
      {
        lines: link.lines,
        label: link.label,
        source,
        filter: (header) => {
          const matched = Object.entries(link.match ?? {}).map(
            ([own, theirs]) => [theirs, header[own]] as const,
          );
          if (matched.some(([, value]) => value === undefined || value === null || value === '')) return null;
          return {
            ...link.query,
            ...Object.fromEntries(matched.map(([key, value]) => [key, String(value)])),
          };
        },
        toLine: (picked) =>
          Object.fromEntries(
            Object.entries(link.fields).map(([line, from]) => [
              line,
              typeof from === 'string'
                ? picked[from]
                : remainderOf(picked, from, doc.lines[link.lines]!.entity.fields[line]!.kind),
            ]),
          ),
      },
    ];
  });
  return { createFrom, totals: doc.document.totals };
}
