import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import Type from 'typebox';
import { coerceValue } from '../../../src/domain/entity/coerce-value';
import { entityNotices } from '../../../src/domain/entity/entity-errors';
import { columnName } from '../../entity/column-name';
import { entityByTable } from '../../entity/entity-registry';
import { toStorage } from '../../entity/entity-rows';
import { entityDb, rowScope, scopedFrom, tenantWide } from '../../entity/entity-store';
import { notice } from '../../entity/notice';
import { requireEntityAccess } from '../../entity/register-entity';
import { AppError, forbidden } from '../../http/app-error';
import { noResult, replies } from '../../http/response-schema';

const query = Type.Object({
  tableName: Type.Optional(Type.String({ maxLength: 200 })),
  fieldName: Type.Optional(Type.String({ maxLength: 200 })),
  fieldVal: Type.Optional(Type.String({ maxLength: 2000 })),
  dataId: Type.Optional(Type.String({ maxLength: 64 })),
});

/**
 * System tables whose forms validate unique fields through the duplicate check (the JeecgBoot 2.4.6
 * client's UserModal, RoleModal, DictModal, PermissionModal, SysDepartRoleModal; issue 19 point 3). They
 * predate the entity engine, so they are registered here by hand: the table, each field the client sends
 * (its column, fixed here), and the permissions of the page that edits them. Like JeecgBoot, a value is
 * taken when any row holds it, the recycle bin included (a restored row must not collide); the tables
 * are system-wide (no tenant column).
 */
const SYSTEM_UNIQUE_FIELDS: ReadonlyMap<
  string,
  { columns: ReadonlySet<string>; permissions: readonly string[] }
> = new Map([
  [
    'sys_user',
    {
      columns: new Set(['username', 'phone', 'email', 'work_no']),
      permissions: ['sys:user:add', 'sys:user:edit'],
    },
  ],
  ['sys_role', { columns: new Set(['role_code']), permissions: ['sys:role:add', 'sys:role:edit'] }],
  ['sys_dict', { columns: new Set(['dict_code']), permissions: ['sys:dict:add', 'sys:dict:edit'] }],
  [
    'sys_permission',
    { columns: new Set(['perms']), permissions: ['sys:permission:add', 'sys:permission:edit'] },
  ],
  ['sys_depart_role', { columns: new Set(['role_code']), permissions: ['sys:depart:edit'] }],
]);

/** Table names of the JeecgBoot client that are another table here (SysMessageTemplateModal). */
const TABLE_ALIASES: ReadonlyMap<string, string> = new Map([['sys_sms_template', 'sys_message_template']]);

/** camelCase field names of the system tables' columns, as the engine tables accept both spellings. */
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

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
      const { fieldName = '', fieldVal = '', dataId = '' } = request.query;
      const tableName = TABLE_ALIASES.get(request.query.tableName ?? '') ?? request.query.tableName ?? '';
      const system = SYSTEM_UNIQUE_FIELDS.get(tableName);
      if (system) {
        const column = [...system.columns].find((c) => c === fieldName || c === snake(fieldName));
        if (!column) throw new AppError('duplicate.unknownField', { fieldName: fieldName.slice(0, 64) });
        if (!system.permissions.some((code) => request.user.permissions.has(code))) throw forbidden();
        if (fieldVal === '') return notice(request.locale, null, entityNotices.valueAvailable);
        // Table and column come from the registry above, never from the request; the values are bound.
        const taken = await sql<{ id: string }>`select id from ${sql.table(tableName)} where ${sql.ref(
          column,
        )} = ${fieldVal} and id <> ${dataId} limit 1`.execute(app.ctx.db);
        if (taken.rows.length > 0) throw new AppError('duplicate.taken');
        return notice(request.locale, null, entityNotices.valueAvailable);
      }
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
