import { defineEntity } from '../../entity/define-entity';
import { field } from '../../entity/field';
import { menuPermission } from '../../entity/menu-permission';

/**
 * `sys_dict` and `sys_dict_item` (api-contract 5.1, domain.md 5), served by
 * `server/modules/system/dict-routes.ts`; every write refreshes the dictionary caches.
 */
export const sysDict = defineEntity({
  name: 'sysDict',
  table: 'sys_dict',
  permission: menuPermission('sys.dict'),
  label: { zh: '字典', en: 'Dictionary' },
  fields: {
    dictName: field.str(100, {
      label: { zh: '字典名称', en: 'Dictionary name' },
      required: true,
      query: 'like',
      sortable: true,
    }),
    dictNameEn: field.str(200, { label: { zh: '英文名称', en: 'English name' } }),
    dictCode: field.str(100, {
      label: { zh: '字典编码', en: 'Dictionary code' },
      required: true,
      query: 'like',
      sortable: true,
    }),
    description: field.str(255, { label: { zh: '描述', en: 'Description' } }),
  },
});

export const sysDictItem = defineEntity({
  name: 'sysDictItem',
  table: 'sys_dict_item',
  permission: menuPermission('sys.dict'),
  basePath: '/sys/dictItem',
  label: { zh: '字典项', en: 'Dictionary item' },
  defaultSort: { column: 'sortOrder', order: 'asc' },
  fields: {
    dictId: field.str(32, { label: { zh: '字典', en: 'Dictionary' }, list: false, form: false }),
    itemText: field.str(100, { label: { zh: '名称', en: 'Text' }, required: true, query: 'like' }),
    itemTextEn: field.str(200, { label: { zh: '英文名称', en: 'English text' } }),
    itemValue: field.str(100, { label: { zh: '数据值', en: 'Value' }, required: true }),
    description: field.str(255, { label: { zh: '描述', en: 'Description' }, list: false }),
    sortOrder: field.int({ label: { zh: '排序', en: 'Order' }, default: 1, sortable: true }),
    color: field.str(32, { label: { zh: '颜色', en: 'Colour' }, list: false }),
    status: field.dict('dict_item_status', {
      label: { zh: '状态', en: 'Status' },
      default: '1',
      required: true,
      query: 'eq',
    }),
  },
});
