import { sql } from 'kysely';
import type { EntityDescriptor } from '../../src/domain/entity/define-entity';
import type { Locale } from '../../src/domain/i18n-text';
import type { AppContext } from '../context';
import { dictionaryOptions } from '../modules/dict/dictionary-options';
import { entityRegistry } from './entity-registry';
import { fromStorage, type WireRow } from './entity-rows';
import { entityDb } from './entity-store';

/** The text of one value of a field: dictionary item text, or the display of a referenced row. */
export type TextLookup = (field: string, value: unknown) => string | null;

/** The fields of a descriptor that carry a `<field>_dictText`, worked out once per descriptor. */
const textedFields = new WeakMap<EntityDescriptor, readonly string[]>();

function textedFieldsOf(entity: EntityDescriptor): readonly string[] {
  let names = textedFields.get(entity);
  if (!names) {
    names = Object.keys(entity.fields).filter((name) => {
      const def = entity.fields[name]!;
      return (def.kind === 'dict' || def.kind === 'ref') && !def.secret && name !== 'id';
    });
    textedFields.set(entity, names);
  }
  return names;
}

/**
 * Adds `<field>_dictText` to every row (api-contract 1.3): the dictionary text of dictionary fields
 * (comma-joined for multi-values, null when empty) and the display field of referenced rows.
 */
export async function withDictText(
  ctx: AppContext,
  entity: EntityDescriptor,
  rows: WireRow[],
  locale: Locale,
  tenantId: number,
): Promise<WireRow[]> {
  const lookup = await textLookup(ctx, entity, rows, locale, tenantId);
  const texted = textedFieldsOf(entity);
  return rows.map((row) => {
    const out: WireRow = { ...row };
    for (const name of texted) out[`${name}_dictText`] = lookup(name, row[name]);
    return out;
  });
}

/** A referenced entity whose display texts a page needs: the distinct ids its rows name. */
interface ReferenceNeed {
  field: string;
  target: EntityDescriptor;
  ids: string[];
}

/** A lookup over the dictionaries and referenced rows the given rows need. */
export async function textLookup(
  ctx: AppContext,
  entity: EntityDescriptor,
  rows: readonly WireRow[],
  locale: Locale,
  tenantId: number,
): Promise<TextLookup> {
  const dictTexts = new Map<string, Map<string, string>>();
  const needs: ReferenceNeed[] = [];
  const registry = entityRegistry(ctx);
  for (const [name, def] of Object.entries(entity.fields)) {
    if (def.kind === 'dict' && def.dict) {
      const options = (await dictionaryOptions(ctx, def.dict, locale, tenantId)) ?? [];
      dictTexts.set(name, new Map(options.map((option) => [option.value, option.text])));
    }
    const target = def.kind === 'ref' && def.ref ? registry.get(def.ref) : undefined;
    if (target) {
      const ids = new Set<string>();
      for (const row of rows) {
        const id = row[name];
        if (typeof id === 'string') ids.add(id);
      }
      needs.push({ field: name, target, ids: [...ids] });
    }
  }
  const refTexts = await referenceTexts(ctx, needs, tenantId);
  return (field, value) => {
    if (value === null || value === undefined || value === '') return null;
    const dict = dictTexts.get(field);
    if (dict) {
      const text = String(value);
      // A multi-value field joins its values with commas; most values are one.
      if (!text.includes(',')) return dict.get(text) ?? text;
      return text
        .split(',')
        .map((part) => dict.get(part) ?? part)
        .join(',');
    }
    return refTexts.get(field)?.get(String(value)) ?? null;
  };
}

/** Display kinds read in one statement for every referenced entity (the text of a string column). */
const TEXT_KINDS: ReadonlySet<string> = new Set(['string', 'text', 'dict']);

/**
 * The display texts of every referenced row a page names, by field then id. The references whose display
 * field is text are read in one statement (`select … union all select …`: one round of compile, execute
 * and await for the page instead of one per reference field); others one statement each.
 */
async function referenceTexts(
  ctx: AppContext,
  needs: readonly ReferenceNeed[],
  tenantId: number,
): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  const joined: ReferenceNeed[] = [];
  for (const need of needs) {
    out.set(need.field, new Map());
    if (need.ids.length === 0) continue;
    const def = need.target.fields[need.target.display]!;
    if (TEXT_KINDS.has(def.kind)) joined.push(need);
    else out.set(need.field, await displayTexts(ctx, need.target, need.ids, tenantId));
  }
  if (joined.length === 1) {
    const [need] = joined as [ReferenceNeed];
    out.set(need.field, await displayTexts(ctx, need.target, need.ids, tenantId));
  } else if (joined.length > 1) {
    const selects = joined.map(
      (need, index) => sql`select ${sql.lit(index)} as ref, id, ${sql.ref(need.target.display)} as shown
        from ${sql.table(need.target.table)} where tenant_id = ${tenantId} and id in (${sql.join(need.ids)})`,
    );
    const { rows } = await sql<{ ref: number | string; id: unknown; shown: unknown }>`${sql.join(
      selects,
      sql` union all `,
    )}`.execute(entityDb(ctx));
    for (const row of rows)
      out.get(joined[Number(row.ref)]!.field)!.set(String(row.id), row.shown === null ? '' : String(row.shown));
  }
  return out;
}

/** The display texts of some rows of one entity, by id. */
async function displayTexts(
  ctx: AppContext,
  target: EntityDescriptor,
  ids: string[],
  tenantId: number,
): Promise<Map<string, string>> {
  const display = target.display;
  const rows = await entityDb(ctx)
    .selectFrom(target.table)
    .select(['id', display])
    .where('tenantId', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
  const def = target.fields[display]!;
  return new Map(rows.map((row) => [String(row.id), String(fromStorage(def, row[display]) ?? '')]));
}
