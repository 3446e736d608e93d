import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
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
import { toDbDateTime } from '../../db/datetime';
import { remarkBody } from '../../documents/action-body';
import { requireVisibleDocument } from '../../documents/document-scope';
import { registerDocument } from '../../documents/register-document';
import { rowScope } from '../../entity/entity-store';
import { registerEntity } from '../../entity/register-entity';
import { AppError, forbidden } from '../../http/app-error';
import { requirePermission } from '../../http/require-permission';
import { failure, ok } from '../../http/result';
import { queryInventory } from '../warehouse/inventory/inventory-query';
import { ecnWorkOrderEffects } from './ecn-work-order-effects';
import { projectStageStatistics, querySpareParts, stockPageFacilities } from './fsm-queries';
import { projectStageWorkbook } from './project-stage-workbook';
import { importServiceContracts } from './service-contract-import';
import { sparePartRequestEffects } from './spare-part-requests';
import './fsm-tables';
import { answering, spreadsheetReply } from '../../http/response-schema';
import { inventoryPageReply } from '../warehouse/http/warehouse-replies';
import { contractImportReply, ignoredReply, sparePartPageReply, stageStatisticsReply } from './fsm-replies';

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

/**
 * The field-service integration (domain.md 3.12) behind the eight auto-login pages of spec 2.2:
 * spare-part requests approved into service deliveries, the FSM/OA message log with ignore, ECN work
 * orders, the installed base, project stage statistics, service contracts with their Excel import, the
 * spare-part query and the engineer's inventory query.
 */
export const fsmRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.ctx;
  registerDocument(app, sparePartRequest, sparePartRequestEffects, { omit: ['add', 'importExcel'] });
  registerEntity(app, oaInterface, { omit: ['add', 'edit', 'delete', 'deleteBatch', 'importExcel'] });
  registerDocument(app, ecnWorkOrder, ecnWorkOrderEffects, { omit: ['importExcel'] });
  registerEntity(app, ainEquipment, { omit: ['add', 'edit', 'delete', 'deleteBatch', 'importExcel'] });
  // Projects come from FSM (and the demo seed); the page reads them and their statistics.
  registerEntity(app, fsmProject, { omit: ['add', 'edit', 'delete', 'deleteBatch', 'importExcel'] });
  registerEntity(app, serviceContract, { omit: ['importExcel'] });

  const guard = (entity: EntityDescriptor, action: string) => ({
    preHandler: requirePermission(permissionCode(entity, action)),
  });
  // domain.md 0.5 "Ignore, exactly": a failed interface message is closed with a remark, never retried.
  app.post(
    '/fsm/oaInterface/ignore',
    { ...guard(oaInterface, 'ignore'), schema: { body: remarkBody, response: ignoredReply } },
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

  const statistics = {
    preHandler: pageAccess('fsm:projectStage'),
    schema: { response: stageStatisticsReply },
  };
  app.get('/fsm/projectStage/statistics', statistics, async (request) =>
    ok(request.locale, await projectStageStatistics(ctx, await rowScope(request, fsmProject)), { code: 0 }),
  );

  app.get(
    '/fsm/projectStage/statistics/exportXls',
    { preHandler: requirePermission('fsm:projectStage:exportXls'), ...answering(spreadsheetReply) },
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
    {
      preHandler: pageAccess('fsm:sparePartQuery'),
      schema: { querystring: pageQuery, response: sparePartPageReply },
    },
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
    {
      preHandler: pageAccess('fsm:inventoryQuery'),
      schema: { querystring: pageQuery, response: inventoryPageReply },
    },
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
      { ...guard(serviceContract, 'importExcel'), schema: { response: contractImportReply } },
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
