import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

/**
 * `mdm_movement_type` (domain.md 2.8, 3.1); the rows are seeded from src/domain/warehouse/movement-types.ts,
 * system rows (`is_system`) cannot be deleted. The `movement_type` table dictionary reads this table.
 */
export const movementType = defineEntity({
  name: 'movementType',
  table: 'mdm_movement_type',
  permission: menuPermission('mdm.movementType'),
  label: { zh: '移动类型', en: 'Movement type' },
  kind: 'master',
  fields: {
    code: field.code({ label: { zh: '移动类型编码', en: 'Code' }, required: true }),
    nameZh: field.str(64, { label: { zh: '中文名称', en: 'Chinese name' }, required: true, query: 'like' }),
    nameEn: field.str(64, { label: { zh: '英文名称', en: 'English name' }, required: true, query: 'like' }),
    commandTypes: field.dict('command_type', {
      label: { zh: '适用指令类型', en: 'Command types' },
      multi: true,
      query: 'like',
    }),
    direction: field.dict('direction', {
      label: { zh: '方向', en: 'Direction' },
      required: true,
      query: 'eq',
    }),
    requiresReturn: field.bool({ label: { zh: '需归还', en: 'Return expected' } }),
    returnMovementCode: field.str(32, { label: { zh: '归还移动类型', en: 'Return movement' }, list: false }),
    requiresRef: field.bool({ label: { zh: '需引用原单', en: 'Requires reference' }, list: false }),
    requiresFsmRef: field.bool({ label: { zh: '需FSM单号', en: 'Requires FSM reference' }, list: false }),
    requiresCostCenter: field.bool({ label: { zh: '需成本中心', en: 'Requires cost center' }, list: false }),
    requiresSaleOrder: field.bool({ label: { zh: '需销售订单', en: 'Requires sale order' }, list: false }),
    targetPositionType: field.dict('position_type', {
      label: { zh: '目标库位类型', en: 'Target position type' },
    }),
    targetQualityStatus: field.dict('quality_status', {
      label: { zh: '目标质量状态', en: 'Target quality status' },
      list: false,
    }),
    sapMovementCode: field.str(3, { label: { zh: 'SAP移动类型', en: 'SAP movement type' } }),
    sapReverseCode: field.str(3, { label: { zh: 'SAP冲销类型', en: 'SAP reversal type' }, list: false }),
    isSystem: field.bool({ label: { zh: '系统内置', en: 'System' }, system: true, form: false, query: 'eq' }),
    sort: field.int({ label: { zh: '排序', en: 'Sort' }, default: 0, sortable: true }),
  },
  display: 'nameZh',
  defaultSort: { column: 'sort', order: 'asc' },
});
