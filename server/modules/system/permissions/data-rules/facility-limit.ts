import type { FastifyBaseLogger } from 'fastify';
import { field } from '../../../../../src/domain/entity/field';
import type { Condition } from '../../../../../src/domain/entity/parse-list-query';
import type { AppContext } from '../../../../context';
import type { SessionUser } from '../../../../http/session-user';
import { callerVariables } from './caller-variables';
import { compileDataRule, type RuleTarget } from './compile-data-rule';
import { callerDataRules } from './data-rule-conditions';
import { fieldStaffReach, isFieldStaff } from './field-staff-scope';

/** Balance rows as data rules see them: only their facility can be ruled on (domain.md 4.4). */
const balanceRows: RuleTarget = {
  name: 'inventoryBalance',
  fields: { facilityId: field.ref('facility', { label: { zh: '仓库', en: 'Facility' } }) },
};

/**
 * The facilities a caller may see on a page over balance rows (inventory query): field staff only their
 * teams' and service stores' (domain.md 4.4 rule 3), narrowed by the data rules of the page. Null: no
 * limit; an empty list shows nothing.
 */
export async function facilityLimit(
  ctx: AppContext,
  prefix: string,
  user: SessionUser,
  log: FastifyBaseLogger,
): Promise<readonly string[] | null> {
  const [reach, ruled] = await Promise.all([
    isFieldStaff(user) ? fieldStaffReach(ctx.db, user.tenantId, user.id) : null,
    ruledFacilities(ctx, prefix, user, log),
  ]);
  if (reach === null || ruled === null) return reach?.facilityIds ?? ruled;
  return reach.facilityIds.filter((id) => ruled.includes(id));
}

/**
 * The facilities the caller's data rules on the page allow: null when there are no rules, else the ids
 * every rule allows. A rule on another column, or other than `=` / `IN`, fails closed with a warning.
 */
async function ruledFacilities(
  ctx: AppContext,
  prefix: string,
  user: SessionUser,
  log: FastifyBaseLogger,
): Promise<string[] | null> {
  const rules = await callerDataRules(ctx, prefix, user);
  if (rules.length === 0) return null;
  const resolve = callerVariables(ctx, user);
  let allowed: string[] | null = null;
  for (const rule of rules) {
    const compiled = await compileDataRule(balanceRows, rule, resolve);
    const ids = compiled.ok ? facilityIds(compiled.condition) : undefined;
    if (!ids) {
      const reason = compiled.ok ? 'only = or IN on facilityId applies to balance rows' : compiled.reason;
      log.warn(
        { dataRule: rule.id, ruleName: rule.ruleName, user: user.username },
        `data rule fails closed: ${reason}`,
      );
      return [];
    }
    allowed = allowed === null ? ids : allowed.filter((id) => ids.includes(id));
  }
  return allowed;
}

function facilityIds(condition: Condition): string[] | undefined {
  if (condition.op === 'eq') return [String(condition.value)];
  if (condition.op === 'in') return condition.values.map(String);
  if (condition.op === 'group' && condition.match === 'or' && condition.conditions.length === 0) return [];
  return undefined;
}
