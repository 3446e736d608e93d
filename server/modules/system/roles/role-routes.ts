import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { sysRole } from '../../../../src/domain/system/entities/sys-role';
import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import type { AppContext } from '../../../context';
import { formatDateTime, toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { entityReplies, recordSchema } from '../../../entity/entity-reply-schemas';
import { toWire } from '../../../entity/entity-rows';
import { notice } from '../../../entity/notice';
import { requireEntityAccess } from '../../../entity/register-entity';
import { AppError } from '../../../http/app-error';
import { pagedList } from '../../../http/page-query';
import { requirePermission } from '../../../http/require-permission';
import { answering, noResult, openObject, replies } from '../../../http/response-schema';
import { ok } from '../../../http/result';
import { sendLegacyExport } from '../legacy-export';
import { idList, legacyPage, queryId } from '../legacy-list';
import { ruleRecord, treeModelSchema } from '../permissions/permission-schemas';
import { permissionTreeModel } from '../permissions/permission-tree';

const roleBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 32 })),
  roleName: Type.Optional(Type.String({ maxLength: 200 })),
  roleCode: Type.Optional(Type.String({ maxLength: 100 })),
  description: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
});
type RoleBody = Static<typeof roleBody>;

export const ROLE_CODE = /^[A-Za-z][A-Za-z0-9_:-]{0,99}$/;

/** Every role, for the user, role and department forms. */
export const roleList = replies(Type.Array(recordSchema(sysRole, false)));

export function roleView(row: Record<string, unknown>) {
  return { ...toWire(sysRole, row), createTime: formatDateTime(row.createTime as string | null) };
}

async function codeTaken(ctx: AppContext, code: string, exceptId?: string): Promise<boolean> {
  let query = ctx.db.selectFrom('sysRole').select('id').where('roleCode', '=', code);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Roles (api-contract 4.2, 3.3): list, add, edit, delete (with their grants), queryall, the code check,
 * the permission tree for the role's grant dialog and the role's data rules of a menu. Grants
 * themselves are saved through `/sys/permission/saveRolePermission`.
 */
export const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const read = { onRequest: requireEntityAccess(sysRole) };
  const may = (action: string) => ({ onRequest: requirePermission(`sys:role:${action}`) });
  const roles = entityReplies(sysRole);

  app.get('/sys/role/list', pagedList(read, roles.list), async (request) => {
    const page = await legacyPage(ctx, sysRole, request.query as Record<string, unknown>);
    return ok(request.locale, { ...page, records: page.records.map(roleView) }, { code: 0 });
  });
  app.get(
    '/sys/role/exportXls',
    { ...may('exportXls'), ...answering(roles.exportXls) },
    async (request, reply) =>
      sendLegacyExport(reply, sysRole, request.user, request.locale, async (pageNo, pageSize) =>
        (
          await legacyPage(ctx, sysRole, { ...(request.query as Record<string, unknown>), pageNo, pageSize })
        ).records.map(roleView),
      ),
  );

  app.get('/sys/role/queryById', { ...read, ...answering(roles.queryById) }, async (request) => {
    const row = await ctx.db
      .selectFrom('sysRole')
      .selectAll()
      .where('id', '=', queryId(request.query))
      .executeTakeFirst();
    if (!row) throw new AppError('role.notFound');
    return ok(request.locale, roleView(row));
  });

  // Every role, for user forms (selectedroles); also readable from the user and department pages.
  const anyAdmin = {
    onRequest: requirePermission(
      ...['role', 'user', 'depart'].flatMap((e) => ['add', 'edit', 'delete'].map((a) => `sys:${e}:${a}`)),
    ),
  };
  app.get('/sys/role/queryall', { ...anyAdmin, ...answering(roleList) }, async (request) => {
    const rows = await ctx.db.selectFrom('sysRole').selectAll().orderBy('roleCode').execute();
    if (rows.length === 0) throw new AppError('role.notFound');
    return ok(
      request.locale,
      rows.map((row) => roleView(row)),
    );
  });

  app.get(
    '/sys/role/checkRoleCode',
    {
      onRequest: requirePermission('sys:role:add', 'sys:role:edit'),
      schema: {
        querystring: Type.Object({
          id: Type.Optional(Type.String({ maxLength: 32 })),
          roleCode: Type.String({ maxLength: 100 }),
        }),
        response: replies(Type.Boolean({ description: 'true: the code is free' })),
      },
    },
    async (request) => {
      if (await codeTaken(ctx, request.query.roleCode, request.query.id))
        throw new AppError('role.codeTaken');
      return notice(request.locale, true, systemNotices.valueAvailable);
    },
  );

  app.post(
    '/sys/role/add',
    { ...may('add'), schema: { body: roleBody, response: roles.written } },
    async (request) => {
      const { roleName, roleCode, description } = request.body;
      if (!roleName?.trim()) throw new AppError('entity.invalid', { detail: 'roleName' });
      if (!roleCode || !ROLE_CODE.test(roleCode))
        throw new AppError('entity.invalid', { detail: 'roleCode' });
      if (await codeTaken(ctx, roleCode)) throw new AppError('role.codeTaken');
      const id = newId();
      await ctx.db
        .insertInto('sysRole')
        .values({
          id,
          roleName: roleName.trim(),
          roleCode,
          description: description ?? null,
          createBy: request.user.username,
          createTime: toDbDateTime(ctx.clock.now()),
          updateBy: null,
          updateTime: null,
        })
        .execute();
      const row = await ctx.db
        .selectFrom('sysRole')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return notice(request.locale, roleView(row), systemNotices.added);
    },
  );

  const edit = async (request: FastifyRequest) => {
    const input = request.body as RoleBody;
    const { id = '', roleName, roleCode, description } = input;
    const row = await ctx.db.selectFrom('sysRole').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('role.notFound');
    const changes: Record<string, unknown> = {};
    if (roleName !== undefined) {
      if (!roleName.trim()) throw new AppError('entity.invalid', { detail: 'roleName' });
      changes.roleName = roleName.trim();
    }
    if (roleCode !== undefined) {
      if (!ROLE_CODE.test(roleCode)) throw new AppError('entity.invalid', { detail: 'roleCode' });
      if (await codeTaken(ctx, roleCode, id)) throw new AppError('role.codeTaken');
      changes.roleCode = roleCode;
    }
    if (description !== undefined) changes.description = description;
    await ctx.db
      .updateTable('sysRole')
      .set({ ...changes, updateBy: request.user.username, updateTime: toDbDateTime(ctx.clock.now()) })
      .where('id', '=', id)
      .execute();
    ctx.permissions.invalidate();
    const updated = await ctx.db
      .selectFrom('sysRole')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return notice(request.locale, roleView(updated), systemNotices.edited);
  };
  const editSchema = { ...may('edit'), schema: { body: roleBody, response: roles.written } };
  app.put('/sys/role/edit', editSchema, edit);
  app.post('/sys/role/edit', editSchema, edit);

  // Links to users and permissions go with the role (foreign keys cascade).
  const remove = async (ids: string[]) => {
    if (ids.length === 0) return 0;
    const result = await ctx.db.deleteFrom('sysRole').where('id', 'in', ids).executeTakeFirst();
    ctx.permissions.invalidate();
    return Number(result.numDeletedRows);
  };
  app.delete('/sys/role/delete', { ...may('delete'), ...answering(roles.deleted) }, async (request) => {
    if ((await remove([queryId(request.query)])) === 0) throw new AppError('role.notFound');
    return notice(request.locale, null, systemNotices.deleted);
  });
  app.delete(
    '/sys/role/deleteBatch',
    { ...may('delete'), ...answering(roles.deletedBatch) },
    async (request) => {
      const count = await remove(idList((request.query as Record<string, unknown>).ids));
      return notice(request.locale, { count }, systemNotices.deleted);
    },
  );

  // api-contract 3.3: the permission tree of the grant dialog, with the rows that have data rules.
  app.get(
    '/sys/role/queryTreeList',
    { onRequest: requirePermission('sys:role:edit', 'sys:role:add'), ...answering(replies(treeModelSchema)) },
    async (request) => {
      const tree = await permissionTreeModel(ctx, request.locale);
      return ok(request.locale, tree, { code: 0 });
    },
  );

  // A role's data rules of one menu: GET the rules and the chosen ids, POST the new choice.
  app.get(
    '/sys/role/datarule/:permissionId/:roleId',
    {
      onRequest: requirePermission('sys:role:edit'),
      schema: {
        params: Type.Object({
          permissionId: Type.String({ maxLength: 32 }),
          roleId: Type.String({ maxLength: 32 }),
        }),
        response: replies(
          openObject({
            datarule: Type.Array(ruleRecord),
            drChecked: Type.String({ description: "the role's chosen rule ids, comma separated" }),
          }),
        ),
      },
    },
    async (request) => {
      const { permissionId, roleId } = request.params;
      const [rules, grant] = await Promise.all([
        ctx.db
          .selectFrom('sysPermissionDataRule')
          .selectAll()
          .where('permissionId', '=', permissionId)
          .where('status', '=', '1')
          .execute(),
        ctx.db
          .selectFrom('sysRolePermission')
          .select('dataRuleIds')
          .where('roleId', '=', roleId)
          .where('permissionId', '=', permissionId)
          .executeTakeFirst(),
      ]);
      return ok(request.locale, { datarule: rules, drChecked: grant?.dataRuleIds ?? '' });
    },
  );
  app.post(
    '/sys/role/datarule',
    {
      onRequest: requirePermission('sys:role:edit'),
      schema: {
        body: Type.Object({
          permissionId: Type.String({ maxLength: 32 }),
          roleId: Type.String({ maxLength: 32 }),
          dataRuleIds: Type.Optional(Type.String({ maxLength: 1000 })),
        }),
        response: replies(noResult),
      },
    },
    async (request) => {
      const { permissionId, roleId, dataRuleIds } = request.body;
      const ids = idList(dataRuleIds).join(',');
      const updated = await ctx.db
        .updateTable('sysRolePermission')
        .set({ dataRuleIds: ids || null, operateDate: toDbDateTime(ctx.clock.now()), operateIp: request.ip })
        .where('roleId', '=', roleId)
        .where('permissionId', '=', permissionId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        const exists = await ctx.db
          .selectFrom('sysRole')
          .select('id')
          .where('id', '=', roleId)
          .executeTakeFirst();
        if (!exists) throw new AppError('role.notFound');
        await ctx.db
          .insertInto('sysRolePermission')
          .values({
            id: newId(),
            roleId,
            permissionId,
            dataRuleIds: ids || null,
            operateDate: toDbDateTime(ctx.clock.now()),
            operateIp: request.ip,
          })
          .execute();
      }
      ctx.permissions.invalidate();
      return notice(request.locale, null, systemNotices.saved);
    },
  );
};
