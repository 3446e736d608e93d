import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { EntityDescriptor } from '../../../src/domain/entity/define-entity';
import { entityNotices, fieldProblemMessages } from '../../../src/domain/entity/entity-errors';
import { errorMessage, formatMessage } from '../../../src/domain/errors';
import { type Locale, pickText } from '../../../src/domain/i18n-text';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { importReply } from '../../entity/entity-reply-schemas';
import type { FieldIssue } from '../../entity/entity-schemas';
import { isUniqueViolation } from '../../entity/entity-write';
import {
  type CellInput,
  failedImport,
  type ImportOutcome,
  type RowError,
  readImportRows,
  translateTexts,
} from '../../entity/import-entity';
import { issueMessage } from '../../entity/issue-message';
import { notice } from '../../entity/notice';
import { AppError } from '../../http/app-error';
import { requirePermission } from '../../http/require-permission';
import { failure } from '../../http/result';
import type { SessionUser } from '../../http/session-user';

/** The 10 MB upload limit of api-contract 1.2, as the engine's imports. */
const IMPORT_FILE_LIMIT = 10 * 1024 * 1024;

/** A problem of one cell: the field and its localised sentence (without the row number). */
export interface CellProblem {
  field: string;
  detail: string;
}

export type Checked<T> = { ok: true; record: T } | { ok: false; problems: CellProblem[] };

export type ImportTransaction = Transaction<Database>;

/**
 * How one hand-served system table imports the sheet its exportXls writes: which list columns the
 * sheet carries, how a row becomes a record (every rule of the page's add), which values must be
 * unique within the file, and how the records are stored.
 */
export interface LegacyImporter<T> {
  entity: EntityDescriptor;
  /** The exported list columns read back; read-only ones (status, audit) are left out. */
  columns: readonly string[];
  check(body: Record<string, CellInput>, locale: Locale): Promise<Checked<T>>;
  /** Values that may appear once in the file, by field (null when the row has none). */
  uniqueIn(record: T): Record<string, string | null>;
  insert(trx: ImportTransaction, records: T[]): Promise<void>;
}

/** `{label}不能为空`-style sentence of a field problem of the engine's catalogue. */
export function cellProblem(entity: EntityDescriptor, issue: FieldIssue, locale: Locale): CellProblem {
  return { field: issue.field, detail: issueMessage(entity, issue, locale) };
}

/** The length rule of a text cell: empty cells are null, longer ones a problem. */
export function textCell(
  entity: EntityDescriptor,
  body: Record<string, CellInput>,
  field: string,
  max: number,
  locale: Locale,
  problems: CellProblem[],
): string | null {
  const raw = body[field];
  const value = raw === null || raw === undefined ? '' : String(raw).trim();
  if (value === '') return null;
  if ([...value].length > max)
    problems.push(cellProblem(entity, { field, problem: 'tooLong', params: { max } }, locale));
  return value;
}

/**
 * The cells of one sheet row as an importer reads them, every problem collected in `problems`: text
 * length, required values, and keys (required, of the page's pattern, not yet stored).
 */
export function rowCells(entity: EntityDescriptor, body: Record<string, CellInput>, locale: Locale) {
  const problems: CellProblem[] = [];
  const refuse = (field: string, problem: FieldIssue['problem'], params?: FieldIssue['params']) =>
    problems.push(cellProblem(entity, { field, problem, ...(params ? { params } : {}) }, locale));
  const text = (field: string, max: number) => textCell(entity, body, field, max, locale, problems);
  const required = (field: string, max: number) => {
    const value = text(field, max);
    if (!value) refuse(field, 'required');
    return value;
  };
  return {
    problems,
    text,
    required,
    /** `taken` answers a stored row holding the value (anything truthy) or nothing. */
    async key(field: string, max: number, pattern: RegExp, taken: (value: string) => Promise<unknown>) {
      const value = required(field, max);
      if (!value) return null;
      if (!pattern.test(value)) refuse(field, 'type');
      else if (await taken(value)) refuse(field, 'duplicate', { value });
      return value;
    },
  };
}

/**
 * Reads the sheet, checks every row and stores all records in one transaction, or none: any row error
 * answers the row-numbered list (the engine's importExcel semantics, api-contract 1.5).
 */
export async function importLegacyRows<T>(
  ctx: AppContext,
  importer: LegacyImporter<T>,
  file: Buffer,
  locale: Locale,
): Promise<ImportOutcome> {
  const { entity } = importer;
  const rows = await readImportRows(entity, file, importer.columns);
  const errors: RowError[] = [];
  const records: T[] = [];
  const seen = new Set<string>();
  const rowError = (row: number, problem: CellProblem): RowError => ({
    row,
    field: problem.field,
    message: formatMessage(pickText(fieldProblemMessages.row, locale), { row, detail: problem.detail }),
  });
  for (const { row, body } of rows) {
    const checked = await importer.check(await translateTexts(ctx, entity, body), locale);
    if (!checked.ok) {
      errors.push(...checked.problems.map((problem) => rowError(row, problem)));
      continue;
    }
    for (const [field, value] of Object.entries(importer.uniqueIn(checked.record))) {
      if (value === null) continue;
      const key = `${field}=${value.toLowerCase()}`;
      if (seen.has(key))
        errors.push(
          rowError(row, cellProblem(entity, { field, problem: 'duplicate', params: { value } }, locale)),
        );
      else seen.add(key);
    }
    records.push(checked.record);
  }
  if (errors.length > 0) return failedImport(errors, locale);
  try {
    await ctx.db.transaction().execute((trx) => importer.insert(trx, records));
  } catch (error) {
    // Another administrator stored the same key between the check and the insert.
    if (isUniqueViolation(error)) throw new AppError('entity.duplicateKey');
    throw error;
  }
  return { ok: true, count: records.length };
}

/**
 * `POST <path>` taking the multipart `file` of an import; the permission is the page's
 * `importExcel` button. A refused file answers `success:false` with every row error in
 * `result.errors` (the engine's answer), a stored one the row count.
 */
export function registerLegacyImport<T>(
  app: FastifyInstance,
  path: string,
  permission: string,
  importerFor: (user: SessionUser) => LegacyImporter<T>,
  afterImport: () => void = () => undefined,
): void {
  const { ctx } = app;
  app.post(
    path,
    { onRequest: requirePermission(permission), schema: { response: importReply } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.isMultipart()) throw new AppError('entity.import.noFile');
      const file = await request.file();
      if (!file) throw new AppError('entity.import.noFile');
      const buffer = await file.toBuffer();
      const outcome = await importLegacyRows(ctx, importerFor(request.user), buffer, request.locale);
      if (!outcome.ok) {
        const message = errorMessage('entity.import.failed', request.locale, { detail: outcome.message });
        return reply.send({ ...failure(message, 500), result: { errors: outcome.errors } });
      }
      afterImport();
      return notice(request.locale, { count: outcome.count }, entityNotices.imported, {
        count: outcome.count,
      });
    },
  );
}

/** The multipart parser of the import routes, limited like the engine's. */
export async function acceptImportFiles(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_FILE_LIMIT, files: 1, fields: 10 } });
}
