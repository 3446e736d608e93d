import { parseDecimal } from '../plain-decimal';
import { type FieldDef, isScaled } from './field';
import { toScaled } from './scaled-number';

/**
 * A field value in the engine's canonical form, the same on the server and in the client:
 * ids and refs as strings (19-digit snowflakes or 32-character stable ids, server/db/ids.ts), ints as numbers, scaled kinds
 * as their stored integers (domain.md 0.2), flags as booleans, dates as `YYYY-MM-DD`, instants as
 * `YYYY-MM-DD HH:mm:ss` in the contract's GMT+8 (api-contract 1.1), json as parsed values.
 */
export type CanonicalValue = string | number | boolean | null | object;

export type Coerced =
  | { ok: true; value: CanonicalValue }
  | { ok: false; reason: 'type' | 'tooLong' | 'range' };

const ID = /^[0-9A-Za-z]{1,32}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const TRUE = new Set(['true', '1', 'y', 'yes', '是']);
const FALSE = new Set(['false', '0', 'n', 'no', '否']);

const bad: Coerced = { ok: false, reason: 'type' };

/**
 * Converts an input (JSON body value, query string, spreadsheet cell) to the canonical form of a
 * field. Empty strings and null become null; required-ness is checked by the caller.
 */
export function coerceValue(def: FieldDef, input: unknown): Coerced {
  if (input === null || input === undefined) return { ok: true, value: null };
  if (typeof input === 'string' && input.trim() === '' && def.kind !== 'text')
    return { ok: true, value: null };
  switch (def.kind) {
    case 'id':
    case 'ref': {
      const text = typeof input === 'number' && Number.isSafeInteger(input) ? String(input) : input;
      return typeof text === 'string' && ID.test(text.trim()) ? { ok: true, value: text.trim() } : bad;
    }
    case 'string':
    case 'text':
    case 'dict': {
      const text = typeof input === 'number' ? String(input) : input;
      if (typeof text !== 'string') return bad;
      const value = def.kind === 'text' ? text : text.trim();
      if (def.max !== undefined && [...value].length > def.max) return { ok: false, reason: 'tooLong' };
      return { ok: true, value };
    }
    case 'int': {
      if (typeof input !== 'number' && typeof input !== 'string') return bad;
      const parsed = parseDecimal(input, { places: 0, negative: true });
      return parsed.ok ? inRange(def, parsed.units) : bad;
    }
    case 'qty':
    case 'price':
    case 'amount':
    case 'pct': {
      if (typeof input !== 'number' && typeof input !== 'string') return bad;
      const scaled = isScaled(def.kind) ? toScaled(input, def.kind) : undefined;
      if (scaled === undefined) return bad;
      const display = Number(input);
      const ranged = inRange(def, display);
      return ranged.ok ? { ok: true, value: scaled } : ranged;
    }
    case 'bool': {
      if (typeof input === 'boolean') return { ok: true, value: input };
      const text = String(input).trim().toLowerCase();
      if (TRUE.has(text)) return { ok: true, value: true };
      if (FALSE.has(text)) return { ok: true, value: false };
      return bad;
    }
    case 'date': {
      if (typeof input !== 'string') return bad;
      const text = input.trim().slice(0, 10);
      return validDate(text) ? { ok: true, value: text } : bad;
    }
    case 'datetime':
      return typeof input === 'string' ? normaliseDateTime(input) : bad;
    case 'json':
      return typeof input === 'object' ? { ok: true, value: input } : parseJson(input);
  }
}

function inRange(def: FieldDef, value: number): Coerced {
  if (!Number.isFinite(value)) return bad;
  if (def.min !== undefined && value < def.min) return { ok: false, reason: 'range' };
  if (def.maxValue !== undefined && value > def.maxValue) return { ok: false, reason: 'range' };
  return { ok: true, value };
}

function validDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

function normaliseDateTime(input: string): Coerced {
  const text = input.trim();
  if (validDate(text)) return { ok: true, value: `${text} 00:00:00` };
  const match = DATETIME.exec(text);
  if (!match) return bad;
  const [, y, mo, d, h, mi, s = '00'] = match;
  const date = `${y}-${mo}-${d}`;
  if (!validDate(date) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return bad;
  return { ok: true, value: `${date} ${h}:${mi}:${s}` };
}

function parseJson(input: unknown): Coerced {
  if (typeof input !== 'string') return bad;
  try {
    return { ok: true, value: JSON.parse(input) as object };
  } catch {
    return bad;
  }
}
