import type { CanonicalValue } from '../../src/domain/entity/coerce-value';
import type { EntityDescriptor } from '../../src/domain/entity/define-entity';
import { type FieldDef, isScaled } from '../../src/domain/entity/field';
import { fromScaled } from '../../src/domain/entity/scaled-number';
import { formatDateTime, toDbDateTime } from '../db/datetime';

/** A row as the database driver hands it back (camelCase keys through CamelCasePlugin). */
export type StoredRow = Record<string, unknown>;
/** A row as it goes on the wire: canonical values, scaled kinds as decimals, `_dictText` siblings. */
export type WireRow = Record<string, unknown>;

const WIRE_OFFSET = '+08:00';

/** The value written to the column for a canonical value (see coerce-value). */
export function toStorage(def: FieldDef, value: CanonicalValue): string | number | null {
  if (value === null) return null;
  switch (def.kind) {
    case 'bool':
      return value === true ? 1 : 0;
    case 'datetime': {
      // Canonical instants are GMT+8 wall-clock texts (api-contract 1.1); the column holds UTC.
      const ms = Date.parse(`${String(value).replace(' ', 'T')}${WIRE_OFFSET}`);
      return Number.isNaN(ms) ? null : toDbDateTime(ms);
    }
    case 'json':
      return JSON.stringify(value);
    case 'int':
    case 'qty':
    case 'price':
    case 'amount':
    case 'pct':
      return Number(value);
    default:
      return String(value);
  }
}

/** The wire value of a stored column. */
export function fromStorage(def: FieldDef, raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  if (isScaled(def.kind)) return fromScaled(Number(raw), def.kind);
  switch (def.kind) {
    case 'id':
    case 'ref':
      return String(raw);
    case 'int':
      return Number(raw);
    case 'bool':
      return Number(raw) === 1;
    case 'date':
      return raw instanceof Date ? localDate(raw) : String(raw).slice(0, 10);
    case 'datetime':
      return formatDateTime(raw as Date | string);
    case 'json':
      return typeof raw === 'string' ? parseJson(raw) : raw;
    default:
      return raw;
  }
}

/** The non-secret fields of a descriptor in order, worked out once per descriptor (every list row reads them). */
const wireFields = new WeakMap<EntityDescriptor, readonly (readonly [string, FieldDef])[]>();

function wireFieldsOf(entity: EntityDescriptor): readonly (readonly [string, FieldDef])[] {
  let fields = wireFields.get(entity);
  if (!fields) {
    fields = Object.entries(entity.fields).filter(([, def]) => !def.secret);
    wireFields.set(entity, fields);
  }
  return fields;
}

/** A stored row as it goes on the wire, without secret columns. */
export function toWire(entity: EntityDescriptor, row: StoredRow): WireRow {
  const out: WireRow = {};
  for (const [name, def] of wireFieldsOf(entity)) out[name] = fromStorage(def, row[name]);
  return out;
}

// pg parses a DATE into local midnight of that day, so the local getters give the day back.
function localDate(value: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
