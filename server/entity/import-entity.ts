import ExcelJS from 'exceljs';
import { coerceValue } from '../../src/domain/entity/coerce-value';
import type { EntityDescriptor } from '../../src/domain/entity/define-entity';
import { fieldProblemMessages } from '../../src/domain/entity/entity-errors';
import { isNumeric } from '../../src/domain/entity/field';
import { errorMessage, formatMessage } from '../../src/domain/errors';
import { type Locale, pickText } from '../../src/domain/i18n-text';
import { isPlainDecimal } from '../../src/domain/plain-decimal';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import type { SessionUser } from '../http/session-user';
import { duplicateKeyIssue } from './duplicate-key-issue';
import { entityAsSeenBy } from './entity-as-seen-by';
import { entityRegistry } from './entity-registry';
import type { FieldIssue } from './entity-schemas';
import { headerField, sheetFields } from './entity-sheet';
import { entityDb, type RowScope, requireInScope, scopedFrom, tenantWide } from './entity-store';
import {
  type EntityTransaction,
  insertRecord,
  isUniqueViolation,
  type PreparedRecord,
  prepareRecord,
} from './entity-write';
import { issueMessage } from './issue-message';
import type { AddedEvent } from './register-entity';

/** One import answers at most this many rows (and the 10 MB file limit of api-contract 1.2). */
export const IMPORT_MAX_ROWS = 10_000;
/** Header row searched within the first rows: title rows 2, head row 1 (api-contract 1.5). */
const HEADER_SEARCH_ROWS = 5;
/** Error lines listed in the message; the result carries every one. */
const LISTED_ERRORS = 10;

export interface RowError {
  row: number;
  field: string;
  message: string;
}

export type ImportOutcome = { ok: true; count: number } | { ok: false; message: string; errors: RowError[] };

export type CellInput = string | number | boolean | null;

/**
 * What the entity's add runs around its insert (RegisterEntityOptions): an imported row is an add, so the
 * module's rules (a price chain, a rate's pair, an offer's pricing) hold for it as for the form.
 */
export interface ImportHooks {
  beforeWrite?: (event: {
    action: 'add';
    trx: EntityTransaction;
    record: PreparedRecord;
    scope: RowScope;
  }) => Promise<void> | void;
  afterAdd?: (event: AddedEvent) => Promise<unknown>;
}

/** A module rule refused an imported row: which row, and the rule's refusal. */
class RowRefused extends Error {
  constructor(
    readonly row: number,
    readonly refusal: AppError,
  ) {
    super(refusal.code);
  }
}

/**
 * Reads an .xlsx workbook (the layout exportXls writes), validates every row like an add, and
 * inserts all rows in one transaction, or none: any row error answers the row-numbered list.
 */
export async function importEntity(
  ctx: AppContext,
  entity: EntityDescriptor,
  scope: RowScope,
  user: SessionUser,
  locale: Locale,
  file: Buffer,
  hooks: ImportHooks = {},
): Promise<ImportOutcome> {
  return importRows(ctx, entity, scope, user, locale, await readImportRows(entity, file), hooks);
}

/**
 * Validates numbered add bodies (sheet rows, or the records another system posts) like an add, with
 * reference and dictionary texts translated, and inserts all of them in one transaction, or none: any
 * error answers the numbered list.
 */
export async function importRows(
  ctx: AppContext,
  entity: EntityDescriptor,
  scope: RowScope,
  user: SessionUser,
  locale: Locale,
  bodies: readonly ImportRow[],
  hooks: ImportHooks = {},
): Promise<ImportOutcome> {
  const db = entityDb(ctx);
  const resolve = await referenceResolver(
    ctx,
    entity,
    scope,
    bodies.map((b) => b.body),
  );
  // Columns withheld from the importing user are ignored, as on add (entity-write prepareRecord).
  const view = entityAsSeenBy(user, entity);
  const errors: RowError[] = [];
  const records: { row: number; record: PreparedRecord }[] = [];
  const seen = new Map<string, number>();
  for (const { row, body } of bodies) {
    const translated = await translateTexts(ctx, entity, body, resolve);
    const prepared = await prepareRecord(ctx, db, view, translated, 'add', scope);
    if (!prepared.ok) {
      errors.push(...prepared.issues.map((issue) => rowError(entity, row, issue, locale)));
      continue;
    }
    for (const key of entity.uniqueKeys) {
      const value = key.map((name) => prepared.record.values[name]);
      if (value.some((part) => part === null || part === undefined)) continue;
      const signature = `${key.join(',')}=${JSON.stringify(value)}`;
      const first = seen.get(signature);
      if (first === undefined) seen.set(signature, row);
      else {
        const issue = await duplicateKeyIssue(ctx, db, entity, key, prepared.record.values, scope.tenantId);
        errors.push(rowError(entity, row, issue, locale));
      }
    }
    records.push({ row, record: prepared.record });
  }
  if (errors.length > 0) return failedImport(errors, locale);

  const now = ctx.clock.now();
  try {
    await db.transaction().execute(async (trx) => {
      const ids: string[] = [];
      for (const { row, record } of records) {
        try {
          await hooks.beforeWrite?.({ action: 'add', trx, record, scope });
        } catch (error) {
          throw error instanceof AppError ? new RowRefused(row, error) : error;
        }
        const id = await insertRecord(trx, entity, record, user, now);
        await hooks.afterAdd?.({ trx, id, values: record.values, user, now });
        ids.push(id);
      }
      await requireInScope(trx, entity, scope, ids);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('entity.duplicateKey');
    // The whole import is undone; the first row a rule refused is named (the rows after it were not tried).
    if (error instanceof RowRefused) {
      const detail = errorMessage(error.refusal.code, locale, error.refusal.params);
      const message = formatMessage(pickText(fieldProblemMessages.row, locale), { row: error.row, detail });
      return failedImport([{ row: error.row, field: '', message }], locale);
    }
    throw error;
  }
  return { ok: true, count: records.length };
}

/** One non-empty data row of an import sheet: its sheet row number and the add body it spells. */
export interface ImportRow {
  row: number;
  body: Record<string, CellInput>;
}

/**
 * The data rows of an .xlsx import (the layout the exports write: title rows, then the header row),
 * keyed by the fields the header names; `fields` are the columns the sheet may carry (the engine's
 * sheet columns by default, a hand-served page's list columns). Cells are read as an add body would
 * carry them; texts of dictionaries and references are left to the caller.
 */
export async function readImportRows(
  entity: EntityDescriptor,
  file: Buffer,
  fields: readonly string[] = sheetFields(entity),
): Promise<ImportRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new AppError('entity.import.badFile');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('entity.import.badFile');

  const { headerRow, columns } = findHeader(entity, sheet, fields);
  const rows: ImportRow[] = [];
  for (let number = headerRow + 1; number <= sheet.rowCount; number++) {
    const row = sheet.getRow(number);
    const body: Record<string, CellInput> = {};
    let empty = true;
    for (const [column, field] of columns) {
      const value = cellInput(entity, field, row.getCell(column).value);
      if (value !== null && value !== '') empty = false;
      body[field] = value;
    }
    if (!empty) rows.push({ row: number, body });
  }
  if (rows.length > IMPORT_MAX_ROWS) throw new AppError('entity.import.tooMany', { max: IMPORT_MAX_ROWS });
  return rows;
}

function findHeader(
  entity: EntityDescriptor,
  sheet: ExcelJS.Worksheet,
  fields: readonly string[],
): { headerRow: number; columns: Map<number, string> } {
  let best: { headerRow: number; columns: Map<number, string> } | undefined;
  for (let number = 1; number <= Math.min(HEADER_SEARCH_ROWS, sheet.rowCount); number++) {
    const columns = new Map<number, string>();
    sheet.getRow(number).eachCell((cell, column) => {
      const field = headerField(entity, plainText(cell.value), fields);
      if (field && ![...columns.values()].includes(field)) columns.set(column, field);
    });
    if (columns.size > (best?.columns.size ?? 0)) best = { headerRow: number, columns };
  }
  if (!best) throw new AppError('entity.import.noHeader');
  return best;
}

/** A cell as the value an add body would carry: dates of date fields as text, rich text flattened. */
function cellInput(entity: EntityDescriptor, field: string, value: ExcelJS.CellValue): CellInput {
  const kind = entity.fields[field]!.kind;
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    // Excel dates carry the wall-clock time in their UTC fields.
    const text = value.toISOString().slice(0, 19).replace('T', ' ');
    return kind === 'date' ? text.slice(0, 10) : text;
  }
  if (typeof value === 'number' || typeof value === 'boolean')
    return kind === 'string' || kind === 'dict' ? String(value) : value;
  if (typeof value === 'string') return value;
  return plainText(value);
}

function plainText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value && value.result !== undefined) return String(value.result);
    return '';
  }
  return String(value);
}

export type Resolver = (field: string, text: string) => string | undefined;

/** Reference cells hold the referenced row's display text (as exported) or its id. */
async function referenceResolver(
  ctx: AppContext,
  entity: EntityDescriptor,
  scope: RowScope,
  bodies: Record<string, CellInput>[],
): Promise<Resolver> {
  const maps = new Map<string, Map<string, string | null>>();
  const registry = entityRegistry(ctx);
  for (const [name, def] of Object.entries(entity.fields)) {
    const target = def.kind === 'ref' && def.ref ? registry.get(def.ref) : undefined;
    if (!target) continue;
    const texts = [
      ...new Set(
        bodies.map((body) => body[name]).filter((v): v is string => typeof v === 'string' && v !== ''),
      ),
    ];
    const map = new Map<string, string | null>();
    for (let i = 0; i < texts.length; i += 500) {
      const chunk = texts.slice(i, i + 500);
      const rows = await scopedFrom(entityDb(ctx), target, tenantWide(scope.tenantId))
        .select(['id', target.display])
        .where((eb) => eb.or([eb('id', 'in', chunk), eb(target.display, 'in', chunk)]))
        .execute();
      for (const row of rows) {
        const id = String(row.id);
        map.set(id, id);
        const text = String(row[target.display]);
        // Two rows with the same display text: only the id can say which one is meant.
        map.set(text, map.has(text) && map.get(text) !== id ? null : id);
      }
    }
    maps.set(name, map);
  }
  return (field, text) => maps.get(field)?.get(text) ?? undefined;
}

/** Dictionary texts (either language) back to values, reference texts to ids. */
export async function translateTexts(
  ctx: AppContext,
  entity: EntityDescriptor,
  body: Record<string, CellInput>,
  resolve: Resolver = () => undefined,
): Promise<Record<string, CellInput>> {
  const out: Record<string, CellInput> = { ...body };
  for (const [name, value] of Object.entries(body)) {
    if (typeof value !== 'string' || value === '') continue;
    const def = entity.fields[name]!;
    if (def.kind === 'dict' && def.dict) {
      const zh = (await ctx.dictionaries.options(def.dict, 'zh_CN')) ?? [];
      const en = (await ctx.dictionaries.options(def.dict, 'en_US')) ?? [];
      const byText = new Map<string, string>();
      for (const option of [...en, ...zh]) byText.set(option.text, option.value);
      const values = new Set(zh.map((option) => option.value));
      const parts = value.split(',').map((part) => part.trim());
      out[name] = parts.map((part) => (values.has(part) ? part : (byText.get(part) ?? part))).join(',');
    } else if (def.kind === 'ref') {
      out[name] = resolve(name, value.trim()) ?? value;
    } else if (def.kind === 'bool') {
      // 是/否, Yes/No, 1/0 as the export writes them; anything else stays and is refused.
      const coerced = coerceValue(def, value);
      if (coerced.ok) out[name] = coerced.value as boolean | null;
    } else if (isNumeric(def.kind) && isPlainDecimal(value)) {
      // A number typed as text; anything but plain decimal notation stays text and is refused.
      out[name] = Number(value);
    }
  }
  return out;
}

export function rowError(entity: EntityDescriptor, row: number, issue: FieldIssue, locale: Locale): RowError {
  const message = formatMessage(pickText(fieldProblemMessages.row, locale), {
    row,
    detail: issueMessage(entity, issue, locale),
  });
  return { row, field: issue.field, message };
}

/** The refusal of an import: the first row errors in one message, every one in `errors`. */
export function failedImport(errors: RowError[], locale: Locale): Extract<ImportOutcome, { ok: false }> {
  const separator = locale === 'en_US' ? '; ' : '；';
  const listed = errors.slice(0, LISTED_ERRORS).map((error) => error.message);
  const more =
    errors.length > LISTED_ERRORS
      ? locale === 'en_US'
        ? ` (${errors.length} errors)`
        : `（共${errors.length}处错误）`
      : '';
  return { ok: false, message: `${listed.join(separator)}${more}`, errors };
}
