import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';
import { isPlainDecimal } from '../../src/domain/plain-decimal';
import { AppError } from './app-error';

/** The JSON-schema keywords this walker follows (what TypeBox emits for the route schemas). */
interface SchemaNode {
  type?: string | string[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode | boolean;
  pattern?: string;
}

export type HttpPart = 'body' | 'querystring' | 'params' | 'headers';

/** A value that stands where a route takes a number but is not written in plain decimal notation. */
export interface LooseNumber {
  field: string;
  value: string;
}

/** The types a schema position admits, or null when it says nothing (any value). */
function admittedTypes(schema: SchemaNode): Set<string> | null {
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (schema.type === undefined && branches.length === 0) return null;
  const types = new Set<string>(
    schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type],
  );
  for (const branch of branches) {
    const inner = admittedTypes(branch);
    if (inner === null) return null;
    for (const type of inner) types.add(type);
  }
  return types;
}

/** Text that `Number()` (and so JSON-schema type coercion) would read as a number. */
function readsAsNumber(text: string): boolean {
  return text.trim() !== '' && !Number.isNaN(Number(text));
}

/**
 * Whether a text branch of the position declares a pattern the text matches: an opaque key such as a
 * captcha key (`574e758035564268`) is a text of its own shape, even when `Number()` would read it.
 */
function textOfItsPattern(schema: SchemaNode, text: string): boolean {
  return positions(schema).some(
    (node) => node.type === 'string' && node.pattern !== undefined && new RegExp(node.pattern).test(text),
  );
}

/** The schemas at this position: the node itself and every branch of its unions and intersections. */
function positions(schema: SchemaNode): SchemaNode[] {
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [schema, ...branches.flatMap(positions)];
}

function childPath(path: string, key: string | number): string {
  return path === '' ? String(key) : `${path}.${key}`;
}

/**
 * Walks `value` along `schema` and returns the first text standing where a number is admitted that is
 * not a plain decimal (issue 16 point 2). Text where the position also admits text is left alone unless
 * `Number()` would read it (`0x10`, ` 5 `, `1e1`, `+4`, `Infinity`): that is what schema coercion turns
 * into a number. In a JSON body a plain decimal text where only a number is admitted becomes that
 * number here, since the body's validator does not coerce (`null` and `true` must never become 0 and 1).
 */
export function findLooseNumber(
  schema: SchemaNode,
  value: unknown,
  part: HttpPart,
  path = '',
): LooseNumber | { replace: number } | null {
  if (typeof value === 'string') {
    const types = admittedTypes(schema);
    if (types === null || (!types.has('number') && !types.has('integer'))) {
      // A single query value where the route takes a list (`ids=1`): its items decide.
      const items = schema.items;
      if (part !== 'body' && types?.has('array') && typeof items === 'object')
        return findLooseNumber(items, value, part, path);
      return null;
    }
    if (isPlainDecimal(value))
      return types.has('string') || part !== 'body' ? null : { replace: Number(value) };
    if (types.has('string') && (!readsAsNumber(value) || textOfItsPattern(schema, value))) return null;
    return { field: path === '' ? part : path, value };
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const node of positions(schema)) {
    const found = Array.isArray(value)
      ? walkItems(node, value, part, path)
      : walkProperties(node, value, part, path);
    if (found) return found;
  }
  return null;
}

function walkItems(schema: SchemaNode, list: unknown[], part: HttpPart, path: string): LooseNumber | null {
  if (typeof schema.items !== 'object') return null;
  for (const [index, item] of list.entries()) {
    const found = findLooseNumber(schema.items, item, part, childPath(path, index));
    if (found && 'replace' in found) list[index] = found.replace;
    else if (found) return found;
  }
  return null;
}

function walkProperties(
  schema: SchemaNode,
  record: object,
  part: HttpPart,
  path: string,
): LooseNumber | null {
  const fields = record as Record<string, unknown>;
  for (const [key, item] of Object.entries(fields)) {
    const own = schema.properties?.[key];
    const child =
      own ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : null);
    if (!child) continue;
    const found = findLooseNumber(child, item, part, childPath(path, key));
    if (found && 'replace' in found) fields[key] = found.replace;
    else if (found) return found;
  }
  return null;
}

function notDecimal(loose: LooseNumber): AppError {
  return new AppError(
    'request.notDecimal',
    { field: loose.field.slice(0, 80), value: JSON.stringify(loose.value.slice(0, 24)) },
    { status: 400, resultCode: 400 },
  );
}

/**
 * Every route's validators read numbers strictly: a JSON body is checked without type coercion (its
 * numbers are numbers already), query strings, paths and headers keep Fastify's coercion of text, and
 * both refuse a number written in any notation but plain decimal with `request.notDecimal` before
 * the schema runs. Registered on the root instance before any route.
 */
export function registerStrictNumbers(app: FastifyInstance): void {
  const pool = AjvCompiler();
  const textValidators = pool({}, { customOptions: {} });
  const bodyValidators = pool({}, { customOptions: { coerceTypes: false } });
  const compiler: FastifySchemaCompiler<FastifySchema> = (route) => {
    const part = route.httpPart as HttpPart;
    const validate = (part === 'body' ? bodyValidators : textValidators)(route);
    const schema = route.schema as SchemaNode;
    // Fastify reads `errors` of the function it was given when it answers false, as Ajv's own do.
    const strict = Object.assign(
      (data: unknown) => {
        const loose = findLooseNumber(schema, data, part);
        if (loose && !('replace' in loose)) return { error: notDecimal(loose) };
        // No route schema is `$async`, so Ajv answers synchronously.
        const valid = validate(data) as boolean;
        strict.errors = validate.errors;
        return valid;
      },
      { errors: null as typeof validate.errors },
    );
    return strict;
  };
  app.setValidatorCompiler(compiler);
}
