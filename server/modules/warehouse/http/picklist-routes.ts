import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { permissionCode } from '../../../../src/domain/entity/define-entity';
import { picklist } from '../../../../src/domain/warehouse/picklist';
import { toDbDateTime } from '../../../db/datetime';
import { requireVisibleDocument } from '../../../documents/document-scope';
import { registerDocument } from '../../../documents/register-document';
import { requirePermission } from '../../../http/require-permission';
import { ok } from '../../../http/result';
import { createPicklist, picklistEffects } from '../picklist/picklist-actions';
import { picklistPrintData } from '../picklist/picklist-print-data';
import { createDocumentRoute } from './create-document';
import { countedPrintReply, picklistPrintReply } from './warehouse-replies';

const ID = Type.String({ pattern: '^[0-9A-Za-z]{1,32}$' });
const createBody = Type.Object({
  requestId: Type.String({ minLength: 8, maxLength: 64 }),
  facilityId: ID,
  commandIds: Type.Array(ID, { minItems: 1, maxItems: 200 }),
});

/**
 * Picklists (domain.md 3.5): created from approved outbound commands of one facility, released to the
 * picker by approve, confirmed by outbound (partial allowed), closed by force finish; prints counted.
 */
export function registerPicklistRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerDocument(app, picklist, picklistEffects, { omit: ['add', 'importExcel'] });
  const guard = (action: string) => ({ preHandler: requirePermission(permissionCode(picklist, action)) });

  createDocumentRoute(
    app,
    '/wms/picklist/create',
    {
      permission: permissionCode(picklist, 'add'),
      entity: picklist,
      body: createBody,
      docType: 'picklist',
      action: 'create',
    },
    (lc, body) => createPicklist(lc, body.facilityId, body.commandIds),
  );
  // What the picklist and its labels print with their templates (print-fields.ts); whoever works it reads it.
  app.get(
    '/wms/picklist/printData',
    {
      preHandler: requirePermission(
        ...['outbound', 'approve', 'exportXls'].map((a) => permissionCode(picklist, a)),
      ),
      schema: { querystring: Type.Object({ id: ID }), response: picklistPrintReply },
    },
    async (request) => {
      const { id } = request.query as { id: string };
      await requireVisibleDocument(request, picklist, id);
      return ok(request.locale, await picklistPrintData(ctx.db, request.user.tenantId, id, ctx.clock.now()));
    },
  );
  // A printed picklist is counted (domain.md 3.5 `print_count`, `printed_time`).
  app.post(
    '/wms/picklist/printed',
    { ...guard('outbound'), schema: { body: Type.Object({ id: ID }), response: countedPrintReply } },
    async (request) => {
      const { id } = request.body as { id: string };
      await requireVisibleDocument(request, picklist, id);
      await ctx.db
        .updateTable('wmsPicklist')
        .set({ printCount: sql<number>`print_count + 1`, printedTime: toDbDateTime(ctx.clock.now()) })
        .where('tenantId', '=', request.user.tenantId)
        .where('id', '=', id)
        .execute();
      return ok(request.locale, { id });
    },
  );
}
