import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EntityDescriptor } from '../../src/domain/entity/define-entity';
import { permissionCode } from '../../src/domain/entity/define-entity';
import { entityNotices } from '../../src/domain/entity/entity-errors';
import { parseListQuery } from '../../src/domain/entity/parse-list-query';
import { errorMessage } from '../../src/domain/errors';
import type { Locale } from '../../src/domain/i18n-text';
import type { AppContext } from '../context';
import { AppError, forbidden } from '../http/app-error';
import { pageQuery } from '../http/page-query';
import { requirePermission } from '../http/require-permission';
import { answering } from '../http/response-schema';
import { failure, ok } from '../http/result';
import type { SessionUser } from '../http/session-user';
import { recordDataVersion } from './data-log';
import { entityAsSeenBy } from './entity-as-seen-by';
import { registerDescriptor } from './entity-registry';
import { entityReplies } from './entity-reply-schemas';
import { toWire, type WireRow } from './entity-rows';
import {
  entityDb,
  findLines,
  findRow,
  idsInScope,
  listPage,
  type RowScope,
  requireInScope,
  rowScope,
} from './entity-store';
import { withDictText } from './entity-texts';
import {
  deleteRecords,
  type EntityTransaction,
  insertRecord,
  isUniqueViolation,
  type PreparedRecord,
  prepareRecord,
  updateRecord,
} from './entity-write';
import { exportDisposition, exportEntity } from './export-entity';
import { importEntity } from './import-entity';
import { issueMessage } from './issue-message';
import { notice } from './notice';

export type EntityRoute =
  | 'list'
  | 'queryById'
  | 'add'
  | 'edit'
  | 'delete'
  | 'deleteBatch'
  | 'exportXls'
  | 'importExcel';

/** What a module may add to the generic behaviour of an entity. */
export interface RegisterEntityOptions {
  /** Routes the entity does not offer (documents created elsewhere have no add or import). */
  omit?: readonly EntityRoute[];
  /**
   * Runs in the write transaction before a record is stored or rows are deleted: state guards,
   * cross-field rules. Throw an AppError to refuse; nothing is written then.
   */
  beforeWrite?: (event: WriteEvent) => Promise<void> | void;
  /**
   * Runs in the add's transaction once the new row is stored: what the row needs to be usable
   * (a facility's special positions, a team's custody facility). Throwing undoes the add.
   */
  afterAdd?: (event: AddedEvent) => Promise<unknown>;
  /**
   * Keeps every added, imported or edited record's state in the data change log (`sys_data_log`,
   * server/entity/data-log.ts), in the write's transaction.
   */
  dataLog?: boolean;
}

export interface AddedEvent {
  trx: EntityTransaction;
  id: string;
  values: Record<string, unknown>;
  user: SessionUser;
  now: number;
}

export type WriteEvent =
  | { action: 'add'; trx: EntityTransaction; record: PreparedRecord; scope: RowScope }
  | { action: 'edit'; trx: EntityTransaction; id: string; record: PreparedRecord; scope: RowScope }
  | { action: 'delete'; trx: EntityTransaction; ids: string[]; scope: RowScope };

const IMPORT_FILE_LIMIT = 10 * 1024 * 1024;

/**
 * The generic routes of one descriptor, in the contract's conventions (api-contract 1.4, 1.5): list,
 * queryById, add, edit, delete, deleteBatch, exportXls, importExcel. Reading needs any permission of
 * the entity (a role granted the page has its buttons); each write needs its button permission.
 */
export function registerEntity(
  app: FastifyInstance,
  entity: EntityDescriptor,
  options: RegisterEntityOptions = {},
) {
  registerDescriptor(app.ctx, entity);
  const omitted = new Set(options.omit ?? []);
  const offers = (route: EntityRoute) => !omitted.has(route);
  const { afterAdd: moduleAfterAdd } = options;
  const afterAdd = options.dataLog
    ? async (event: AddedEvent) => {
        await moduleAfterAdd?.(event);
        await recordDataVersion(event.trx, entity, event.id, event.user, event.now);
      }
    : moduleAfterAdd;
  app.register(
    async (routes) => {
      const ctx = routes.ctx;
      const read = { preHandler: requireEntityAccess(entity) };
      const may = (action: Parameters<typeof permissionCode>[1]) => ({
        preHandler: requirePermission(permissionCode(entity, action)),
      });
      const answers = entityReplies(entity);

      if (offers('list')) {
        const listed = { ...read, schema: { querystring: pageQuery, response: answers.list } };
        routes.get('/list', listed, async (request) => {
          const scope = await rowScope(request, entity);
          const seen = entityAsSeenBy(request.user, entity);
          const parsed = parseListQuery(seen, request.query as Record<string, unknown>);
          if (!parsed.ok) throw new AppError(parsed.issue.code, parsed.issue.params);
          const page = await listPage(ctx, seen, scope, parsed.query);
          const records = await withDictText(ctx, seen, page.records, request.locale, scope.tenantId);
          return ok(request.locale, { ...page, records }, { code: 0 });
        });
      }

      if (offers('queryById')) {
        routes.get('/queryById', { ...read, ...answering(answers.queryById) }, async (request) => {
          const scope = await rowScope(request, entity);
          const seen = entityAsSeenBy(request.user, entity);
          return ok(request.locale, await loadRecord(ctx, seen, scope, queryId(request), request.locale));
        });
      }

      if (offers('add')) {
        routes.post('/add', { ...may('add'), ...answering(answers.written) }, async (request, reply) => {
          const scope = await rowScope(request, entity);
          const db = entityDb(ctx);
          // Validated as the caller sees the entity: fields withheld from him are not his to set.
          const seen = entityAsSeenBy(request.user, entity);
          const prepared = await prepareRecord(ctx, db, seen, request.body, 'add', scope);
          if (!prepared.ok) return invalid(reply, entity, prepared.issues, request.locale);
          const now = ctx.clock.now();
          const id = await writing(() =>
            db.transaction().execute(async (trx) => {
              await options.beforeWrite?.({ action: 'add', trx, record: prepared.record, scope });
              const created = await insertRecord(trx, entity, prepared.record, request.user, now);
              await requireInScope(trx, entity, scope, [created]);
              await afterAdd?.({
                trx,
                id: created,
                values: prepared.record.values,
                user: request.user,
                now,
              });
              return created;
            }),
          );
          const record = await loadRecord(ctx, seen, scope, id, request.locale);
          return notice(request.locale, record, entityNotices.added);
        });
      }

      if (offers('edit')) {
        const edit = async (request: FastifyRequest, reply: FastifyReply) => {
          const scope = await rowScope(request, entity);
          const body = (request.body ?? {}) as Record<string, unknown>;
          const id = typeof body.id === 'string' ? body.id : '';
          const db = entityDb(ctx);
          // A row outside the scope is missing, before validation or a guard could say more about it.
          if (!id || !(await findRow(db, entity, scope, id))) throw new AppError('entity.notFound');
          const seen = entityAsSeenBy(request.user, entity);
          const prepared = await prepareRecord(ctx, db, seen, body, 'edit', scope, id);
          if (!prepared.ok) return invalid(reply, entity, prepared.issues, request.locale);
          const version = typeof body.version === 'number' ? body.version : undefined;
          const now = ctx.clock.now();
          await writing(() =>
            db.transaction().execute(async (trx) => {
              await options.beforeWrite?.({ action: 'edit', trx, id, record: prepared.record, scope });
              await updateRecord(trx, entity, scope, id, version, prepared.record, request.user, now);
              await requireInScope(trx, entity, scope, [id]);
              if (options.dataLog) await recordDataVersion(trx, entity, id, request.user, now);
            }),
          );
          const record = await loadRecord(ctx, seen, scope, id, request.locale);
          return notice(request.locale, record, entityNotices.edited);
        };
        routes.put('/edit', { ...may('edit'), ...answering(answers.written) }, edit);
        routes.post('/edit', { ...may('edit'), ...answering(answers.written) }, edit);
      }

      const remove = async (request: FastifyRequest, ids: string[]) => {
        const scope = await rowScope(request, entity);
        const now = ctx.clock.now();
        return entityDb(ctx)
          .transaction()
          .execute(async (trx) => {
            // Guards see only rows in scope: one outside it is missing, not "not allowed".
            const visible = await idsInScope(trx, entity, scope, ids);
            if (visible.length === 0) return 0;
            await options.beforeWrite?.({ action: 'delete', trx, ids: visible, scope });
            return deleteRecords(trx, entity, scope, visible, request.user, now);
          });
      };
      if (offers('delete')) {
        routes.delete('/delete', { ...may('delete'), ...answering(answers.deleted) }, async (request) => {
          const count = await remove(request, [queryId(request)]);
          if (count === 0) throw new AppError('entity.notFound');
          return notice(request.locale, null, entityNotices.deleted);
        });
      }
      if (offers('deleteBatch')) {
        routes.delete(
          '/deleteBatch',
          { ...may('delete'), ...answering(answers.deletedBatch) },
          async (request) => {
            const raw = (request.query as Record<string, unknown>).ids;
            // api-contract 1.5: `ids=a,b,` with a trailing comma.
            const ids = (typeof raw === 'string' ? raw : '')
              .split(',')
              .filter((id) => /^[0-9A-Za-z]{1,32}$/.test(id));
            const count = await remove(request, ids.slice(0, 1000));
            return notice(request.locale, { count }, entityNotices.deletedBatch, { count });
          },
        );
      }

      if (offers('exportXls')) {
        routes.get(
          '/exportXls',
          { ...may('exportXls'), ...answering(answers.exportXls) },
          async (request, reply) => {
            const scope = await rowScope(request, entity);
            const seen = entityAsSeenBy(request.user, entity);
            const parsed = parseListQuery(seen, {
              ...(request.query as Record<string, unknown>),
              pageNo: '1',
            });
            if (!parsed.ok) throw new AppError(parsed.issue.code, parsed.issue.params);
            const stream = exportEntity(ctx, seen, scope, parsed.query, request.user, request.locale);
            return reply
              .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
              .header('Content-Disposition', exportDisposition(entity, request.locale))
              .send(stream);
          },
        );
      }

      if (offers('importExcel')) {
        await routes.register(fastifyMultipart, {
          limits: { fileSize: IMPORT_FILE_LIMIT, files: 1, fields: 10 },
        });
        routes.post(
          '/importExcel',
          { ...may('importExcel'), ...answering(answers.importExcel) },
          async (request, reply) => {
            const scope = await rowScope(request, entity);
            if (!request.isMultipart()) throw new AppError('entity.import.noFile');
            const file = await request.file();
            if (!file) throw new AppError('entity.import.noFile');
            const buffer = await file.toBuffer();
            // An imported row is an add: the module's rules run for it as for the form.
            const outcome = await importEntity(ctx, entity, scope, request.user, request.locale, buffer, {
              beforeWrite: options.beforeWrite,
              afterAdd,
            });
            if (!outcome.ok) {
              const message = errorMessage('entity.import.failed', request.locale, {
                detail: outcome.message,
              });
              return reply.send({ ...failure(message, 500), result: { errors: outcome.errors } });
            }
            return notice(request.locale, { count: outcome.count }, entityNotices.imported, {
              count: outcome.count,
            });
          },
        );
      }
    },
    { prefix: entity.basePath },
  );
}

/** Read access: any permission of the entity, i.e. the role was granted its page. */
export function requireEntityAccess(entity: EntityDescriptor) {
  const prefix = `${entity.permission}:`;
  return async function checkEntityAccess(request: FastifyRequest): Promise<void> {
    for (const code of request.user.permissions) if (code.startsWith(prefix)) return;
    throw forbidden();
  };
}

async function loadRecord(
  ctx: AppContext,
  entity: EntityDescriptor,
  scope: RowScope,
  id: string,
  locale: Locale,
): Promise<WireRow> {
  const db = entityDb(ctx);
  const row = id ? await findRow(db, entity, scope, id) : undefined;
  if (!row) throw new AppError('entity.notFound');
  const [header] = await withDictText(ctx, entity, [toWire(entity, row)], locale, scope.tenantId);
  const lines = await findLines(db, entity, scope.tenantId, id);
  const texted: Record<string, WireRow[]> = {};
  for (const [key, rows] of Object.entries(lines)) {
    texted[key] = await withDictText(ctx, entity.lines[key]!.entity, rows, locale, scope.tenantId);
  }
  return { ...header, ...texted };
}

function queryId(request: FastifyRequest): string {
  const id = (request.query as Record<string, unknown>).id;
  return typeof id === 'string' && /^[0-9A-Za-z]{1,32}$/.test(id) ? id : '';
}

async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('entity.duplicateKey');
    throw error;
  }
}

/** A refused body: the message names every problem, `result.errors` lists them by field for forms. */
function invalid(
  reply: FastifyReply,
  entity: EntityDescriptor,
  issues: Parameters<typeof issueMessage>[1][],
  locale: Locale,
) {
  const errors = issues.map((issue) => ({
    field: issue.field,
    message: issueMessage(entity, issue, locale),
  }));
  const detail = errors.map((error) => error.message).join(locale === 'en_US' ? '; ' : '；');
  const message = errorMessage('entity.invalid', locale, { detail });
  return reply.send({ ...failure(message, 500), result: { errors } });
}
