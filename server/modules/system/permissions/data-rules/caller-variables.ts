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
    sys_user_facilities: async () => ({ kind: 'set', values: await userFacilities(ctx, user.id) }),
    sys_user_partner: () => ({ kind: 'scalar', value: user.partnerId }),
    sys_purch_groups: () => ({ kind: 'set', values: [] }),
    sys_date: () => ({ kind: 'scalar', value: (formatDateTime(now) ?? '').slice(0, 10) }),
    sys_time: () => ({ kind: 'scalar', value: formatDateTime(now) }),
    tenant_id: () => ({ kind: 'scalar', value: user.tenantId }),
  };
  return async (name) => resolvers[name]();
}

/** The facilities assigned to a user (sys_user_facility). */
export async function userFacilities(ctx: AppContext, userId: string): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('sysUserFacility')
    .select('facilityId')
    .where('userId', '=', userId)
    .orderBy('facilityId')
    .execute();
  return rows.map((row) => row.facilityId);
}
