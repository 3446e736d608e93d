import { type CanonicalValue, coerceValue } from './coerce-value';
import type { EntityDescriptor } from './define-entity';
import type { FieldDef } from './field';

/** One filter over a descriptor field; values are canonical (see coerce-value). */
export type Condition =
  | { field: string; op: 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le'; value: CanonicalValue }
  | { field: string; op: 'in'; values: CanonicalValue[] }
  /** `text` is literal: the translation escapes `%` and `_` before adding the wildcards. */
  | { field: string; op: 'like'; text: string; anchor: 'contains' | 'starts' | 'ends' }
  /** Multi-select columns: any of the values appears in the comma list. */
  | { field: string; op: 'anyLike'; texts: string[] }
  /** The advanced search (`superQueryParams`): its conditions in one AND or OR block. */
  | { op: 'group'; match: 'and' | 'or'; conditions: Condition[] };

export interface SortKey {
  field: string;
  order: 'asc' | 'desc';
}

export interface ListQuery {
  pageNo: number;
  pageSize: number;
  sort: SortKey[];
  conditions: Condition[];
  /** Export only: ids of the selected rows (api-contract 1.4 `selections`). */
  selections: string[];
}

export interface QueryIssue {
  code: 'entity.query.badValue' | 'entity.query.badSort' | 'entity.query.tooDeep';
  params: Record<string, string | number>;
}

export type ParsedQuery = { ok: true; query: ListQuery } | { ok: false; issue: QueryIssue };

export type QueryParams = Record<string, unknown>;

/** api-contract 1.4: we cap what JeecgBoot leaves unlimited. */
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 1000;
/** domain.md 6.2: lists stop at 10 000 rows deep and ask for a narrower filter. */
export const PAGE_DEPTH_MAX = 10_000;

const RESERVED = new Set([
  'pageNo',
  'pageSize',
  'column',
  'order',
  'field',
  '_t',
  'selections',
  'superQueryParams',
  'superQueryMatchType',
]);
/** api-contract 1.4: the rules of the advanced search, word and symbol forms. */
const SUPER_RULES: Record<
  string,
  'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'in' | 'contains' | 'ends' | 'starts'
> = {
  eq: 'eq',
  '=': 'eq',
  ne: 'ne',
  '!=': 'ne',
  gt: 'gt',
  '>': 'gt',
  ge: 'ge',
  '>=': 'ge',
  lt: 'lt',
  '<': 'lt',
  le: 'le',
  '<=': 'le',
  in: 'in',
  like: 'contains',
  left_like: 'ends',
  right_like: 'starts',
};
const SUPER_QUERY_MAX = 20;
const COMPARISON: [prefix: string, op: 'ge' | 'gt' | 'le' | 'lt'][] = [
  ['>= ', 'ge'],
  ['> ', 'gt'],
  ['<= ', 'le'],
  ['< ', 'lt'],
];
const TEXT_KINDS = new Set(['string', 'text', 'dict']);

/**
 * Translates list request parameters (api-contract 1.4) into conditions over the descriptor's
 * fields. Parameters that are not fields are ignored, secret fields are never filterable, values
 * that do not fit the field's kind are an error rather than a silent empty list.
 */
export function parseListQuery(entity: EntityDescriptor, params: QueryParams): ParsedQuery {
  const conditions: Condition[] = [];
  for (const [key, raw] of Object.entries(params)) {
    if (RESERVED.has(key)) continue;
    const value = firstString(raw);
    if (value === undefined || value === '') continue;
    const issue = addCondition(entity, key, value, conditions);
    if (issue) return { ok: false, issue };
  }
  const superQuery = firstString(params.superQueryParams);
  if (superQuery) {
    const match = firstString(params.superQueryMatchType)?.toLowerCase() === 'or' ? 'or' : 'and';
    const group = parseSuperQuery(entity, superQuery, match);
    if ('code' in group) return { ok: false, issue: group };
    if (group.conditions.length > 0) conditions.push(group);
  }
  const sort = parseSort(entity, firstString(params.column), firstString(params.order));
  if (!Array.isArray(sort)) return { ok: false, issue: sort };
  const pageNo = positiveInt(params.pageNo) ?? 1;
  const pageSize = Math.min(positiveInt(params.pageSize) ?? PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX);
  if ((pageNo - 1) * pageSize >= PAGE_DEPTH_MAX) {
    return { ok: false, issue: { code: 'entity.query.tooDeep', params: { max: PAGE_DEPTH_MAX } } };
  }
  const selections = (firstString(params.selections) ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^[0-9A-Za-z]{1,32}$/.test(id));
  return { ok: true, query: { pageNo, pageSize, sort, conditions, selections } };
}

function addCondition(
  entity: EntityDescriptor,
  key: string,
  value: string,
  out: Condition[],
): QueryIssue | undefined {
  const range = /^(.+)_(begin|end)$/.exec(key);
  const multi = /^(.+)_MultiString$/.exec(key);
  const name = range?.[1] ?? multi?.[1] ?? key;
  // hasOwn first: `constructor` or `__proto__` must not reach Object.prototype.
  const def = Object.hasOwn(entity.fields, name) ? entity.fields[name] : undefined;
  if (!def || def.secret) return undefined;
  const badValue = (): QueryIssue => ({ code: 'entity.query.badValue', params: { field: name, value } });

  if (range) {
    const padded = def.kind === 'datetime' && value.trim().length === 10;
    const edge = padded ? `${value.trim()} ${range[2] === 'begin' ? '00:00:00' : '23:59:59'}` : value;
    const coerced = coerce(def, edge);
    if (coerced === undefined) return badValue();
    out.push({ field: name, op: range[2] === 'begin' ? 'ge' : 'le', value: coerced });
    return undefined;
  }
  if (multi) return pushIn(def, name, value.split(','), out) ? undefined : badValue();

  if (value.startsWith('!')) {
    const coerced = coerce(def, value.slice(1));
    if (coerced === undefined) return badValue();
    out.push({ field: name, op: 'ne', value: coerced });
    return undefined;
  }
  for (const [prefix, op] of COMPARISON) {
    if (value.startsWith(prefix)) {
      const coerced = coerce(def, value.slice(prefix.length));
      if (coerced === undefined) return badValue();
      out.push({ field: name, op, value: coerced });
      return undefined;
    }
  }
  const starts = value.startsWith('*');
  const ends = value.length > 1 && value.endsWith('*');
  if (starts || ends) {
    if (!TEXT_KINDS.has(def.kind)) return badValue();
    const text = value.slice(starts ? 1 : 0, ends ? -1 : undefined);
    if (text === '') return undefined;
    out.push({
      field: name,
      op: 'like',
      text,
      anchor: starts && ends ? 'contains' : starts ? 'ends' : 'starts',
    });
    return undefined;
  }
  if (value.length > 2 && value.startsWith(',') && value.endsWith(',') && TEXT_KINDS.has(def.kind)) {
    const texts = value.split(',').filter((part) => part !== '');
    out.push({ field: name, op: 'anyLike', texts });
    return undefined;
  }
  if (value.includes(',')) return pushIn(def, name, value.split(','), out) ? undefined : badValue();
  const coerced = coerce(def, value.replaceAll('++', ','));
  if (coerced === undefined) return badValue();
  out.push({ field: name, op: 'eq', value: coerced });
  return undefined;
}

/**
 * `superQueryParams` (api-contract 1.4): a JSON array of `{field, rule, val}`, URL-encoded by the
 * client; fields must be descriptor fields, rules one of SUPER_RULES, values of the field's kind.
 */
function parseSuperQuery(
  entity: EntityDescriptor,
  text: string,
  match: 'and' | 'or',
): Extract<Condition, { op: 'group' }> | QueryIssue {
  const bad = (field: string, value: string): QueryIssue => ({
    code: 'entity.query.badValue',
    params: { field, value: value.slice(0, 100) },
  });
  let items: unknown;
  try {
    items = JSON.parse(text.trimStart().startsWith('[') ? text : decodeURIComponent(text));
  } catch {
    return bad('superQueryParams', text);
  }
  if (!Array.isArray(items) || items.length > SUPER_QUERY_MAX) return bad('superQueryParams', text);
  const conditions: Condition[] = [];
  for (const item of items) {
    const { field, rule, val } = (item ?? {}) as Record<string, unknown>;
    const name = typeof field === 'string' ? field : '';
    const def = Object.hasOwn(entity.fields, name) ? entity.fields[name] : undefined;
    const kind = typeof rule === 'string' ? SUPER_RULES[rule.toLowerCase()] : undefined;
    const value = typeof val === 'number' ? String(val) : typeof val === 'string' ? val : '';
    if (!def || def.secret || !kind) return bad(name || 'superQueryParams', String(rule ?? ''));
    if (value === '') continue;
    if (kind === 'contains' || kind === 'ends' || kind === 'starts') {
      if (!TEXT_KINDS.has(def.kind)) return bad(name, value);
      conditions.push({ field: name, op: 'like', text: value, anchor: kind });
    } else if (kind === 'in') {
      if (!pushIn(def, name, value.split(','), conditions)) return bad(name, value);
    } else {
      const coerced = coerce(def, value);
      if (coerced === undefined) return bad(name, value);
      conditions.push({ field: name, op: kind, value: coerced });
    }
  }
  return { op: 'group', match, conditions };
}

function pushIn(def: FieldDef, name: string, parts: string[], out: Condition[]): boolean {
  const values: CanonicalValue[] = [];
  for (const part of parts) {
    if (part.trim() === '') continue;
    const coerced = coerce(def, part.trim());
    if (coerced === undefined) return false;
    values.push(coerced);
  }
  if (values.length > 0) out.push({ field: name, op: 'in', values });
  return true;
}

/** A filter value of the field's kind; length limits do not apply to filters. */
function coerce(def: FieldDef, raw: string): CanonicalValue | undefined {
  const result = coerceValue({ ...def, max: undefined, min: undefined, maxValue: undefined }, raw);
  return result.ok && result.value !== null ? result.value : undefined;
}

function parseSort(entity: EntityDescriptor, column?: string, order?: string): SortKey[] | QueryIssue {
  if (!column) return [{ field: entity.defaultSort.column, order: entity.defaultSort.order }];
  // api-contract 1.4: `order` containing asc (any case) sorts ascending, anything else descending.
  const direction = order?.toLowerCase().includes('asc') ? 'asc' : 'desc';
  const keys: SortKey[] = [];
  for (const part of column.split(',')) {
    const name = part.trim().replace(/_dictText$/, '');
    if (name === '') continue;
    if (!entity.sortable.includes(name))
      return { code: 'entity.query.badSort', params: { column: part.trim() } };
    keys.push({ field: name, order: direction });
  }
  return keys.length > 0 ? keys : [{ field: entity.defaultSort.column, order: entity.defaultSort.order }];
}

function firstString(raw: unknown): string | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

function positiveInt(raw: unknown): number | undefined {
  const text = firstString(raw);
  if (!text || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}
