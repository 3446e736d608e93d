import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

/** `mdm_team_member`: a user in a team, with the FSM engineer id. */
export const teamMember = defineEntity({
  name: 'teamMember',
  table: 'mdm_team_member',
  permission: menuPermission('mdm.team'),
  label: { zh: '团队成员', en: 'Team member' },
  kind: 'line',
  fields: {
    teamId: field.ref('team', { label: { zh: '团队', en: 'Team' }, required: true }),
    userId: field.ref('user', { label: { zh: '用户', en: 'User' }, required: true }),
    memberRole: field.dict('member_role', { label: { zh: '角色', en: 'Role' }, default: 'engineer' }),
    fsmEngineerId: field.str(64, { label: { zh: 'FSM工程师ID', en: 'FSM engineer id' } }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `mdm_team` (domain.md 3.1): a service, installation or warehouse team. Its custody facility (van or
 * team stock, lent parts, domain.md 2.1) is created with it.
 */
export const team = defineEntity({
  name: 'team',
  table: 'mdm_team',
  permission: menuPermission('mdm.team'),
  label: { zh: '团队', en: 'Team' },
  kind: 'master',
  fields: {
    code: field.code({ label: { zh: '团队编码', en: 'Team code' }, required: true }),
    name: field.str(64, { label: { zh: '团队名称', en: 'Team name' }, required: true, query: 'like' }),
    teamType: field.dict('team_type', {
      label: { zh: '团队类型', en: 'Team type' },
      required: true,
      query: 'eq',
    }),
    leaderUserId: field.ref('user', { label: { zh: '组长', en: 'Leader' } }),
    regionCode: field.str(12, { label: { zh: '地区', en: 'Region' } }),
    custodyFacilityId: field.ref('facility', {
      label: { zh: '团队保管库', en: 'Custody facility' },
      system: true,
      form: false,
    }),
    fsmTeamId: field.str(64, { label: { zh: 'FSM团队ID', en: 'FSM team id' } }),
  },
  lines: {
    members: { entity: teamMember, foreignKey: 'teamId', label: { zh: '成员', en: 'Members' } },
  },
});
