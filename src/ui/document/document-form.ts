import type { Params } from '../../client/http';
import { type DocumentDescriptor, isDocument } from '../../domain/document/define-document';
import type { TotalDef } from '../../domain/document/document-totals';
import type { EntityDescriptor } from '../../domain/entity/define-entity';
import type { LocalText } from '../../domain/i18n-text';
import type { EntityRow } from '../entity/entity-api';
import { toFormValue } from '../entity/form-values';
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
  /**
   * The display texts of the line's reference fields (`<field>_dictText`), taken from the picked row;
   * without it the picked row itself serves, which fits lines whose fields are named as the row's.
   */
  textsOf?: (picked: EntityRow) => Record<string, string>;
}

export interface DocumentFormSpec {
  createFrom?: readonly CreateFromSpec[];
  /** Header totals over the lines (src/domain/document/document-totals.ts), by header field. */
  totals?: Readonly<Record<string, TotalDef>>;
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
        // Wire values as the line's controls hold them: a copied date is a dayjs for its date picker.
        toLine: (picked) => {
          const fields = doc.lines[link.lines]?.entity.fields ?? {};
          const values: [string, unknown][] = [
            ...Object.entries(link.fields).map(([line, from]): [string, unknown] => [line, picked[from]]),
            ...Object.entries(link.computed ?? {}).map(([line, value]): [string, unknown] => [
              line,
              value(picked),
            ]),
          ];
          return Object.fromEntries(
            values.map(([line, value]) => {
              const def = fields[line];
              return [line, def ? toFormValue(def, value) : value];
            }),
          );
        },
        textsOf: (picked) => {
          const texts: Record<string, string> = {};
          for (const [line, from] of Object.entries(link.fields)) {
            // A field copied from the row's id names the row itself: its display field's text.
            const text =
              from === 'id'
                ? (picked[`${source.display}_dictText`] ?? picked[source.display])
                : picked[`${from}_dictText`];
            if (typeof text === 'string' && text !== '') texts[`${line}_dictText`] = text;
          }
          return texts;
        },
      },
    ];
  });
  return { createFrom, totals: doc.document.totals };
}
