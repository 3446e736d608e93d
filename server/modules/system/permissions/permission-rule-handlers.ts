import type { FastifyRequest } from 'fastify';
import {
  isRuleCondition,
  isRuleVariable,
  RULE_VARIABLES,
} from '../../../../src/domain/system/data-rule-vocabulary';
import { systemNotices } from '../../../../src/domain/system/entities/system-errors';
import type { AppContext } from '../../../context';
import { formatDateTime, toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { notice } from '../../../entity/notice';
import { AppError } from '../../../http/app-error';
import type { SchemaRequest } from '../../../http/fastify-types';
import { ok } from '../../../http/result';
import { queryId } from '../legacy-list';
import type { RuleBody, ruleBody } from './permission-schemas';

/** Data rules of a menu (api-contract 3.5): values use registered variables only, never SQL. */

/** The stored fields of a data rule, once its name, condition, column and variables pass. */
function ruleFields(body: RuleBody) {
  if (!body.ruleName?.trim()) throw new AppError('entity.invalid', { detail: 'ruleName' });
  if (!body.ruleConditions || !isRuleCondition(body.ruleConditions)) {
    throw new AppError('entity.invalid', { detail: 'ruleConditions' });
  }
  if (body.ruleColumn && !/^[A-Za-z_][A-Za-z0-9_]{0,49}$/.test(body.ruleColumn)) {
    throw new AppError('entity.invalid', { detail: 'ruleColumn' });
  }
  const value = body.ruleValue ?? '';
  const used = [...value.matchAll(/[#$]\{([^}]*)\}/g)];
  if (used.some((match) => match[0]!.startsWith('$') || !isRuleVariable(match[1]!))) {
    throw new AppError('permission.ruleVariable', {
      allowed: RULE_VARIABLES.map((v) => `#{${v}}`).join(', '),
    });
  }
  return {
    ruleName: body.ruleName.trim(),
    ruleColumn: body.ruleColumn || null,
    ruleConditions: body.ruleConditions,
    ruleValue: value,
    status: body.status === '0' ? '0' : '1',
  };
}

const ruleView = (row: Record<string, unknown>) => ({
  ...row,
  createTime: formatDateTime(row.createTime as string | null),
  updateTime: formatDateTime(row.updateTime as string | null),
});

/** Keeps the menu's `rule_flag` (the tree's data-rule mark) in step with its rules. */
async function markRuleFlag(ctx: AppContext, permissionId: string) {
  const any = await ctx.db
    .selectFrom('sysPermissionDataRule')
    .select('id')
    .where('permissionId', '=', permissionId)
    .executeTakeFirst();
  await ctx.db
    .updateTable('sysPermission')
    .set({ ruleFlag: any ? 1 : 0 })
    .where('id', '=', permissionId)
    .execute();
}

export async function rulesOfMenu(request: FastifyRequest) {
  const rows = await request.server.ctx.db
    .selectFrom('sysPermissionDataRule')
    .selectAll()
    .where('permissionId', '=', queryId(request.query, 'permissionId'))
    .orderBy('createTime')
    .execute();
  return ok(request.locale, rows.map(ruleView));
}

export async function searchRules(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  let select = request.server.ctx.db
    .selectFrom('sysPermissionDataRule')
    .selectAll()
    .where('permissionId', '=', queryId(query, 'permissionId'));
  if (typeof query.ruleName === 'string' && query.ruleName)
    select = select.where('ruleName', '=', query.ruleName.slice(0, 50));
  if (typeof query.ruleValue === 'string' && query.ruleValue)
    select = select.where('ruleValue', '=', query.ruleValue.slice(0, 300));
  return ok(request.locale, (await select.execute()).map(ruleView));
}

export async function addRule(request: SchemaRequest<{ body: typeof ruleBody }>) {
  const { ctx } = request.server;
  const fields = ruleFields(request.body);
  const permission = await ctx.db
    .selectFrom('sysPermission')
    .select('id')
    .where('id', '=', request.body.permissionId ?? '')
    .executeTakeFirst();
  if (!permission) throw new AppError('entity.notFound');
  await ctx.db
    .insertInto('sysPermissionDataRule')
    .values({
      id: newId(),
      permissionId: permission.id,
      ...fields,
      createBy: request.user.username,
      createTime: toDbDateTime(ctx.clock.now()),
      updateBy: null,
      updateTime: null,
    })
    .execute();
  await markRuleFlag(ctx, permission.id);
  ctx.permissions.invalidate();
  return notice(request.locale, null, systemNotices.added);
}

export async function editRule(request: SchemaRequest<{ body: typeof ruleBody }>) {
  const { ctx } = request.server;
  const fields = ruleFields(request.body);
  const rule = await ctx.db
    .selectFrom('sysPermissionDataRule')
    .select(['id', 'permissionId'])
    .where('id', '=', request.body.id ?? '')
    .executeTakeFirst();
  if (!rule) throw new AppError('permission.ruleNotFound');
  await ctx.db
    .updateTable('sysPermissionDataRule')
    .set({ ...fields, updateBy: request.user.username, updateTime: toDbDateTime(ctx.clock.now()) })
    .where('id', '=', rule.id)
    .execute();
  ctx.permissions.invalidate();
  return notice(request.locale, null, systemNotices.edited);
}

export async function deleteRule(request: FastifyRequest) {
  const { ctx } = request.server;
  const rule = await ctx.db
    .selectFrom('sysPermissionDataRule')
    .select(['id', 'permissionId'])
    .where('id', '=', queryId(request.query))
    .executeTakeFirst();
  if (!rule) throw new AppError('permission.ruleNotFound');
  await ctx.db.deleteFrom('sysPermissionDataRule').where('id', '=', rule.id).execute();
  await markRuleFlag(ctx, rule.permissionId);
  ctx.permissions.invalidate();
  return notice(request.locale, null, systemNotices.deleted);
}
