import Type, { type TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import { type EntityDescriptor, writableFields } from '../../src/domain/entity/define-entity';
import type { FieldDef } from '../../src/domain/entity/field';

/** Why a field value was refused; each reason has a localised message (entity-messages). */
export type FieldProblem =
  | 'required'
  | 'type'
  | 'tooLong'
  | 'range'
  | 'scale'
  | 'dictionary'
  | 'reference'
  | 'duplicate'
  | 'duplicateTogether';

export interface FieldIssue {
  field: string;
  problem: FieldProblem;
  /**
   * Extra facts for the message: the limit, the offending value. `valueEn` is the value's English text
   * where it differs by language (dictionary items); `fields` the comma-joined fields of a unique key.
   */
  params?: Record<string, string | number>;
}

const ID_PATTERN = '^[0-9A-Za-z]{1,32}$';
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const DATETIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}([ T]\\d{2}:\\d{2}(:\\d{2})?)?$';

/**
 * The TypeBox schema of an add (`required` fields must be present) or edit body (any subset of the
 * writable fields plus `id` and the `version` the editor saw). Unknown properties are allowed and
 * ignored: JeecgBoot clients send whole records back, `_dictText` siblings included.
 */
export function bodySchema(entity: EntityDescriptor, mode: 'add' | 'edit'): TSchema {
  const properties: Record<string, TSchema> = {};
  for (const name of writableFields(entity)) {
    const def = entity.fields[name]!;
    const schema = fieldSchema(def);
    const required = mode === 'add' && def.required && !def.fill && def.default === undefined;
    properties[name] = required ? schema : Type.Optional(Type.Union([schema, Type.Null()]));
  }
  if (mode === 'edit') {
    properties.id = Type.String({ pattern: ID_PATTERN });
    if (entity.versioned) properties.version = Type.Integer({ minimum: 0 });
  }
  return Type.Object(properties, { additionalProperties: true });
}

export function fieldSchema(def: FieldDef): TSchema {
  const bounds = {
    ...(def.min !== undefined ? { minimum: def.min } : {}),
    ...(def.maxValue !== undefined ? { maximum: def.maxValue } : {}),
  };
  switch (def.kind) {
    case 'id':
    case 'ref':
      return Type.String({ pattern: ID_PATTERN });
    case 'string':
    case 'dict':
    case 'text':
      return Type.String({
        ...(def.max ? { maxLength: def.max } : {}),
        ...(def.required ? { minLength: 1 } : {}),
      });
    case 'int':
      return Type.Integer(bounds);
    case 'qty':
    case 'price':
    case 'amount':
    case 'pct':
      return Type.Number(bounds);
    case 'bool':
      return Type.Boolean();
    case 'date':
      return Type.String({ pattern: DATE_PATTERN });
    case 'datetime':
      return Type.String({ pattern: DATETIME_PATTERN });
    case 'json':
      return Type.Unknown();
  }
}

const compiled = new WeakMap<EntityDescriptor, { add: Validator; edit: Validator }>();

/** Compiled validators, one pair per descriptor. */
export function bodyValidator(entity: EntityDescriptor, mode: 'add' | 'edit'): Validator {
  let pair = compiled.get(entity);
  if (!pair) {
    pair = { add: Compile(bodySchema(entity, 'add')), edit: Compile(bodySchema(entity, 'edit')) };
    compiled.set(entity, pair);
  }
  return pair[mode];
}

/** The first problem of each field, in field order, from TypeBox's error list. */
export function schemaIssues(entity: EntityDescriptor, validator: Validator, body: unknown): FieldIssue[] {
  if (validator.Check(body)) return [];
  const byField = new Map<string, FieldIssue>();
  for (const error of validator.Errors(body)) {
    const field =
      error.keyword === 'required'
        ? firstMissing(error.params as { requiredProperties?: string[] }, body)
        : error.instancePath.split('/')[1];
    if (!field || byField.has(field)) continue;
    byField.set(field, toIssue(entity, field, error.keyword));
  }
  const order = Object.keys(entity.fields);
  return [...byField.values()].sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

function firstMissing(params: { requiredProperties?: string[] }, body: unknown): string | undefined {
  const record = (body ?? {}) as Record<string, unknown>;
  return params.requiredProperties?.find((name) => record[name] === undefined);
}

function toIssue(entity: EntityDescriptor, field: string, keyword: string): FieldIssue {
  const def = entity.fields[field];
  switch (keyword) {
    case 'required':
    case 'minLength':
      return { field, problem: 'required' };
    case 'maxLength':
      return { field, problem: 'tooLong', params: { max: def?.max ?? 0 } };
    case 'minimum':
    case 'maximum':
      return { field, problem: 'range', params: { min: def?.min ?? '', max: def?.maxValue ?? '' } };
    default:
      return { field, problem: 'type' };
  }
}
