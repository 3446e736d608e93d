import dayjs, { type Dayjs } from 'dayjs';
import type { EntityDescriptor } from '../../domain/entity/define-entity';
import type { FieldDef } from '../../domain/entity/field';

/** The fields a user edits in the form: writable and not hidden from forms. */
export function formFields(entity: EntityDescriptor): string[] {
  return Object.keys(entity.fields).filter((name) => {
    const def = entity.fields[name]!;
    return !def.system && def.form !== false;
  });
}

/** The declared defaults of the form's fields: what a new record, or a new line of one, starts with. */
export function formDefaults(entity: EntityDescriptor): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const name of formFields(entity)) {
    const def = entity.fields[name]!;
    if (def.default !== undefined) defaults[name] = def.default;
  }
  return defaults;
}

/** A wire value as the form control holds it (dates as dayjs, json as text). */
export function toFormValue(def: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (def.kind === 'date' || def.kind === 'datetime') return dayjs(String(value));
  if (def.kind === 'json') return JSON.stringify(value, null, 2);
  return value;
}

/** A form control value as the body carries it. */
export function fromFormValue(def: FieldDef, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (dayjs.isDayjs(value))
    return (value as Dayjs).format(def.kind === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss');
  if (def.kind === 'json' && typeof value === 'string') {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}

/** The id of a stored line in the form's values (not a control: read with `getFieldsValue(true)`). */
const STORED_LINE = '_lineId';

export function toFormValues(
  entity: EntityDescriptor,
  row: Record<string, unknown>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of formFields(entity)) values[name] = toFormValue(entity.fields[name]!, row[name]);
  for (const [key, lines] of Object.entries(entity.lines)) {
    const rows = Array.isArray(row[key]) ? (row[key] as Record<string, unknown>[]) : [];
    values[key] = rows.map((line) => ({
      ...toFormValues(lines.entity, line),
      _text: line,
      ...(typeof line.id === 'string' ? { [STORED_LINE]: line.id } : {}),
    }));
  }
  return values;
}

export function fromFormValues(
  entity: EntityDescriptor,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of formFields(entity)) {
    const value = fromFormValue(entity.fields[name]!, values[name]);
    if (value !== undefined) body[name] = value;
  }
  for (const [key, lines] of Object.entries(entity.lines)) {
    const rows = Array.isArray(values[key]) ? (values[key] as Record<string, unknown>[]) : [];
    // A stored line goes back with its id: the server updates it in place (its unique keys, such as an
    // invoice's code and number, are then not taken by itself) instead of deleting and adding it again.
    body[key] = rows.map((line, index) => {
      const id = line[STORED_LINE];
      return {
        ...(typeof id === 'string' ? { id } : {}),
        ...fromFormValues(lines.entity, line),
        lineNo: index + 1,
      };
    });
  }
  return body;
}
