import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { type Static, Type } from 'typebox';
import { permissionCode } from '../../../src/domain/entity/define-entity';
import { toScaled } from '../../../src/domain/entity/scaled-number';
import { packingList } from '../../../src/domain/packing/packing-list';
import { packingTask } from '../../../src/domain/packing/packing-task';
import type { Database } from '../../db/database';
import { approveBody, remarkBody, scaledQty } from '../../documents/action-body';
import { createdInScope, requireVisibleDocument } from '../../documents/document-scope';
import { runDocumentAction } from '../../documents/run-document-action';
import { rowScope } from '../../entity/entity-store';
import { registerEntity, type WriteEvent } from '../../entity/register-entity';
import { AppError } from '../../http/app-error';
import { requirePermission } from '../../http/require-permission';
import { ok } from '../../http/result';
import { createPackingTask } from './create-packing-task';
import { packStationView } from './pack-station-view';
import { type PackingAction, performPackingAction } from './packing-actions';
import { packingPrintData } from './packing-print-data';

const ID = Type.String({ pattern: '^[0-9A-Za-z]{1,32}$' });
const REQUEST_ID = Type.String({ minLength: 8, maxLength: 64 });
const DECIMAL = Type.Union([Type.Number({ minimum: 0 }), Type.String({ maxLength: 24 })]);
const createBody = Type.Object({ requestId: REQUEST_ID, commandId: ID });
const execBody = Type.Object({
  id: ID,
  requestId: REQUEST_ID,
  productCode: Type.String({ minLength: 1, maxLength: 64 }),
  batchNo: Type.Optional(Type.String({ maxLength: 64 })),
  qty: DECIMAL,
  packageType: Type.Optional(Type.String({ maxLength: 32 })),
  newPackage: Type.Optional(Type.Boolean()),
});
const sealBody = Type.Object({ id: ID, requestId: REQUEST_ID, packageId: ID });
const weighBody = Type.Object({
  id: ID,
  requestId: REQUEST_ID,
  packageId: ID,
  grossWeight: DECIMAL,
  length: Type.Optional(DECIMAL),
  width: Type.Optional(DECIMAL),
  height: Type.Optional(DECIMAL),
  confirmDeviation: Type.Optional(Type.Boolean()),
});

/** Generic edits of a task: header fields while pending; lines and packages change only through actions. */
async function pendingTaskGuard(event: WriteEvent): Promise<void> {
  if (event.action === 'add') return;
  if (event.action === 'edit') {
    delete event.record.lines.lines;
    delete event.record.lines.packages;
  }
  const trx = event.trx as unknown as Transaction<Database>;
  const ids = event.action === 'delete' ? event.ids : [event.id];
  const rows = await trx
    .selectFrom('pkgTask')
    .select(['docStatus', 'approveTime'])
    .where('id', 'in', ids)
    .execute();
  if (rows.some((row) => row.docStatus !== 'pending')) throw new AppError('doc.actionNotAllowed');
  if (event.action === 'delete' && rows.some((row) => row.approveTime))
    throw new AppError('doc.deleteAfterApproval');
}

/**
 * Packing (domain.md 3.8): tasks made from approved outbound commands, released by approve, packed by
 * scanning items into packages (exec), weighed package by package, completed when all is packed and
 * weighed; the packing list is the read-only view the warehouse prints. Nothing here posts stock.
 */
export const packingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  registerEntity(app, packingTask, { omit: ['add', 'importExcel'], beforeWrite: pendingTaskGuard });
  registerEntity(app, packingList, { omit: ['add', 'edit', 'delete', 'deleteBatch', 'importExcel'] });
  const guard = (action: string) => ({ preHandler: requirePermission(permissionCode(packingTask, action)) });
  const readers = requirePermission(
    permissionCode(packingList, 'exportXls'),
    ...['exportXls', 'approve', 'exec', 'weigh'].map((action) => permissionCode(packingTask, action)),
  );

  const run = <R>(
    request: FastifyRequest,
    requestId: string,
    docId: string,
    action: string,
    work: Parameters<typeof runDocumentAction<R>>[4],
  ) =>
    runDocumentAction(
      ctx.db,
      ctx.engine,
      ctx.clock.now(),
      {
        tenantId: request.user.tenantId,
        username: request.user.username,
        requestId,
        docType: 'packingTask',
        docId,
        action,
      },
      work,
    );
  // domain.md 4.4 rule 5: actions and prints see only the tasks the caller's data rules show.
  const act = async (
    request: FastifyRequest,
    body: { id: string; requestId: string },
    action: PackingAction,
  ) => {
    await requireVisibleDocument(request, packingTask, body.id);
    return run(request, body.requestId, body.id, action.action, (lc) =>
      performPackingAction(lc, body.id, action),
    );
  };

  app.post('/pkg/task/create', { ...guard('add'), schema: { body: createBody } }, async (request) => {
    const { requestId, commandId } = request.body;
    const scope = await rowScope(request, packingTask);
    return ok(
      request.locale,
      await run(
        request,
        requestId,
        'new',
        'create',
        createdInScope(packingTask, scope, (lc) => createPackingTask(lc, commandId)),
      ),
    );
  });
  for (const action of ['approve', 'cancelApproval'] as const) {
    app.post(`/pkg/task/${action}`, { ...guard(action), schema: { body: approveBody } }, async (request) => {
      const body = request.body as Static<typeof approveBody>;
      return ok(request.locale, await act(request, body, { action, version: body.version }));
    });
  }
  for (const action of ['cancel', 'forceFinish'] as const) {
    app.post(`/pkg/task/${action}`, { ...guard(action), schema: { body: remarkBody } }, async (request) => {
      const body = request.body as Static<typeof remarkBody>;
      return ok(
        request.locale,
        await act(request, body, { action, version: body.version, remark: body.remark }),
      );
    });
  }
  app.post('/pkg/task/exec', { ...guard('exec'), schema: { body: execBody } }, async (request) => {
    const { id, requestId, productCode, batchNo, qty, packageType, newPackage } = request.body;
    const scan: PackingAction = { action: 'exec', productCode, qty: positive(qty) };
    if (batchNo) scan.batchNo = batchNo;
    if (packageType) scan.packageType = packageType;
    if (newPackage) scan.newPackage = true;
    return ok(request.locale, await act(request, { id, requestId }, scan));
  });
  app.post('/pkg/task/seal', { ...guard('exec'), schema: { body: sealBody } }, async (request) => {
    const { id, requestId, packageId } = request.body;
    return ok(request.locale, await act(request, { id, requestId }, { action: 'seal', packageId }));
  });
  app.post('/pkg/task/weigh', { ...guard('weigh'), schema: { body: weighBody } }, async (request) => {
    const { id, requestId, packageId, grossWeight, length, width, height, confirmDeviation } = request.body;
    const weighing: PackingAction = { action: 'weigh', packageId, grossWeight: positive(grossWeight) };
    if (length !== undefined && width !== undefined && height !== undefined)
      weighing.dimensions = { length: scaledQty(length), width: scaledQty(width), height: scaledQty(height) };
    if (confirmDeviation) weighing.confirmDeviation = true;
    return ok(request.locale, await act(request, { id, requestId }, weighing));
  });

  app.get(
    '/pkg/task/station',
    { preHandler: readers, schema: { querystring: Type.Object({ id: ID }) } },
    async (request) => {
      await requireVisibleDocument(request, packingTask, request.query.id);
      return ok(request.locale, await packStationView(ctx.db, request.user.tenantId, request.query.id));
    },
  );
  app.get(
    '/wms/packingList/printData',
    { preHandler: readers, schema: { querystring: Type.Object({ id: ID }) } },
    async (request) => {
      await requireVisibleDocument(request, packingList, request.query.id);
      const data = await packingPrintData(ctx, request.user.tenantId, request.query.id, request.locale);
      return ok(request.locale, data);
    },
  );
  // Package labels printed are counted per package (domain.md 3.8 `label_print_count`).
  app.post(
    '/wms/packingList/labelsPrinted',
    { preHandler: readers, schema: { body: Type.Object({ id: ID }) } },
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

/** A quantity or weight above zero, as the stored scaled integer. */
function positive(value: number | string): number {
  const scaled = toScaled(value, 'qty');
  if (scaled === undefined || scaled <= 0)
    throw new AppError('request.invalid', { detail: `quantity ${value}` });
  return scaled;
}
