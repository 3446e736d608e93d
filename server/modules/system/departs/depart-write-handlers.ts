import type { FastifyRequest } from 'fastify';
import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { notice } from '../../../entity/notice';
import { AppError } from '../../../http/app-error';
import type { SchemaRequest } from '../../../http/fastify-types';
import { idList, queryId } from '../legacy-list';
import type { DepartBody, departBody } from './depart-schemas';
import { departSubtreeIds } from './depart-tree';
import { toDepart } from './depart-view';
import { nextOrgCode } from './org-code';

/** Adding, editing and deleting departments (api-contract 4.3). */

function departColumns(body: DepartBody): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (body.departName !== undefined) {
    if (!body.departName.trim()) throw new AppError('entity.invalid', { detail: 'departName' });
    out.departName = body.departName.trim();
  }
  for (const key of [
    'departNameEn',
    'departNameAbbr',
    'description',
    'mobile',
    'fax',
    'address',
    'memo',
  ] as const) {
    if (body[key] !== undefined) out[key] = body[key] || null;
  }
  if (body.orgCategory !== undefined && body.orgCategory !== null) {
    if (!['1', '2', '3'].includes(body.orgCategory))
      throw new AppError('entity.invalid', { detail: 'orgCategory' });
    out.orgCategory = body.orgCategory;
  }
  if (body.status !== undefined && body.status !== null) {
    if (!['0', '1'].includes(body.status)) throw new AppError('entity.invalid', { detail: 'status' });
    out.status = body.status;
  }
  if (body.departOrder !== undefined && body.departOrder !== null && body.departOrder !== '') {
    const order = Number(body.departOrder);
    if (!Number.isInteger(order)) throw new AppError('entity.invalid', { detail: 'departOrder' });
    out.departOrder = order;
  }
  return out;
}

export async function addDepart(request: SchemaRequest<{ body: typeof departBody }>) {
  const { ctx } = request.server;
  const body = request.body;
  if (!body.departName?.trim()) throw new AppError('entity.invalid', { detail: 'departName' });
  const departs = await ctx.db
    .selectFrom('sysDepart')
    .select(['id', 'orgCode', 'parentId', 'delFlag'])
    .execute();
  const parent = body.parentId ? departs.find((d) => d.id === body.parentId && d.delFlag === '0') : undefined;
  if (body.parentId && !parent) throw new AppError('depart.parentNotFound');
  // Codes of deleted departments stay taken: org_code is unique over every row.
  const siblings = departs
    .filter((d) => (parent ? d.parentId === parent.id : !d.parentId))
    .map((d) => d.orgCode);
  const taken = new Set(departs.map((d) => d.orgCode));
  let orgCode = nextOrgCode(parent?.orgCode ?? '', siblings);
  while (taken.has(orgCode)) orgCode = nextOrgCode(parent?.orgCode ?? '', [...siblings, orgCode]);
  const id = newId();
  await ctx.db
    .insertInto('sysDepart')
    .values({
      id,
      parentId: parent?.id ?? null,
      departName: body.departName.trim(),
      departNameEn: null,
      departNameAbbr: null,
      departOrder: 0,
      description: null,
      orgCategory: parent ? '2' : '1',
      orgType: parent ? '2' : '1',
      orgCode,
      mobile: null,
      fax: null,
      address: null,
      memo: null,
      status: '1',
      delFlag: '0',
      createBy: request.user.username,
      createTime: toDbDateTime(ctx.clock.now()),
      updateBy: null,
      updateTime: null,
      ...departColumns(body),
    })
    .execute();
  ctx.tableDictionaries.invalidate();
  const row = await ctx.db.selectFrom('sysDepart').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return notice(request.locale, toDepart(row), systemNotices.added);
}

export async function editDepart(request: SchemaRequest<{ body: typeof departBody }>) {
  const { ctx } = request.server;
  const input = request.body;
  const row = await ctx.db
    .selectFrom('sysDepart')
    .selectAll()
    .where('id', '=', input.id ?? '')
    .where('delFlag', '=', '0')
    .executeTakeFirst();
  if (!row) throw new AppError('depart.notFound');
  await ctx.db
    .updateTable('sysDepart')
    .set({
      ...departColumns(input),
      updateBy: request.user.username,
      updateTime: toDbDateTime(ctx.clock.now()),
    })
    .where('id', '=', row.id)
    .execute();
  ctx.tableDictionaries.invalidate();
  const updated = await ctx.db
    .selectFrom('sysDepart')
    .selectAll()
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow();
  return notice(request.locale, toDepart(updated), systemNotices.edited);
}

/** api-contract 4.3: a department goes with everything below it; memberships and grants go too. */
async function removeDeparts(request: FastifyRequest, ids: string[]): Promise<number> {
  const { ctx } = request.server;
  const doomed = new Set<string>();
  for (const id of ids) for (const below of await departSubtreeIds(ctx, id)) doomed.add(below);
  if (doomed.size === 0) return 0;
  const list = [...doomed];
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sysDepart')
      .set({ delFlag: '1', updateBy: request.user.username, updateTime: toDbDateTime(ctx.clock.now()) })
      .where('id', 'in', list)
      .execute();
    await trx.deleteFrom('sysUserDepart').where('depId', 'in', list).execute();
    await trx.deleteFrom('sysDepartPermission').where('departId', 'in', list).execute();
    await trx.deleteFrom('sysDepartRole').where('departId', 'in', list).execute();
  });
  ctx.permissions.invalidate();
  ctx.tableDictionaries.invalidate();
  ctx.sessions.forgetAll();
  return list.length;
}

export async function deleteDepart(request: FastifyRequest) {
  if ((await removeDeparts(request, [queryId(request.query)])) === 0) throw new AppError('depart.notFound');
  return notice(request.locale, null, systemNotices.deleted);
}

export async function deleteDeparts(request: FastifyRequest) {
  const count = await removeDeparts(request, idList((request.query as Record<string, unknown>).ids));
  return notice(request.locale, { count }, systemNotices.deleted);
}
