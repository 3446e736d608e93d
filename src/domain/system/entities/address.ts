import { defineEntity } from '../../entity/define-entity';
import { field } from '../../entity/field';
import { menuPermission } from '../../entity/menu-permission';

/**
 * `sys_address` (domain.md 3.13): administrative regions by GB/T 2260 code (province, city, district),
 * the picker behind address fields.
 */
export const address = defineEntity({
  name: 'address',
  table: 'sys_address',
  permission: menuPermission('sys.address'),
  label: { zh: '地址', en: 'Address' },
  defaultSort: { column: 'code', order: 'asc' },
  fields: {
    code: field.code({ label: { zh: '行政区划代码', en: 'Region code' }, required: true, max: 12 }),
    name: field.str(100, { label: { zh: '名称', en: 'Name' }, required: true, query: 'like' }),
    nameEn: field.str(200, { label: { zh: '英文名称', en: 'English name' } }),
    parentCode: field.str(12, { label: { zh: '上级代码', en: 'Parent code' }, query: 'eq' }),
    // 1 province, 2 city, 3 district.
    level: field.int({ label: { zh: '级别', en: 'Level' }, min: 1, maxValue: 3, query: 'eq' }),
  },
});
