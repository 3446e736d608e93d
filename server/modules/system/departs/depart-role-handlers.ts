import type { FastifyRequest } from 'fastify';
import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import { formatDateTime, toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { notice } from '../../../entity/notice';
import { AppError } from '../../../http/app-error';
import type { SchemaRequest } from '../../../http/fastify-types';
import { ok } from '../../../http/result';
import { idList, queryId } from '../legacy-list';
import type { DepartRoleBody, departRoleBody, deptRoleUserBody } from './depart-schemas';

/** Department roles and the members holding them (api-contract 3.3 `/sys/sysDepartRole/*`). */

const roleView = (row: Record<string, unknown>) => ({
  ...row,
  createTime: formatDateTime(row.createTime as string | null),
  updateTime: formatDateTime(row.updateTime as string | null),
});

const roleColumns = (body: DepartRoleBody) => {
  if (body.roleName !== undefined && !body.roleName.trim())
    throw new AppError('entity.invalid', { detail: 'roleName' });
  if (body.roleCode !== undefined && !/^[A-Za-z][A-Za-z0-9_:-]{0,99}$/.test(body.roleCode))
    throw new AppError('entity.invalid', { detail: 'roleCode' });
  return {
    ...(body.roleName !== undefined ? { roleName: body.roleName.trim() } : {}),
    ...(body.roleCode !== undefined ? { roleCode: body.roleCode } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
  };
};

export async function listDepartRoles(request: FastifyRequest) {
  const { ctx } = request.server;
  const query = request.query as Record<string, unknown>;
  const departId = queryId(query, 'deptId') || queryId(query, 'departId');
  const rows = await ctx.db
    .selectFrom('sysDepartRole')
    .selectAll()
    .where('departId', '=', departId)
    .orderBy('roleCode')
    .execute();
  return ok(
    request.locale,
    { records: rows.map(roleView), total: rows.length, size: rows.length, current: 1, pages: 1 },
    { code: 0 },
  );
}

export async function addDepartRole(request: SchemaRequest<{ body: typeof departRoleBody }>) {
  const { ctx } = request.server;
  const body = request.body;
  const depart = await ctx.db
    .selectFrom('sysDepart')
    .select('id')
    .where('id', '=', body.departId ?? '')
    .where('delFlag', '=', '0')
    .executeTakeFirst();
  if (!depart) throw new AppError('depart.notFound');
  if (!body.roleName || !body.roleCode)
    throw new AppError('entity.invalid', { detail: 'roleName, roleCode' });
  const taken = await ctx.db
    .selectFrom('sysDepartRole')
    .select('id')
    .where('departId', '=', depart.id)
    .where('roleCode', '=', body.roleCode)
    .executeTakeFirst();
  if (taken) throw new AppError('role.codeTaken');
  await ctx.db
    .insertInto('sysDepartRole')
    .values({
      id: newId(),
      departId: depart.id,
      roleName: '',
      roleCode: '',
      description: null,
      createBy: request.user.username,
      createTime: toDbDateTime(ctx.clock.now()),
      updateBy: null,
      updateTime: null,
      ...roleColumns(body),
    })
    .execute();
  return notice(request.locale, null, systemNotices.added);
}

export async function editDepartRole(request: SchemaRequest<{ body: typeof departRoleBody }>) {
  const { ctx } = request.server;
  const input = request.body;
  const role = await ctx.db
    .selectFrom('sysDepartRole')
    .select(['id', 'departId'])
    .where('id', '=', input.id ?? '')
    .executeTakeFirst();
  if (!role) throw new AppError('depart.roleNotFound');
  const columns = roleColumns(input);
  if (columns.roleCode) {
    const taken = await ctx.db
      .selectFrom('sysDepartRole')
      .select('id')
      .where('departId', '=', role.departId)
      .where('roleCode', '=', columns.roleCode)
      .where('id', '<>', role.id)
      .executeTakeFirst();
    if (taken) throw new AppError('role.codeTaken');
  }
  await ctx.db
    .updateTable('sysDepartRole')
    .set({ ...columns, updateBy: request.user.username, updateTime: toDbDateTime(ctx.clock.now()) })
    .where('id', '=', role.id)
    .execute();
  ctx.permissions.invalidate();
  return notice(request.locale, null, systemNotices.edited);
}

async function removeDepartRoles(request: FastifyRequest, ids: string[]): Promise<number> {
  const { ctx } = request.server;
  if (ids.length === 0) return 0;
  const result = await ctx.db.deleteFrom('sysDepartRole').where('id', 'in', ids).executeTakeFirst();
  ctx.permissions.invalidate();
  return Number(result.numDeletedRows);
}

export async function deleteDepartRole(request: FastifyRequest) {
  if ((await removeDepartRoles(request, [queryId(request.query)])) === 0)
    throw new AppError('depart.roleNotFound');
  return notice(request.locale, null, systemNotices.deleted);
}

export async function deleteDepartRoles(request: FastifyRequest) {
  const count = await removeDepartRoles(request, idList((request.query as Record<string, unknown>).ids));
  return notice(request.locale, { count }, systemNotices.deleted);
}

/** The roles of one department, unpaged, for the member's role picker. */
export async function departRoleOptions(request: FastifyRequest) {
  const { ctx } = request.server;
  const query = request.query as Record<string, unknown>;
  const departId = queryId(query, 'departId');
  const rows = await ctx.db
    .selectFrom('sysDepartRole')
    .selectAll()
    .where('departId', '=', departId)
    .orderBy('roleCode')
    .execute();
  return ok(request.locale, rows.map(roleView));
}

/** The department roles a member holds. */
export async function memberDepartRoles(request: FastifyRequest) {
  const { ctx } = request.server;
  const query = request.query as Record<string, unknown>;
  const rows = await ctx.db
    .selectFrom('sysDepartRoleUser as ru')
    .innerJoin('sysDepartRole as r', 'r.id', 'ru.droleId')
    .select(['ru.id', 'ru.userId', 'ru.droleId'])
    .where('ru.userId', '=', queryId(query, 'userId'))
    .where('r.departId', '=', queryId(query, 'departId'))
    .execute();
  return ok(request.locale, rows);
}

/** Replaces the department roles a member holds: the new ones added, the dropped old ones removed. */
export async function saveMemberDepartRoles(request: SchemaRequest<{ body: typeof deptRoleUserBody }>) {
  const { ctx } = request.server;
  const { userId, newRoleId, oldRoleId } = request.body;
  const user = await ctx.db
    .selectFrom('sysUser')
    .select('id')
    .where('id', '=', userId)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  if (!user) throw new AppError('user.notFound');
  const wanted = idList(newRoleId);
  const roles = wanted.length
    ? await ctx.db.selectFrom('sysDepartRole').select('id').where('id', 'in', wanted).execute()
    : [];
  if (roles.length !== wanted.length) throw new AppError('depart.roleNotFound');
  const dropped = idList(oldRoleId).filter((id) => !wanted.includes(id));
  await ctx.db.transaction().execute(async (trx) => {
    if (dropped.length)
      await trx
        .deleteFrom('sysDepartRoleUser')
        .where('userId', '=', userId)
        .where('droleId', 'in', dropped)
        .execute();
    if (wanted.length) {
      await trx
        .insertInto('sysDepartRoleUser')
        .values(wanted.map((droleId) => ({ id: newId(), userId, droleId })))
        .onConflict((oc) => oc.columns(['userId', 'droleId']).doNothing())
        .execute();
    }
  });
  ctx.permissions.invalidateUser(userId);
  return notice(request.locale, null, systemNotices.saved);
}
