import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { permissionCode } from '../../../../src/domain/entity/define-entity';
import { checkInventory } from '../../../../src/domain/warehouse/check-inventory';
import type { Database } from '../../../db/database';
import { actionBase, type approveBody, scaledQty } from '../../../documents/action-body';
import { toWire } from '../../../entity/entity-rows';
import { entityDb, findLines, findRow, rowScope } from '../../../entity/entity-store';
import { withDictText } from '../../../entity/entity-texts';
import { registerEntity, requireEntityAccess } from '../../../entity/register-entity';
import { AppError } from '../../../http/app-error';
import { requirePermission } from '../../../http/require-permission';
import { ok } from '../../../http/result';
import { type CountAction, performCountAction } from '../stock-count/count-actions';
import { openStockCount } from '../stock-count/open-stock-count';
import { documentActionCall } from './document-action-call';
import { createDocument, registerDocumentActionRoutes } from './document-action-routes';

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
const enterBody = Type.Object({
  ...actionBase,
  entries: Type.Array(
    Type.Object({
      lineId: Type.Optional(ID),
      productId: Type.Optional(ID),
      positionId: Type.Optional(ID),
      batchNo: Type.Optional(Type.String({ maxLength: 64 })),
      checkQty: Type.Union([Type.Number({ minimum: 0 }), Type.String({ maxLength: 24 })]),
      countedAt: Type.Optional(Type.Integer({ minimum: 0 })),
      reason: Type.Optional(Type.String({ maxLength: 32 })),
    }),
    { minItems: 1, maxItems: 1000 },
  ),
});
const linesBody = Type.Object({ ...actionBase, lineIds: Type.Optional(Type.Array(ID, { maxItems: 5000 })) });
const ignoreBody = Type.Object({
  ...actionBase,
  remark: Type.String({ maxLength: 500 }),
  lineIds: Type.Optional(Type.Array(ID, { maxItems: 5000 })),
});

/**
 * Stock counts (domain.md 2.9, 3.4): the list and the header edit of the entity engine, the count opened
 * for a scope (or from the inventory page), and its steps: approve (release to counters), enter count
 * (`:edit`, the clerk), adjust (`:approve`, the warehouse manager), ignore, force finish, cancel. A
 * blind count hides the book from whoever may not adjust.
 */
export function registerStockCountRoutes(app: FastifyInstance): void {
  const entity = checkInventory;
  registerEntity(app, entity, {
    omit: ['add', 'importExcel', 'queryById'],
    beforeWrite: async (event) => {
      const trx = event.trx as unknown as Transaction<Database>;
      const ids = event.action === 'delete' ? event.ids : event.action === 'edit' ? [event.id] : [];
      if (event.action === 'edit') delete event.record.lines.lines;
      for (const id of ids) {
        const row = await trx
          .selectFrom('wmsCheckInventory')
          .select(['docStatus', 'approveTime'])
          .where('id', '=', id)
          .where('tenantId', '=', event.scope.tenantId)
          .executeTakeFirst();
        if (row && row.docStatus !== 'pending') throw new AppError('doc.actionNotAllowed');
        if (row?.approveTime && event.action === 'delete') throw new AppError('doc.deleteAfterApproval');
      }
    },
  });
  const ctx = app.ctx;
  const guard = (action: string) => ({ preHandler: requirePermission(permissionCode(entity, action)) });

  app.register(
    async (routes) => {
      routes.get('/queryById', { preHandler: requireEntityAccess(entity) }, async (request) => {
        const scope = await rowScope(request, entity);
        const id = String((request.query as Record<string, unknown>).id ?? '');
        const db = entityDb(ctx);
        const row = /^[0-9A-Za-z]{1,32}$/.test(id) ? await findRow(db, entity, scope, id) : undefined;
        if (!row) throw new AppError('entity.notFound');
        const [header] = await withDictText(
          ctx,
          entity,
          [toWire(entity, row)],
          request.locale,
          scope.tenantId,
        );
        const { lines = [] } = await findLines(db, entity, scope.tenantId, id);
        const hideBook =
          Number(row.blind) === 1 && !request.user.permissions.has(permissionCode(entity, 'approve'));
        const shown = hideBook ? lines.map((line) => ({ ...line, bookQty: null, diffQty: null })) : lines;
        const texted = await withDictText(
          ctx,
          entity.lines.lines!.entity,
          shown,
          request.locale,
          scope.tenantId,
        );
        return ok(request.locale, { ...header, lines: texted });
      });

      routes.post('/open', { ...guard('add'), schema: { body: openBody } }, async (request) => {
        const body = request.body as Static<typeof openBody>;
        const result = await createDocument(
          request,
          entity,
          { docType: 'check_inventory', action: 'open', requestId: body.requestId },
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
      });

      const act = async (request: FastifyRequest, body: Static<typeof approveBody>, action: CountAction) =>
        performCountAction(ctx.db, ctx.engine, await documentActionCall(request, entity, body), action);
      routes.post('/enterCount', { ...guard('edit'), schema: { body: enterBody } }, async (request) => {
        const body = request.body as Static<typeof enterBody>;
        const entries = body.entries.map((entry) => ({
          lineId: entry.lineId ?? null,
          productId: entry.productId ?? null,
          positionId: entry.positionId ?? null,
          batchNo: entry.batchNo ?? null,
          checkQty: scaledQty(entry.checkQty),
          countedAt: entry.countedAt ?? null,
          reason: entry.reason ?? null,
        }));
        return ok(request.locale, await act(request, body, { action: 'enterCount', entries }));
      });
      routes.post('/adjust', { ...guard('approve'), schema: { body: linesBody } }, async (request) => {
        const body = request.body as Static<typeof linesBody>;
        return ok(
          request.locale,
          await act(request, body, { action: 'adjust', ...(body.lineIds ? { lineIds: body.lineIds } : {}) }),
        );
      });
      routes.post('/ignore', { ...guard('ignore'), schema: { body: ignoreBody } }, async (request) => {
        const body = request.body as Static<typeof ignoreBody>;
        return ok(
          request.locale,
          await act(request, body, {
            action: 'ignore',
            remark: body.remark,
            ...(body.lineIds ? { lineIds: body.lineIds } : {}),
          }),
        );
      });
    },
    { prefix: entity.basePath },
  );
  registerDocumentActionRoutes(
    app,
    entity,
    ['approve', 'cancelApproval', 'cancel', 'forceFinish'],
    (call, action) => performCountAction(ctx.db, ctx.engine, call, action),
  );
}
