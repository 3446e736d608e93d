import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { permissionCode } from '../../../../src/domain/entity/define-entity';
import { checkInventory } from '../../../../src/domain/warehouse/check-inventory';
import { registerDocument } from '../../../documents/register-document';
import { entityReplies } from '../../../entity/entity-reply-schemas';
import { toWire } from '../../../entity/entity-rows';
import { entityDb, findLines, findRow, rowScope } from '../../../entity/entity-store';
import { withDictText } from '../../../entity/entity-texts';
import { requireEntityAccess } from '../../../entity/register-entity';
import { AppError } from '../../../http/app-error';
import { requirePermission } from '../../../http/require-permission';
import { openObject, replies } from '../../../http/response-schema';
import { ok } from '../../../http/result';
import { stockCountEffects } from '../stock-count/count-actions';
import { openStockCount } from '../stock-count/open-stock-count';
import { createDocument } from './create-document';

const ID = Type.String({ pattern: '^[0-9A-Za-z]{1,32}$' });
const openBody = Type.Object({
  requestId: Type.String({ minLength: 8, maxLength: 64 }),
  facilityId: ID,
  scopeType: Type.Union([Type.Literal('positions'), Type.Literal('products'), Type.Literal('facility')]),
  ids: Type.Optional(Type.Array(ID, { maxItems: 5000 })),
  blind: Type.Optional(Type.Boolean()),
  freeze: Type.Optional(Type.Boolean()),
  counterUserId: Type.Optional(ID),
});
const opened = replies(openObject({ id: Type.String(), code: Type.String() }, 'the stock count opened'));

/**
 * Stock counts (domain.md 2.9, 3.4) on the document engine (`checkInventory`, effects in
 * stock-count/count-actions.ts), plus what is their own: the count opened for a scope (or from the
 * inventory page), and the detail, where a blind count hides the book from whoever may not adjust.
 */
export function registerStockCountRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const doc = checkInventory;
  registerDocument(app, doc, stockCountEffects, { omit: ['add', 'importExcel', 'queryById'] });

  app.get(
    `${doc.basePath}/queryById`,
    { preHandler: requireEntityAccess(doc), schema: { response: entityReplies(doc).queryById } },
    async (request) => {
      const scope = await rowScope(request, doc);
      const id = String((request.query as Record<string, unknown>).id ?? '');
      const db = entityDb(ctx);
      const row = /^[0-9A-Za-z]{1,32}$/.test(id) ? await findRow(db, doc, scope, id) : undefined;
      if (!row) throw new AppError('entity.notFound');
      const [header] = await withDictText(ctx, doc, [toWire(doc, row)], request.locale, scope.tenantId);
      const { lines = [] } = await findLines(db, doc, scope.tenantId, id);
      const hideBook =
        Number(row.blind) === 1 && !request.user.permissions.has(permissionCode(doc, 'approve'));
      const shown = hideBook ? lines.map((line) => ({ ...line, bookQty: null, diffQty: null })) : lines;
      const texted = await withDictText(ctx, doc.lines.lines!.entity, shown, request.locale, scope.tenantId);
      return ok(request.locale, { ...header, lines: texted });
    },
  );

  app.post(
    `${doc.basePath}/open`,
    {
      preHandler: requirePermission(permissionCode(doc, 'add')),
      schema: { body: openBody, response: opened },
    },
    async (request) => {
      const body = request.body as Static<typeof openBody>;
      const result = await createDocument(
        request,
        doc,
        { docType: doc.document.docType, action: 'open', requestId: body.requestId },
        (lc) =>
          openStockCount(lc, {
            facilityId: body.facilityId,
            scopeType: body.scopeType,
            ids: body.ids ?? [],
            blind: body.blind ?? false,
            freeze: body.freeze ?? false,
            counterUserId: body.counterUserId ?? null,
          }),
      );
      return ok(request.locale, result);
    },
  );
}
