import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { etlPoHeader } from '../../../src/domain/srm/etl-po';
import { notice } from '../../entity/notice';
import { registerEntity } from '../../entity/register-entity';
import { AppError } from '../../http/app-error';
import { requirePermission } from '../../http/require-permission';
import { openObject, replies } from '../../http/response-schema';
import { runSapPoImport } from './etl-import';
import { describeImport } from './sap-job-kinds';

const imported = replies(
  openObject({
    batchId: Type.String(),
    documents: Type.Integer(),
    refused: Type.Integer(),
    published: Type.Integer(),
    unchanged: Type.Integer(),
    error: Type.Integer(),
    skipped: Type.Integer(),
    message: Type.String(),
  }),
);

/**
 * The ETL purchase order header page (domain.md 3.6): staged SAP orders with their items, read only
 * (list, detail with lines, Excel export), and `POST /srm/etlPoHeader/runImport`, the "run import now"
 * of buyers and admins (button `srm:etlPoHeader:runImport`): the scheduled job's import, into the
 * caller's tenant, now.
 */
export const etlRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEntity(app, etlPoHeader, { omit: ['add', 'edit', 'delete', 'deleteBatch', 'importExcel'] });
  app.post(
    '/srm/etlPoHeader/runImport',
    { preHandler: requirePermission('srm:etlPoHeader:runImport'), schema: { response: imported } },
    async (request) => {
      // SAP unreachable (http mode) or the inbox unreadable: a clear refusal, not a server error.
      const outcome = await runSapPoImport(app.ctx, {
        tenantId: request.user.tenantId,
        username: request.user.username,
      }).catch((error: unknown) => {
        throw new AppError('etl.importFailed', {
          detail: (error instanceof Error ? error.message : String(error)).slice(0, 300),
        });
      });
      const message = describeImport(outcome);
      return notice(
        request.locale,
        {
          batchId: outcome.batchId,
          documents: outcome.documents,
          refused: outcome.refused,
          ...outcome.orders,
          message,
        },
        { zh: 'SAP导入完成: {message}', en: 'SAP import done: {message}' },
        { message },
      );
    },
  );
};
