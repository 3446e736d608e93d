import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { sysTenant } from '../../../../src/domain/system/entities/sys-tenant';
import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import type { AppContext } from '../../../context';
import { dateTimeMillis, formatDateTime, toDbDateTime } from '../../../db/datetime';
import { withDictText } from '../../../entity/entity-texts';
import { notice } from '../../../entity/notice';
import { requireEntityAccess } from '../../../entity/register-entity';
import { AppError } from '../../../http/app-error';
import { pagedList } from '../../../http/page-query';
import { requirePermission } from '../../../http/require-permission';
import { countResult, noResult, pageOf, replies } from '../../../http/response-schema';
import { ok } from '../../../http/result';
import { userTenantIds } from './tenant-cache';
import { tenantRecord } from './tenant-replies';

const nullable = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));
const tenantBody = Type.Object({
  id: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: 99_999 }), Type.String({ maxLength: 5 })]),
  ),
  tenantCode: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: 99_999 }), Type.String({ maxLength: 5 })]),
  ),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  beginDate: nullable(30),
  endDate: nullable(30),
  status: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: 1 }), Type.String({ maxLength: 1 })]),
  ),
});
type TenantBody = Static<typeof tenantBody>;

function tenantId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
}

/** `yyyy-MM-dd HH:mm:ss` (GMT+8, the wire format) or ISO, to the stored instant. */
function instant(value: string | null | undefined): string | null {
  if (!value) return null;
  const wire = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(value);
  const ms = wire
    ? Date.parse(`${value.replace(' ', 'T')}${value.length === 10 ? 'T00:00:00' : ''}+08:00`)
    : dateTimeMillis(value);
  if (ms === null || Number.isNaN(ms)) throw new AppError('entity.invalid', { detail: 'date' });
  return toDbDateTime(ms);
}

function tenantView(row: {
  id: number;
  name: string;
  beginDate: unknown;
  endDate: unknown;
  status: number;
  createBy: string | null;
  createTime: unknown;
}) {
  return {
    id: String(row.id),
    tenantCode: row.id,
    name: row.name,
    beginDate: formatDateTime(row.beginDate as string | null),
    endDate: formatDateTime(row.endDate as string | null),
    status: String(row.status),
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime as string | null),
  };
}

async function tenantsInUse(ctx: AppContext, ids: number[]): Promise<number | undefined> {
  const users = await ctx.db.selectFrom('sysUser').select('relTenantIds').where('delFlag', '=', 0).execute();
  return ids.find((id) =>
    users.some((user) => user.relTenantIds !== null && userTenantIds(user.relTenantIds).includes(id)),
  );
}

/**
 * Tenants (api-contract 8.6): the id is the tenant code the administrator chooses (`该编号已存在!`),
 * a tenant with users cannot be deleted, and every write refreshes the tenant cache the auth hook reads.
 */
export const tenantAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const read = { onRequest: requireEntityAccess(sysTenant) };
  const may = (action: string) => ({ onRequest: requirePermission(`sys:tenant:${action}`) });
  // The sys_tenant table keeps no editor, edit time or version: its own record, not the descriptor's.
  const answers = {
    list: replies(pageOf(tenantRecord)),
    queryById: replies(tenantRecord),
    written: replies(tenantRecord),
    deleted: replies(noResult),
    deletedBatch: replies(countResult),
  };

  app.get('/sys/tenant/list', pagedList(read, answers.list), async (request) => {
    const query = request.query as Record<string, unknown>;
    let select = ctx.db.selectFrom('sysTenant').selectAll();
    const name = typeof query.name === 'string' ? query.name.replaceAll('*', '').trim() : '';
    if (name) select = select.where('name', 'like', `%${name.replace(/[\\%_]/g, '')}%`);
    if (query.status === '0' || query.status === '1')
      select = select.where('status', '=', Number(query.status));
    const rows = await select.orderBy('id').execute();
    const pageSize = Math.min(Math.max(Number(query.pageSize) || 10, 1), 1000);
    const pageNo = Math.max(Number(query.pageNo) || 1, 1);
    const records = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(tenantView);
    return ok(
      request.locale,
      {
        records: await withDictText(ctx, sysTenant, records, request.locale, 0),
        total: rows.length,
        size: pageSize,
        current: pageNo,
        pages: Math.ceil(rows.length / pageSize),
      },
      { code: 0 },
    );
  });

  app.get('/sys/tenant/queryById', { ...read, schema: { response: answers.queryById } }, async (request) => {
    const id = tenantId((request.query as Record<string, unknown>).id);
    const row =
      id === null
        ? undefined
        : await ctx.db.selectFrom('sysTenant').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('entity.notFound');
    return ok(request.locale, tenantView(row));
  });

  const columns = (body: TenantBody) => {
    const out: Record<string, unknown> = {};
    if (body.name !== undefined) {
      if (!body.name.trim()) throw new AppError('entity.invalid', { detail: 'name' });
      out.name = body.name.trim();
    }
    if (body.beginDate !== undefined) out.beginDate = instant(body.beginDate);
    if (body.endDate !== undefined) out.endDate = instant(body.endDate);
    if (body.status !== undefined) out.status = Number(body.status) === 0 ? 0 : 1;
    return out;
  };

  app.post(
    '/sys/tenant/add',
    { ...may('add'), schema: { body: tenantBody, response: answers.written } },
    async (request) => {
      const id = tenantId(request.body.tenantCode ?? request.body.id);
      if (id === null) throw new AppError('entity.invalid', { detail: 'tenantCode' });
      if (!request.body.name?.trim()) throw new AppError('entity.invalid', { detail: 'name' });
      if (await ctx.db.selectFrom('sysTenant').select('id').where('id', '=', id).executeTakeFirst())
        throw new AppError('tenant.idTaken');
      await ctx.db
        .insertInto('sysTenant')
        .values({
          id,
          name: '',
          beginDate: null,
          endDate: null,
          status: 1,
          createBy: request.user.username,
          createTime: toDbDateTime(ctx.clock.now()),
          ...columns(request.body),
        })
        .execute();
      ctx.tenants.invalidate();
      const row = await ctx.db
        .selectFrom('sysTenant')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return notice(request.locale, tenantView(row), systemNotices.added);
    },
  );

  const edit = async (request: FastifyRequest) => {
    const input = request.body as TenantBody;
    const id = tenantId(input.id ?? input.tenantCode);
    const row =
      id === null
        ? undefined
        : await ctx.db.selectFrom('sysTenant').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('entity.notFound');
    await ctx.db.updateTable('sysTenant').set(columns(input)).where('id', '=', row.id).execute();
    ctx.tenants.invalidate();
    const updated = await ctx.db
      .selectFrom('sysTenant')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    return notice(request.locale, tenantView(updated), systemNotices.edited);
  };
  const editSchema = { ...may('edit'), schema: { body: tenantBody, response: answers.written } };
  app.put('/sys/tenant/edit', editSchema, edit);
  app.post('/sys/tenant/edit', editSchema, edit);

  const remove = async (ids: number[]) => {
    if (ids.length === 0) return 0;
    const used = await tenantsInUse(ctx, ids);
    if (used !== undefined) throw new AppError('tenant.inUse', { id: used });
    const result = await ctx.db.deleteFrom('sysTenant').where('id', 'in', ids).executeTakeFirst();
    ctx.tenants.invalidate();
    return Number(result.numDeletedRows);
  };
  app.delete(
    '/sys/tenant/delete',
    { ...may('delete'), schema: { response: answers.deleted } },
    async (request) => {
      const id = tenantId((request.query as Record<string, unknown>).id);
      if (id === null || (await remove([id])) === 0) throw new AppError('entity.notFound');
      return notice(request.locale, null, systemNotices.deleted);
    },
  );
  app.delete(
    '/sys/tenant/deleteBatch',
    { ...may('delete'), schema: { response: answers.deletedBatch } },
    async (request) => {
      const raw = (request.query as Record<string, unknown>).ids;
      const ids = (typeof raw === 'string' ? raw : '')
        .split(',')
        .map(tenantId)
        .filter((id): id is number => id !== null);
      const count = await remove(ids);
      return notice(request.locale, { count }, systemNotices.deleted);
    },
  );
};
