import type { FastifyBaseLogger } from 'fastify';
import type { EntityDescriptor } from '../../../../../src/domain/entity/define-entity';
import type { Condition } from '../../../../../src/domain/entity/parse-list-query';
import type { AppContext } from '../../../../context';
import type { SessionUser } from '../../../../http/session-user';
import type { DataRuleRow } from '../permission-cache';
import { callerVariables } from './caller-variables';
import { compileDataRule, NO_ROWS } from './compile-data-rule';

/**
 * The menus behind a permission prefix (`wms:delivery`): the pages whose buttons carry its codes. Rules
 * are attached to menus, entities declare their prefix; the buttons tie the two together, also for
 * menus an admin adds.
 */
export async function menusOfPermission(ctx: AppContext, prefix: string): Promise<ReadonlySet<string>> {
  return ctx.permissions.derive(`data-rule-menus:${prefix}`, async () => {
    const menus = new Set<string>();
    for (const row of await ctx.permissions.allRows()) {
      const codes = (row.perms ?? '').split(',').map((code) => code.trim());
      if (!codes.some((code) => code === prefix || code.startsWith(`${prefix}:`))) continue;
      const menu = row.menuType === 2 ? row.parentId : row.id;
      if (menu) menus.add(menu);
    }
    return menus;
  });
}

/**
 * The data rules (domain.md 4.4 rule 4) the caller's grants attach to the menus of a permission prefix:
 * the rule ids chosen on every role and department role granting the menu, active rules of that menu
 * only. Empty when the caller has none: the whole tenant.
 */
export async function callerDataRules(
  ctx: AppContext,
  prefix: string,
  user: SessionUser,
): Promise<DataRuleRow[]> {
  const grants = await ctx.permissions.userGrants(user.id);
  if (grants.dataRuleIds.size === 0) return [];
  const [menus, rules] = await Promise.all([menusOfPermission(ctx, prefix), ctx.permissions.dataRules()]);
  const chosen: DataRuleRow[] = [];
  for (const menu of menus) {
    for (const id of grants.dataRuleIds.get(menu) ?? []) {
      const rule = rules.get(id);
      if (rule?.permissionId === menu) chosen.push(rule);
    }
  }
  return chosen;
}

/**
 * The caller's data rules on an entity as list conditions, all of which must hold (JeecgBoot ANDs the
 * rules of a menu). A rule that cannot be applied (a column the descriptor does not know, a value that
 * does not fit) fails closed: one condition matching nothing, and a warning saying why.
 */
export async function dataRuleConditions(
  ctx: AppContext,
  entity: EntityDescriptor,
  user: SessionUser,
  log: FastifyBaseLogger,
): Promise<Condition[]> {
  const rules = await callerDataRules(ctx, entity.permission, user);
  if (rules.length === 0) return [];
  const resolve = callerVariables(ctx, user);
  const conditions: Condition[] = [];
  for (const rule of rules) {
    const compiled = await compileDataRule(entity, rule, resolve);
    if (!compiled.ok) {
      log.warn(
        { dataRule: rule.id, ruleName: rule.ruleName, entity: entity.name, user: user.username },
        `data rule fails closed: ${compiled.reason}`,
      );
      return [NO_ROWS];
    }
    conditions.push(compiled.condition);
  }
  return conditions;
}
