import type { RuleVariable } from '../../../../../src/domain/system/data-rule-vocabulary';
import type { AppContext } from '../../../../context';
import { formatDateTime } from '../../../../db/datetime';
import type { SessionUser } from '../../../../http/session-user';
import type { ResolveVariable, VariableValue } from './rule-variable';
import './user-facility-table';

/**
 * The registered variables of domain.md 4.4 for one caller. `#{sys_purch_groups}` is an empty set until
 * purchasing groups exist (docs/decisions.md): a rule on it shows nothing rather than everything.
 */
export function callerVariables(ctx: AppContext, user: SessionUser): ResolveVariable {
  const now = ctx.clock.now();
  const resolvers: Record<RuleVariable, () => Promise<VariableValue> | VariableValue> = {
    sys_user_code: () => ({ kind: 'scalar', value: user.username }),
    sys_org_code: () => ({ kind: 'subtree', code: user.orgCode }),
    sys_user_facilities: async () => ({
      kind: 'set',
      values: await userFacilities(ctx, user.id, user.tenantId),
    }),
    sys_user_partner: () => ({ kind: 'scalar', value: user.partnerId }),
    sys_purch_groups: () => ({ kind: 'set', values: [] }),
    sys_date: () => ({ kind: 'scalar', value: (formatDateTime(now) ?? '').slice(0, 10) }),
    sys_time: () => ({ kind: 'scalar', value: formatDateTime(now) }),
    tenant_id: () => ({ kind: 'scalar', value: user.tenantId }),
  };
  return async (name) => resolvers[name]();
}

/**
 * The facilities assigned to a user (sys_user_facility) in one tenant: a user of several tenants has
 * links in each, and a facility belongs to one tenant.
 */
export async function userFacilities(ctx: AppContext, userId: string, tenantId: number): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('sysUserFacility as uf')
    .innerJoin('wmsFacility as f', 'f.id', 'uf.facilityId')
    .select('uf.facilityId')
    .where('uf.userId', '=', userId)
    .where('f.tenantId', '=', tenantId)
    .orderBy('uf.facilityId')
    .execute();
  return rows.map((row) => row.facilityId);
}
