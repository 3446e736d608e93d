import { defineEntity } from '../../entity/define-entity';
import { field } from '../../entity/field';
import { menuPermission } from '../../entity/menu-permission';

/**
 * `sys_position` (api-contract 8.12): job positions; `sys_user.post` holds a position code. Not the
 * warehouse's storage positions (`wms_position`).
 */
export const sysPosition = defineEntity({
  name: 'sysPosition',
  table: 'sys_position',
  permission: menuPermission('sys.position'),
  label: { zh: '职务', en: 'Position' },
  defaultSort: { column: 'code', order: 'asc' },
  fields: {
    code: field.code({ label: { zh: '职务编码', en: 'Position code' }, required: true, max: 100 }),
    name: field.str(100, { label: { zh: '职务名称', en: 'Position name' }, required: true, query: 'like' }),
    postRank: field.dict('position_rank', { label: { zh: '职级', en: 'Rank' }, query: 'eq' }),
    companyId: field.str(32, { label: { zh: '公司', en: 'Company' }, list: false }),
  },
});
