import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Transaction } from 'kysely';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { permissionCode } from '../../../src/domain/entity/define-entity';
import { sapLog } from '../../../src/domain/oms/sap-log';
import type { Database } from '../../db/database';
import { toDbDateTime } from '../../db/datetime';
import { approveBody, remarkBody } from '../../documents/action-body';
import { runDocumentAction } from '../../documents/run-document-action';
import { notice } from '../../entity/notice';
import { registerEntity } from '../../entity/register-entity';
import { AppError } from '../../http/app-error';
import { requirePermission } from '../../http/require-permission';
import { openObject, replies } from '../../http/response-schema';
import './sap-tables';

/** The action log's document type of SAP log entries (`sys_doc_action.doc_type`). */
export const SAP_LOG_DOC_TYPE = 'sap_log';

const handled = replies(
  openObject({ id: Type.String(), syncStatus: Type.String(), version: Type.Integer() }),
);

interface Handling {
  tenantId: number;
  username: string;
  now: number;
  id: string;
  version: number;
}

/** The entry in the caller's tenant at the version the user saw, `failed` (the only state both act on). */
async function failedEntry(trx: Transaction<Database>, handling: Handling) {
  const row = await trx
    .selectFrom('omsSapLog')
    .select(['id', 'version', 'syncStatus', 'direction', 'retryCount'])
    .where('id', '=', handling.id)
    .where('tenantId', '=', handling.tenantId)
    .executeTakeFirst();
  if (!row) throw new AppError('sapLog.notFound');
  if (row.version !== handling.version) throw new AppError('doc.stateChanged');
  if (row.syncStatus !== 'failed') throw new AppError('sapLog.notFailed', { status: row.syncStatus });
  return row;
}

/** The version-guarded update of one entry; 0 rows means someone else changed it meanwhile. */
async function update(
  trx: Transaction<Database>,
  handling: Handling,
  values: { syncStatus: string; nextRetryAt?: string | null; retryCount?: number; handleRemark?: string },
) {
  const changed = await trx
    .updateTable('omsSapLog')
    .set({
      ...values,
      version: handling.version + 1,
      updateBy: handling.username,
      updateTime: toDbDateTime(handling.now),
    })
    .where('id', '=', handling.id)
    .where('tenantId', '=', handling.tenantId)
    .where('version', '=', handling.version)
    .where('syncStatus', '=', 'failed')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) throw new AppError('doc.stateChanged');
  return { id: handling.id, syncStatus: values.syncStatus, version: handling.version + 1 };
}

/**
 * *Retry*: a failed outbound message goes back to the outbox, due now, with its back-off started over
 * (1, 5, 15, 60 minutes); the attempts it had are kept in the action log's result.
 */
export function retrySapMessage(trx: Transaction<Database>, handling: Handling) {
  return failedEntry(trx, handling).then(async (row) => {
    if (row.direction !== 'outbound') throw new AppError('sapLog.notOutbound');
    const result = await update(trx, handling, {
      syncStatus: 'pending',
      retryCount: 0,
      nextRetryAt: toDbDateTime(handling.now),
    });
    return { ...result, previousRetries: row.retryCount ?? 0 };
  });
}

/** *Ignore* (domain.md 0.5): a failed message is closed with its remark, never sent again; it stays visible. */
export function ignoreSapMessage(trx: Transaction<Database>, handling: Handling, remark: string) {
  const text = remark.trim();
  if (!text) throw new AppError('doc.remarkRequired');
  return failedEntry(trx, handling).then(() =>
    update(trx, handling, { syncStatus: 'ignored', nextRetryAt: null, handleRemark: text.slice(0, 500) }),
  );
}

/**
 * The SAP log page (issue 13 point 6, domain.md 3.11): the generic read routes of `oms_sap_log` (list with
 * its filters, queryById with both payloads, Excel export) and its two actions, each one transaction
 * written to the action log (`sys_doc_action`, idempotent by the click's `requestId`):
 * `POST /oms/sapLog/retry` (button `oms:sapLog:retry`) and `POST /oms/sapLog/ignore` (`oms:sapLog:ignore`,
 * remark required). Rows are only ever those of the caller's tenant.
 */
export const sapLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEntity(app, sapLog, { omit: ['add', 'edit', 'delete', 'deleteBatch', 'importExcel'] });
  const { ctx } = app;
  const act = <B extends Static<typeof approveBody>>(
    action: 'retry' | 'ignore',
    body: B,
    user: { tenantId: number; username: string },
    work: (trx: Transaction<Database>, handling: Handling) => Promise<unknown>,
  ) => {
    const now = ctx.clock.now();
    return runDocumentAction(
      ctx.db,
      ctx.engine,
      now,
      {
        tenantId: user.tenantId,
        username: user.username,
        requestId: body.requestId,
        docType: SAP_LOG_DOC_TYPE,
        docId: body.id,
        action,
      },
      (lc) =>
        work(lc.trx, {
          tenantId: user.tenantId,
          username: user.username,
          now,
          id: body.id,
          version: body.version,
        }),
    );
  };

  app.post(
    `${sapLog.basePath}/retry`,
    {
      preHandler: requirePermission(permissionCode(sapLog, 'retry')),
      schema: { body: approveBody, response: handled },
    },
    async (request) => {
      const result = await act('retry', request.body, request.user, retrySapMessage);
      return notice(request.locale, result, {
        zh: '消息已重新排入发件箱，将立即发送',
        en: 'The message is queued again and is sent now',
      });
    },
  );

  app.post(
    `${sapLog.basePath}/ignore`,
    {
      preHandler: requirePermission(permissionCode(sapLog, 'ignore')),
      schema: { body: remarkBody, response: handled },
    },
    async (request) => {
      const result = await act('ignore', request.body, request.user, (trx, handling) =>
        ignoreSapMessage(trx, handling, request.body.remark),
      );
      return notice(request.locale, result, { zh: '消息已忽略', en: 'The message is ignored' });
    },
  );
};
