import { sql } from 'kysely';
import type { EntityDescriptor } from '../../../../../src/domain/entity/define-entity';
import type { Condition } from '../../../../../src/domain/entity/parse-list-query';
import type { Db } from '../../../../db/database';
import type { SessionUser } from '../../../../http/session-user';
import { NO_ROWS } from './compile-data-rule';
import '../../../warehouse/warehouse-tables';

/** The columns that place a row in a facility (domain.md 4.4 rule 4 names the same three). */
export const FACILITY_COLUMNS = ['facilityId', 'outFacilityId', 'inFacilityId'] as const;

/** What field staff reach (domain.md 4.4 rule 3): their teams and the facilities those give them. */
export interface FieldStaffReach {
  teamIds: string[];
  /** The teams' custody facilities and the facilities the FSM service stores reserve from. */
  facilityIds: string[];
}

/**
 * The teams a user is a member of, their custody facilities (created with the team, domain.md 2.1) and
 * the facilities of the FSM service product stores, the stores field staff draw spare parts from.
 */
export async function fieldStaffReach(db: Db, tenantId: number, userId: string): Promise<FieldStaffReach> {
  const teams = await db
    .selectFrom('mdmTeam as t')
    .innerJoin(sql`mdm_team_member`.as('m'), (join) => join.on(sql`m.team_id`, '=', sql.ref('t.id')))
    .select(['t.id', 't.custodyFacilityId'])
    .where('t.tenantId', '=', tenantId)
    .where(sql`m.user_id`, '=', userId)
    .execute();
  const stores = await db
    .selectFrom(sql`mdm_product_store_facility`.as('sf'))
    .innerJoin('mdmProductStore as s', (join) => join.on(sql`sf.product_store_id`, '=', sql.ref('s.id')))
    .select(sql<string>`sf.facility_id`.as('facilityId'))
    .where('s.tenantId', '=', tenantId)
    .where('s.storeType', '=', 'fsm_service')
    .where(sql`sf.allow_reserve`, '=', 1)
    .execute();
  return {
    teamIds: [...new Set(teams.map((team) => team.id))],
    facilityIds: [
      ...new Set([
        ...teams.map((team) => team.custodyFacilityId).filter((id): id is string => !!id),
        ...stores.map((store) => store.facilityId),
      ]),
    ],
  };
}

export function isFieldStaff(user: SessionUser): boolean {
  return user.userType === 'engineer';
}

/**
 * domain.md 4.4 rule 3 as list conditions for a field engineer: a row with facility columns is theirs when
 * any of its facilities is (a transfer into their custody facility counts); a document without facility
 * columns but with a team (spare-part requests) when it is their team's or filed for them. Other entities
 * are left to the data rules. Everyone else: no condition.
 */
export async function fieldStaffConditions(
  db: Db,
  entity: EntityDescriptor,
  user: SessionUser,
): Promise<Condition[]> {
  if (!isFieldStaff(user)) return [];
  const columns = FACILITY_COLUMNS.filter((name) => entity.fields[name]?.ref === 'facility');
  const byTeam = columns.length === 0 && entity.kind === 'document' && entity.fields.teamId?.ref === 'team';
  if (columns.length === 0 && !byTeam) return [];
  const reach = await fieldStaffReach(db, user.tenantId, user.id);
  const any: Condition[] = [];
  if (columns.length > 0) {
    if (reach.facilityIds.length > 0)
      for (const field of columns) any.push({ field, op: 'in', values: reach.facilityIds });
  } else {
    if (reach.teamIds.length > 0) any.push({ field: 'teamId', op: 'in', values: reach.teamIds });
    if (entity.fields.engineerUserId?.ref === 'user')
      any.push({ field: 'engineerUserId', op: 'eq', value: user.id });
  }
  return [any.length === 0 ? NO_ROWS : { op: 'group', match: 'or', conditions: any }];
}
