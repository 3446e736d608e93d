import type { Params } from '../../client/http';
import type { EntityDescriptor } from '../../domain/entity/define-entity';

/** Values of the query form: texts, selected values, `[begin, end]` pairs of range fields. */
export type QueryValues = Record<string, unknown>;

function dateText(value: unknown, kind: string): string {
  if (value && typeof value === 'object' && 'format' in value && typeof value.format === 'function') {
    return (value as { format(f: string): string }).format(
      kind === 'datetime' ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD',
    );
  }
  return String(value ?? '');
}

/**
 * Turns query-form values into list parameters (api-contract 1.4): `like` fields as `*text*`,
 * ranges as `<field>_begin` / `<field>_end`, multi-selects as comma lists; empty values are dropped
 * (the Vue2 client's filterObj).
 */
export function queryParams(entity: EntityDescriptor, values: QueryValues): Params {
  const params: Params = {};
  for (const name of entity.queryFields) {
    const def = entity.fields[name]!;
    const value = values[name];
    if (value === undefined || value === null || value === '') continue;
    if (def.query === 'range') {
      const [begin, end] = Array.isArray(value) ? value : [];
      // Whole days: the server pads a date-only edge to 00:00:00 / 23:59:59.
      if (begin) params[`${name}_begin`] = dateText(begin, 'date');
      if (end) params[`${name}_end`] = dateText(end, 'date');
      continue;
    }
    if (Array.isArray(value)) {
      if (value.length > 0) params[name] = value.join(',');
      continue;
    }
    if (def.kind === 'bool') {
      params[name] = value === true || value === '1' ? '1' : '0';
      continue;
    }
    const text = String(value).trim();
    if (text === '') continue;
    params[name] = def.query === 'like' ? `*${text}*` : text;
  }
  return params;
}
