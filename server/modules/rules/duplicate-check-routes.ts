import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { coerceValue } from '../../../src/domain/entity/coerce-value';
import { entityNotices } from '../../../src/domain/entity/entity-errors';
import { columnName } from '../../entity/column-name';
import { entityByTable } from '../../entity/entity-registry';
import { toStorage } from '../../entity/entity-rows';
import { entityDb, rowScope, scopedFrom, tenantWide } from '../../entity/entity-store';
import { notice } from '../../entity/notice';
import { requireEntityAccess } from '../../entity/register-entity';
import { AppError } from '../../http/app-error';
import { noResult, replies } from '../../http/response-schema';

const query = Type.Object({
  tableName: Type.Optional(Type.String({ maxLength: 200 })),
  fieldName: Type.Optional(Type.String({ maxLength: 200 })),
  fieldVal: Type.Optional(Type.String({ maxLength: 2000 })),
  dataId: Type.Optional(Type.String({ maxLength: 64 })),
});

/**
 * `GET /sys/duplicate/check` (api-contract 8.2). The table and field are looked up among the served
 * descriptors and their unique fields: a name that is not there is refused and never reaches SQL.
 * The check sees the caller's tenant and live rows only, and needs read access to the entity.
 */
export const duplicateCheckRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sys/duplicate/check',
    { schema: { querystring: query, response: replies(noResult) } },
    async (request) => {
      const { tableName = '', fieldName = '', fieldVal = '', dataId = '' } = request.query;
      const entity = entityByTable(app.ctx, tableName);
      if (!entity) throw new AppError('duplicate.unknownTable', { tableName: tableName.slice(0, 64) });
      const field = Object.keys(entity.fields).find(
        (name) => name === fieldName || columnName(name) === fieldName,
      );
      const def = field ? entity.fields[field] : undefined;
      if (
        !field ||
        !def ||
        def.secret ||
        !entity.uniqueKeys.some((key) => key.length === 1 && key[0] === field)
      ) {
        throw new AppError('duplicate.unknownField', { fieldName: fieldName.slice(0, 64) });
      }
      await requireEntityAccess(entity)(request);
      // spec 5: the helper skips empty values.
      if (fieldVal === '') return notice(request.locale, null, entityNotices.valueAvailable);
      const coerced = coerceValue({ ...def, max: undefined }, fieldVal);
      if (!coerced.ok || coerced.value === null)
        return notice(request.locale, null, entityNotices.valueAvailable);
      const tenant = tenantWide((await rowScope(request, entity)).tenantId);
      let lookup = scopedFrom(entityDb(app.ctx), entity, tenant)
        .select('id')
        .where(field, '=', toStorage(def, coerced.value));
      if (dataId !== '') lookup = lookup.where('id', '<>', dataId);
      if (await lookup.executeTakeFirst()) throw new AppError('duplicate.taken');
      return notice(request.locale, null, entityNotices.valueAvailable);
    },
  );
};
