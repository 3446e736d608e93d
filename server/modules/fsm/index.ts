import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import type { EntityDescriptor } from '../../../src/domain/entity/define-entity';
import { permissionCode } from '../../../src/domain/entity/define-entity';
import { errorMessage } from '../../../src/domain/errors';
import {
  ainEquipment,
  ecnWorkOrder,
  fsmProject,
  oaInterface,
  serviceContract,
  sparePartRequest,
} from '../../../src/domain/warehouse/fsm';
import { nextState } from '../../../src/domain/workflow';
import type { Database } from '../../db/database';
import { toDbDateTime } from '../../db/datetime';
import { actionBase, approveBody, remarkBody } from '../../documents/action-body';
import { requireVisibleDocument } from '../../documents/document-scope';
import { runDocumentAction } from '../../documents/run-document-action';
import { rowScope } from '../../entity/entity-store';
import { registerEntity, type WriteEvent } from '../../entity/register-entity';
import { AppError, forbidden } from '../../http/app-error';
import { requirePermission } from '../../http/require-permission';
import { failure, ok } from '../../http/result';
import { queryInventory } from '../warehouse/inventory/inventory-query';
import { projectStageStatistics, querySpareParts, stockPageFacilities } from './fsm-queries';
import { projectStageWorkbook } from './project-stage-workbook';
import { importServiceContracts } from './service-contract-import';
import { approveSparePartRequest, cancelSparePartRequest } from './spare-part-requests';
import './fsm-tables';

const pageQuery = Type.Object({
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  product: Type.Optional(Type.String({ maxLength: 128 })),
  facilityId: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z]{1,32}$' })),
  batchNo: Type.Optional(Type.String({ maxLength: 64 })),
});
type PageQuery = Static<typeof pageQuery>;

/** Read access to a page: any permission of it (the role was granted the page). */
function pageAccess(prefix: string) {
  return async (request: FastifyRequest) => {
    for (const code of request.user.permissions) if (code.startsWith(`${prefix}:`)) return;
    throw forbidden();
  };
}

/** A document may be edited or deleted only while pending (domain.md 0.5). */
function pendingOnly(table: 'fsmSparePartRequest' | 'fsmEcnWorkOrder') {
  return async (event: WriteEvent) => {
    if (event.action === 'add') return;
    const trx = event.trx as unknown as Transaction<Database>;
    const ids = event.action === 'delete' ? event.ids : [event.id];
    const rows = await trx
      .selectFrom(table)
      .select(['docStatus', 'approveTime'])
      .where('id', 'in', ids)
      .execute();
    if (rows.some((row) => row.docStatus !== 'pending')) throw new AppError('doc.actionNotAllowed');
    if (event.action === 'delete' && rows.some((row) => row.approveTime))
      throw new AppError('doc.deleteAfterApproval');
  };
}

/**
 * The field-service integration (domain.md 3.12) behind the eight auto-login pages of spec 2.2:
 * spare-part requests approved into service deliveries, the FSM/OA message log with ignore, ECN work
 * orders, the installed base, project stage statistics, service contracts with their Excel import, the
 * spare-part query and the engineer's inventory query.
 */
export const fsmRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;
  registerEntity(app, sparePartRequest, {
    omit: ['add', 'importExcel'],
    beforeWrite: pendingOnly('fsmSparePartRequest'),
  });
  registerEntity(app, oaInterface, { omit: ['add', 'edit', 'delete', 'deleteBatch', 'importExcel'] });
  registerEntity(app, ecnWorkOrder, { omit: ['importExcel'], beforeWrite: pendingOnly('fsmEcnWorkOrder') });
  registerEntity(app, ainEquipment, { omit: ['add', 'edit', 'delete', 'deleteBatch', 'importExcel'] });
  // Projects come from FSM (and the demo seed); the page reads them and their statistics.
  registerEntity(app, fsmProject, { omit: ['add', 'edit', 'delete', 'deleteBatch', 'importExcel'] });
  registerEntity(app, serviceContract, { omit: ['importExcel'] });

  const guard = (entity: EntityDescriptor, action: string) => ({
    preHandler: requirePermission(permissionCode(entity, action)),
  });
  /** An action on a spare-part request the caller can see (domain.md 4.4 rule 5), in one transaction. */
  const act = async <R>(
    request: FastifyRequest,
    docType: string,
    body: Static<typeof approveBody>,
    action: string,
    work: Parameters<typeof runDocumentAction<R>>[4],
  ) => {
    await requireVisibleDocument(request, sparePartRequest, body.id);
    return runDocumentAction<R>(
      ctx.db,
      ctx.engine,
      ctx.clock.now(),
      {
        tenantId: request.user.tenantId,
        username: request.user.username,
        requestId: body.requestId,
        docType,
        docId: body.id,
        action,
      },
      work,
    );
  };

  app.post(
    '/fsm/sparePartRequest/approve',
    { ...guard(sparePartRequest, 'approve'), schema: { body: approveBody } },
    async (request) => {
      const body = request.body as Static<typeof approveBody>;
      return ok(
        request.locale,
        await act(request, 'fsm_request', body, 'approve', (lc) =>
          approveSparePartRequest(lc, body.id, body.version),
        ),
      );
    },
  );
  app.post(
    '/fsm/sparePartRequest/cancel',
    { ...guard(sparePartRequest, 'cancel'), schema: { body: remarkBody } },
    async (request) => {
      const body = request.body as Static<typeof remarkBody>;
      return ok(
        request.locale,
        await act(request, 'fsm_request', body, 'cancel', (lc) =>
          cancelSparePartRequest(lc, body.id, body.version, body.remark),
        ),
      );
    },
  );

  // domain.md 0.5 "Ignore, exactly": a failed interface message is closed with a remark, never retried.
  app.post(
    '/fsm/oaInterface/ignore',
    { ...guard(oaInterface, 'ignore'), schema: { body: remarkBody } },
    async (request) => {
      const body = request.body as Static<typeof remarkBody>;
      await requireVisibleDocument(request, oaInterface, body.id);
      if (!body.remark.trim()) throw new AppError('doc.remarkRequired');
      const result = await ctx.db
        .updateTable('fsmOaInterface')
        .set({
          syncStatus: 'ignored',
          handleRemark: body.remark,
          updateBy: request.user.username,
          updateTime: toDbDateTime(ctx.clock.now()),
        })
        .where('tenantId', '=', request.user.tenantId)
        .where('id', '=', body.id)
        .where('syncStatus', '=', 'failed')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new AppError('doc.actionNotAllowed');
      return ok(request.locale, { id: body.id, syncStatus: 'ignored' });
    },
  );

  registerEcnActions(app);

  app.get('/fsm/projectStage/statistics', { preHandler: pageAccess('fsm:projectStage') }, async (request) =>
    ok(request.locale, await projectStageStatistics(ctx, await rowScope(request, fsmProject)), { code: 0 }),
  );

  app.get(
    '/fsm/projectStage/statistics/exportXls',
    { preHandler: requirePermission('fsm:projectStage:exportXls') },
    async (request, reply) => {
      const rows = await projectStageStatistics(ctx, await rowScope(request, fsmProject));
      const stages = await ctx.dictionaries.options('project_stage', request.locale);
      const stageText = (stage: string) => stages?.find((option) => option.value === stage)?.text ?? stage;
      const name = request.locale === 'en_US' ? 'Project stage statistics.xlsx' : '项目阶段统计.xlsx';
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'Content-Disposition',
          `attachment; filename="project-stage.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(await projectStageWorkbook(rows, stageText, request.locale));
    },
  );

  app.get(
    '/fsm/sparePartQuery/list',
    { preHandler: pageAccess('fsm:sparePartQuery'), schema: { querystring: pageQuery } },
    async (request) => {
      const query = request.query as PageQuery;
      const facilities = await stockPageFacilities(request, 'fsm:sparePartQuery');
      const page = { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? 10 };
      const filter = query.product ? { product: query.product } : {};
      return ok(
        request.locale,
        await querySpareParts(ctx.db, request.user.tenantId, facilities, filter, page),
        { code: 0 },
      );
    },
  );

  app.get(
    '/fsm/inventoryQuery/list',
    { preHandler: pageAccess('fsm:inventoryQuery'), schema: { querystring: pageQuery } },
    async (request) => {
      const query = request.query as PageQuery;
      const visible = await stockPageFacilities(request, 'fsm:inventoryQuery');
      const facilityIds = query.facilityId
        ? visible === null || visible.includes(query.facilityId)
          ? [query.facilityId]
          : []
        : visible;
      const page = await queryInventory(
        ctx.db,
        request.user.tenantId,
        {
          ...(query.product ? { product: query.product } : {}),
          ...(query.batchNo ? { batchNo: query.batchNo } : {}),
          ...(facilityIds ? { facilityIds: facilityIds.length ? facilityIds : [''] } : {}),
        },
        { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? 10 },
        ctx.clock.now(),
      );
      return ok(request.locale, page, { code: 0 });
    },
  );

  await app.register(async (upload) => {
    await upload.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });
    upload.post(
      '/fsm/serviceContract/importExcel',
      guard(serviceContract, 'importExcel'),
      async (request, reply) => {
        if (!request.isMultipart()) throw new AppError('entity.import.noFile');
        const file = await request.file();
        if (!file) throw new AppError('entity.import.noFile');
        const dictionary = async (code: string) => {
          const map = new Map<string, string>();
          for (const locale of ['zh_CN', 'en_US'] as const) {
            for (const option of (await ctx.dictionaries.options(code, locale)) ?? []) {
              map.set(option.value, option.value);
              map.set(option.text, option.value);
            }
          }
          return map;
        };
        const outcome = await importServiceContracts(
          ctx.db,
          request.user.tenantId,
          request.user.username,
          ctx.clock.now(),
          request.locale,
          await file.toBuffer(),
          {
            contractType: await dictionary('service_contract_type'),
            slaLevel: await dictionary('sla_level'),
          },
        );
        if (!outcome.ok) {
          const detail = outcome.errors
            .slice(0, 10)
            .map(
              (e) =>
                `${request.locale === 'en_US' ? 'row' : '第'}${e.row}${request.locale === 'en_US' ? ': ' : '行：'}${e.message}`,
            )
            .join('; ');
          return reply.send({
            ...failure(errorMessage('entity.import.failed', request.locale, { detail }), 500),
            result: { errors: outcome.errors },
          });
        }
        return ok(request.locale, { count: outcome.rows, contracts: outcome.contracts });
      },
    );
  });
};

/**
 * ECN work orders (domain.md 3.12): approve dispatches the planned items, cancel approval takes them back,
 * done items are reported one by one (`:edit`), the order completes when every item is done or
 * cancelled; force finish cancels what is left.
 */
function registerEcnActions(app: FastifyInstance) {
  const ctx = app.ctx;
  const transition = async (
    request: FastifyRequest,
    body: Static<typeof approveBody> & { remark?: string },
    action: 'approve' | 'cancelApproval' | 'cancel' | 'forceFinish',
  ) => {
    await requireVisibleDocument(request, ecnWorkOrder, body.id);
    return runDocumentAction(
      ctx.db,
      ctx.engine,
      ctx.clock.now(),
      {
        tenantId: request.user.tenantId,
        username: request.user.username,
        requestId: body.requestId,
        docType: 'ecn',
        docId: body.id,
        action,
      },
      async (lc) => {
        const order = await lc.trx
          .selectFrom('fsmEcnWorkOrder')
          .select(['docStatus', 'fulfilStatus', 'version'])
          .where('tenantId', '=', lc.tenantId)
          .where('id', '=', body.id)
          .executeTakeFirst();
        if (!order) throw new AppError('doc.notFound');
        if (Number(order.version) !== body.version) throw new AppError('doc.stateChanged');
        const next = nextState(
          { docStatus: order.docStatus as 'pending', fulfilStatus: order.fulfilStatus as 'unexecuted' },
          action,
          { remark: body.remark, closedQuantity: true },
        );
        if (!next.ok) throw new AppError(next.error);
        const items = lc.trx.updateTable('fsmEcnWorkOrderItem').where('workOrderId', '=', body.id);
        if (action === 'approve')
          await items.set({ itemStatus: 'dispatched' }).where('itemStatus', '=', 'planned').execute();
        if (action === 'cancelApproval')
          await items.set({ itemStatus: 'planned' }).where('itemStatus', '=', 'dispatched').execute();
        if (action === 'forceFinish') {
          await items
            .set({ itemStatus: 'cancelled' })
            .where('itemStatus', 'in', ['planned', 'dispatched'])
            .execute();
        }
        const state = next.state!;
        await lc.trx
          .updateTable('fsmEcnWorkOrder')
          .set({
            docStatus: state.docStatus,
            fulfilStatus: state.fulfilStatus,
            version: body.version + 1,
            ...(action === 'approve' ? { approveBy: lc.username, approveTime: toDbDateTime(lc.now) } : {}),
            ...(body.remark ? { cancelRemark: body.remark } : {}),
          })
          .where('id', '=', body.id)
          .where('version', '=', body.version)
          .execute();
        return { id: body.id, ...state, version: body.version + 1 };
      },
    );
  };
  const guard = (action: string) => ({ preHandler: requirePermission(permissionCode(ecnWorkOrder, action)) });
  for (const action of ['approve', 'cancelApproval'] as const) {
    app.post(
      `/fsm/ecnWorkOrder/${action}`,
      { ...guard(action), schema: { body: approveBody } },
      async (request) =>
        ok(request.locale, await transition(request, request.body as Static<typeof approveBody>, action)),
    );
  }
  for (const action of ['cancel', 'forceFinish'] as const) {
    app.post(
      `/fsm/ecnWorkOrder/${action}`,
      { ...guard(action), schema: { body: remarkBody } },
      async (request) =>
        ok(request.locale, await transition(request, request.body as Static<typeof remarkBody>, action)),
    );
  }
  const doneBody = Type.Object({
    ...actionBase,
    itemIds: Type.Array(Type.String({ pattern: '^[0-9A-Za-z]{1,32}$' }), { minItems: 1 }),
  });
  app.post(
    '/fsm/ecnWorkOrder/itemsDone',
    { ...guard('edit'), schema: { body: doneBody } },
    async (request) => {
      const body = request.body as Static<typeof doneBody>;
      await requireVisibleDocument(request, ecnWorkOrder, body.id);
      const result = await runDocumentAction(
        ctx.db,
        ctx.engine,
        ctx.clock.now(),
        {
          tenantId: request.user.tenantId,
          username: request.user.username,
          requestId: body.requestId,
          docType: 'ecn',
          docId: body.id,
          action: 'itemsDone',
        },
        async (lc) => {
          const claimed = await lc.trx
            .updateTable('fsmEcnWorkOrder')
            .set({ version: body.version + 1 })
            .where('tenantId', '=', lc.tenantId)
            .where('id', '=', body.id)
            .where('version', '=', body.version)
            .where('docStatus', '=', 'approved')
            .where('fulfilStatus', 'in', ['unexecuted', 'executing'])
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) throw new AppError('doc.stateChanged');
          await lc.trx
            .updateTable('fsmEcnWorkOrderItem')
            .set({ itemStatus: 'done' })
            .where('workOrderId', '=', body.id)
            .where('id', 'in', body.itemIds)
            .where('itemStatus', '=', 'dispatched')
            .execute();
          const open = await lc.trx
            .selectFrom('fsmEcnWorkOrderItem')
            .select('id')
            .where('workOrderId', '=', body.id)
            .where('itemStatus', 'in', ['planned', 'dispatched'])
            .execute();
          const fulfilStatus = open.length === 0 ? 'completed' : 'executing';
          await lc.trx
            .updateTable('fsmEcnWorkOrder')
            .set({ fulfilStatus })
            .where('id', '=', body.id)
            .execute();
          return { id: body.id, docStatus: 'approved', fulfilStatus, version: body.version + 1 };
        },
      );
      return ok(request.locale, result);
    },
  );
}
