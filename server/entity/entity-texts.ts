import type { EntityDescriptor } from '../../src/domain/entity/define-entity';
import type { Locale } from '../../src/domain/i18n-text';
import type { AppContext } from '../context';
import { dictionaryOptions } from '../modules/dict/dictionary-options';
import { entityRegistry } from './entity-registry';
import { fromStorage, type WireRow } from './entity-rows';
import { entityDb } from './entity-store';

/** The text of one value of a field: dictionary item text, or the display of a referenced row. */
export type TextLookup = (field: string, value: unknown) => string | null;

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
  const texted = Object.keys(entity.fields).filter((name) => {
    const kind = entity.fields[name]!.kind;
    return (kind === 'dict' || kind === 'ref') && !entity.fields[name]!.secret && name !== 'id';
  });
  return rows.map((row) => {
    const out: WireRow = { ...row };
    for (const name of texted) out[`${name}_dictText`] = lookup(name, row[name]);
    return out;
  });
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
  const refTexts = new Map<string, Map<string, string>>();
  const registry = entityRegistry(ctx);
  for (const [name, def] of Object.entries(entity.fields)) {
    if (def.kind === 'dict' && def.dict) {
      const options = (await dictionaryOptions(ctx, def.dict, locale, tenantId)) ?? [];
      dictTexts.set(name, new Map(options.map((option) => [option.value, option.text])));
    }
    const target = def.kind === 'ref' && def.ref ? registry.get(def.ref) : undefined;
    if (target) {
      const ids = [
        ...new Set(rows.map((row) => row[name]).filter((id): id is string => typeof id === 'string')),
      ];
      refTexts.set(name, await referenceTexts(ctx, target, ids, tenantId));
    }
  }
  return (field, value) => {
    if (value === null || value === undefined || value === '') return null;
    const dict = dictTexts.get(field);
    if (dict) {
      return String(value)
        .split(',')
        .map((part) => dict.get(part) ?? part)
        .join(',');
    }
    return refTexts.get(field)?.get(String(value)) ?? null;
  };
}

async function referenceTexts(
  ctx: AppContext,
  target: EntityDescriptor,
  ids: string[],
  tenantId: number,
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
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
