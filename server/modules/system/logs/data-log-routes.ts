import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { visibleFields } from '../../../../src/domain/entity/define-entity';
import { sysDataLog } from '../../../../src/domain/system/entities/sys-data-log';
import { recordSchema } from '../../../entity/entity-reply-schemas';
import { type StoredRow, toWire } from '../../../entity/entity-rows';
import { entityDb, rowScope, scopedFrom } from '../../../entity/entity-store';
import { registerEntity, requireEntityAccess } from '../../../entity/register-entity';
import { AppError } from '../../../http/app-error';
import { replies } from '../../../http/response-schema';
import { ok } from '../../../http/result';

const ID = /^[0-9A-Za-z]{1,32}$/;
const versions = replies(Type.Array(recordSchema(sysDataLog, false)));

/**
 * The data change log of the JeecgBoot client (DataLogList, DataLogModal, DataLogCompareModal, issue 19
 * point 2): the engine's list (by table and record id) and export, the versions of one record, and two
 * versions side by side. Rows are written by the engine for entities registered with `dataLog`; nobody
 * adds, edits or deletes them through the API.
 */
export const dataLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  registerEntity(app, sysDataLog, { omit: ['add', 'edit', 'delete', 'deleteBatch', 'importExcel'] });
  const read = { onRequest: requireEntityAccess(sysDataLog) };
  const rows = async (request: Parameters<typeof rowScope>[0]) =>
    scopedFrom(entityDb(ctx), sysDataLog, await rowScope(request, sysDataLog)).select(
      visibleFields(sysDataLog),
    );

  app.get(
    '/sys/dataLog/queryDataVerList',
    {
      ...read,
      schema: {
        querystring: Type.Object({
          dataTable: Type.Optional(Type.String({ maxLength: 64 })),
          dataId: Type.Optional(Type.String({ maxLength: 32 })),
        }),
        response: versions,
      },
    },
    async (request) => {
      const found = await (await rows(request))
        .where('dataTable', '=', request.query.dataTable ?? '')
        .where('dataId', '=', request.query.dataId ?? '')
        .orderBy('dataVersion')
        .limit(1000)
        .execute();
      return ok(
        request.locale,
        found.map((row) => toWire(sysDataLog, row as StoredRow)),
      );
    },
  );

  app.get(
    '/sys/dataLog/queryCompareList',
    {
      ...read,
      schema: {
        querystring: Type.Object({
          dataId1: Type.Optional(Type.String({ maxLength: 32 })),
          dataId2: Type.Optional(Type.String({ maxLength: 32 })),
        }),
        response: versions,
      },
    },
    async (request) => {
      const ids = [request.query.dataId1 ?? '', request.query.dataId2 ?? ''];
      if (!ids.every((id) => ID.test(id))) throw new AppError('dataLog.twoVersions');
      const found = await (await rows(request)).where('id', 'in', ids).execute();
      const byId = new Map(found.map((row) => [String(row.id), toWire(sysDataLog, row as StoredRow)]));
      const pair = ids.map((id) => byId.get(id));
      const [first, second] = pair;
      if (!first || !second || first.dataTable !== second.dataTable || first.dataId !== second.dataId)
        throw new AppError('dataLog.twoVersions');
      return ok(request.locale, [first, second]);
    },
  );
};
