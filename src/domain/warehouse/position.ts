import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

const part = (zh: string, en: string) => field.str(8, { label: { zh, en }, list: false });

/**
 * `wms_position` (domain.md 2.1, 3.2): a flat list per facility with structured code parts
 * (area-aisle-section-level-bin). `allocatable` defaults from the type; a running count that freezes
 * the position sets `frozen_by_count_id`.
 */
export const position = defineEntity({
  name: 'position',
  table: 'wms_position',
  permission: menuPermission('mdm.position'),
  label: { zh: '库位', en: 'Position' },
  kind: 'master',
  fields: {
    facilityId: field.ref('facility', { label: { zh: '仓库', en: 'Facility' }, required: true, query: 'eq' }),
    code: field.str(32, {
      label: { zh: '库位编码', en: 'Position code' },
      required: true,
      query: 'like',
      sortable: true,
    }),
    name: field.str(64, { label: { zh: '库位名称', en: 'Position name' }, query: 'like' }),
    positionType: field.dict('position_type', {
      label: { zh: '库位类型', en: 'Position type' },
      required: true,
      default: 'storage',
      query: 'eq',
    }),
    area: part('区', 'Area'),
    aisle: part('巷道', 'Aisle'),
    section: part('货架', 'Section'),
    level: part('层', 'Level'),
    bin: part('格', 'Bin'),
    pickSequence: field.int({ label: { zh: '拣货顺序', en: 'Pick sequence' }, default: 0, sortable: true }),
    allocatable: field.bool({ label: { zh: '可分配', en: 'Allocatable' }, default: true }),
    frozenByCountId: field.ref('checkInventory', {
      label: { zh: '冻结盘点单', en: 'Frozen by count' },
      system: true,
      form: false,
    }),
    capacityNote: field.str(64, { label: { zh: '容量说明', en: 'Capacity note' }, list: false }),
  },
  uniqueTogether: [['facilityId', 'code']],
  columns: ['facilityId', 'code', 'name', 'positionType', 'pickSequence', 'allocatable', 'status'],
  defaultSort: { column: 'code', order: 'asc' },
});
