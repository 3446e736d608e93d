import type { EntityDescriptor } from '../../src/domain/entity/define-entity';
import type { FieldDef } from '../../src/domain/entity/field';
import { type Locale, pickText } from '../../src/domain/i18n-text';

/**
 * Columns of the spreadsheet an entity exports and imports: every field a user writes, then who
 * created the row and when (exported for reading, ignored on import). Lines are not part of it.
 */
export function sheetFields(entity: EntityDescriptor): string[] {
  return Object.keys(entity.fields).filter((name) => {
    const def = entity.fields[name]!;
    if (def.secret || def.kind === 'json') return false;
    return !def.system || name === 'createBy' || name === 'createTime';
  });
}

export function sheetHeader(entity: EntityDescriptor, locale: Locale): string[] {
  return sheetFields(entity).map((name) => pickText(entity.fields[name]!.label, locale));
}

const YES = { zh: '是', en: 'Yes' };
const NO = { zh: '否', en: 'No' };

/** A wire value as a cell: dictionary and reference texts, flags as 是/否, numbers as numbers. */
export function cellValue(
  def: FieldDef,
  value: unknown,
  text: string | null,
  locale: Locale,
): string | number | null {
  if (value === null || value === undefined) return null;
  if (def.kind === 'bool') return pickText(value ? YES : NO, locale);
  if (def.kind === 'dict' || def.kind === 'ref') return text ?? String(value);
  if (typeof value === 'number') return value;
  return String(value);
}

/**
 * The field a header cell names among `fields` (the sheet columns by default): its label in either
 * language, or the field name itself.
 */
export function headerField(
  entity: EntityDescriptor,
  cell: string,
  fields: readonly string[] = sheetFields(entity),
): string | undefined {
  const wanted = cell.trim().toLowerCase();
  if (wanted === '') return undefined;
  return fields.find((name) => {
    const label = entity.fields[name]!.label;
    return (
      name.toLowerCase() === wanted || label.zh.toLowerCase() === wanted || label.en.toLowerCase() === wanted
    );
  });
}
