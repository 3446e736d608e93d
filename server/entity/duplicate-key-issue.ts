import type { CanonicalValue } from '../../src/domain/entity/coerce-value';
import type { EntityDescriptor } from '../../src/domain/entity/define-entity';
import type { LocalText } from '../../src/domain/i18n-text';
import type { AppContext } from '../context';
import { entityRegistry } from './entity-registry';
import { fromStorage } from './entity-rows';
import type { FieldIssue } from './entity-schemas';
import type { EntityDb } from './entity-store';

/**
 * The issue of a unique key another row already holds, on the key's first field. The message names the
 * values as the user knows them (a product by its code and name, not its id) and, for a key over several
 * fields, every field: 产品、仓库为“P-1 螺丝 / W1 中央仓库”的记录已存在.
 */
export async function duplicateKeyIssue(
  ctx: AppContext,
  db: EntityDb,
  entity: EntityDescriptor,
  key: readonly string[],
  values: Readonly<Record<string, CanonicalValue>>,
  tenantId: number,
): Promise<FieldIssue> {
  const text = await uniqueKeyText(ctx, db, entity, key, values, tenantId);
  const params = { value: text.zh, ...(text.en === text.zh ? {} : { valueEn: text.en }) };
  return key.length === 1
    ? { field: key[0]!, problem: 'duplicate', params }
    : { field: key[0]!, problem: 'duplicateTogether', params: { ...params, fields: key.join(',') } };
}

/**
 * The values of a unique key as a user reads them, in both languages: a referenced row by its code and
 * display (`P-001 螺丝`), never its id; a dictionary value by its item text; anything else as entered.
 * Joined with ` / ` in key order.
 */
async function uniqueKeyText(
  ctx: AppContext,
  db: EntityDb,
  entity: EntityDescriptor,
  key: readonly string[],
  values: Readonly<Record<string, CanonicalValue>>,
  tenantId: number,
): Promise<LocalText> {
  const zh: string[] = [];
  const en: string[] = [];
  for (const name of key) {
    const def = entity.fields[name]!;
    const value = values[name];
    const raw = String(value);
    if (def.kind === 'ref' && def.ref) {
      const text = await referenceText(ctx, db, def.ref, raw, tenantId);
      zh.push(text);
      en.push(text);
    } else if (def.kind === 'dict' && def.dict) {
      const [zhOptions, enOptions] = await Promise.all([
        ctx.dictionaries.options(def.dict, 'zh_CN'),
        ctx.dictionaries.options(def.dict, 'en_US'),
      ]);
      zh.push(zhOptions?.find((option) => option.value === raw)?.text ?? raw);
      en.push(enOptions?.find((option) => option.value === raw)?.text ?? raw);
    } else {
      zh.push(raw);
      en.push(raw);
    }
  }
  return { zh: zh.join(' / '), en: en.join(' / ') };
}

/** `code display` of a referenced row (one of them when they are the same field); the id if it is gone. */
async function referenceText(
  ctx: AppContext,
  db: EntityDb,
  entityName: string,
  id: string,
  tenantId: number,
): Promise<string> {
  const target = entityRegistry(ctx).get(entityName);
  if (!target) return id;
  const shown = [...new Set([target.fields.code ? 'code' : null, target.display].filter((f) => f !== null))];
  const row = await db
    .selectFrom(target.table)
    .select(shown)
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return id;
  const parts = shown.map((name) => fromStorage(target.fields[name]!, row[name]));
  return parts.filter((part) => part !== null && part !== '').join(' ') || id;
}
