import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notice } from '../../entity/notice';
import { AppError } from '../../http/app-error';
import { requirePermission } from '../../http/require-permission';
import { openObject, replies } from '../../http/response-schema';
import {
  describeProductionImport,
  runSapProductionImport,
} from '../../integrations/sap/production-order-import';

const imported = replies(
  openObject({
    documents: Type.Integer(),
    refused: Type.Integer(),
    new: Type.Integer(),
    updated: Type.Integer(),
    unchanged: Type.Integer(),
    cancelled: Type.Integer(),
    skipped: Type.Integer(),
    error: Type.Integer(),
    message: Type.String(),
  }),
);

/**
 * `POST /mes/productionOrder/sapImport` (button `mes:productionOrder:sapImport`, planners and admins): the
 * scheduled job's import of SAP production orders (IDoc LOIPRO01, docs/integrations.md), into the
 * caller's tenant, now.
 */
export const productionSapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/mes/productionOrder/sapImport',
    { preHandler: requirePermission('mes:productionOrder:sapImport'), schema: { response: imported } },
    async (request) => {
      const outcome = await runSapProductionImport(app.ctx, {
        tenantId: request.user.tenantId,
        username: request.user.username,
      }).catch((error: unknown) => {
        throw new AppError('etl.importFailed', {
          detail: (error instanceof Error ? error.message : String(error)).slice(0, 300),
        });
      });
      const message = describeProductionImport(outcome);
      return notice(
        request.locale,
        { documents: outcome.documents, refused: outcome.refused, ...outcome.orders, message },
        { zh: 'SAP生产订单导入完成: {message}', en: 'SAP production order import done: {message}' },
        { message },
      );
    },
  );
};
