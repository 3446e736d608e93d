import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { permissionCode } from '../../../src/domain/entity/define-entity';
import { packingList } from '../../../src/domain/packing/packing-list';
import { packingTask } from '../../../src/domain/packing/packing-task';
import { requireVisibleDocument } from '../../documents/document-scope';
import { registerDocument } from '../../documents/register-document';
import { registerEntity } from '../../entity/register-entity';
import { requirePermission } from '../../http/require-permission';
import { ok } from '../../http/result';
import { createDocumentRoute } from '../warehouse/http/create-document';
import { countedPrintReply } from '../warehouse/http/warehouse-replies';
import { createPackingTask } from './create-packing-task';
import { packStationView } from './pack-station-view';
import { packingEffects } from './packing-actions';
import { packingPrintData } from './packing-print-data';
import { packingPrintReply, stationViewReply } from './packing-replies';

const ID = Type.String({ pattern: '^[0-9A-Za-z]{1,32}$' });
const createBody = Type.Object({ requestId: Type.String({ minLength: 8, maxLength: 64 }), commandId: ID });

/**
 * Packing (domain.md 3.8): tasks made from approved outbound commands, released by approve, packed by
 * scanning items into packages (exec), weighed package by package, completed when all is packed and
 * weighed (the document engine, effects in packing-actions.ts); the packing list is the read-only view
 * the warehouse prints. Nothing here posts stock.
 */
export const packingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  registerDocument(app, packingTask, packingEffects, { omit: ['add', 'importExcel'] });
  registerEntity(app, packingList, { omit: ['add', 'edit', 'delete', 'deleteBatch', 'importExcel'] });
  const readers = requirePermission(
    permissionCode(packingList, 'exportXls'),
    ...['exportXls', 'approve', 'exec', 'weigh'].map((action) => permissionCode(packingTask, action)),
  );

  createDocumentRoute(
    app,
    '/pkg/task/create',
    {
      permission: permissionCode(packingTask, 'add'),
      entity: packingTask,
      body: createBody,
      docType: packingTask.document.docType,
      action: 'create',
    },
    (lc, body) => createPackingTask(lc, body.commandId),
  );
  app.get(
    '/pkg/task/station',
    { preHandler: readers, schema: { querystring: Type.Object({ id: ID }), response: stationViewReply } },
    async (request) => {
      await requireVisibleDocument(request, packingTask, request.query.id);
      return ok(request.locale, await packStationView(ctx.db, request.user.tenantId, request.query.id));
    },
  );
  app.get(
    '/wms/packingList/printData',
    { preHandler: readers, schema: { querystring: Type.Object({ id: ID }), response: packingPrintReply } },
    async (request) => {
      await requireVisibleDocument(request, packingList, request.query.id);
      const data = await packingPrintData(ctx, request.user.tenantId, request.query.id, request.locale);
      return ok(request.locale, data);
    },
  );
  // Package labels printed are counted per package (domain.md 3.8 `label_print_count`).
  app.post(
    '/wms/packingList/labelsPrinted',
    { preHandler: readers, schema: { body: Type.Object({ id: ID }), response: countedPrintReply } },
    async (request) => {
      await requireVisibleDocument(request, packingList, request.body.id);
      await ctx.db
        .updateTable('pkgPackage')
        .set({ labelPrintCount: sql<number>`label_print_count + 1` })
        .where('tenantId', '=', request.user.tenantId)
        .where('taskId', '=', request.body.id)
        .execute();
      return ok(request.locale, { id: request.body.id });
    },
  );
};
