import { defineEntity } from '../../entity/define-entity';
import { field } from '../../entity/field';
import { menuPermission } from '../../entity/menu-permission';

/** `pid` of a top-level category (JeecgBoot's `ISysCategoryService.ROOT_PID_VALUE`). */
export const CATEGORY_ROOT = '0';

/**
 * `sys_category`: JeecgBoot's category dictionary, a tree of named codes (`A01`, `A01A01`, the
 * department code scheme) that forms pick through JCategorySelect / JTreeDict (issue 19 point 2).
 * Managed by whoever manages the dictionaries: its buttons are the dictionary page's. `hasChild` is kept
 * by the server ('1' while the node has children), as the JeecgBoot client reads it to offer expansion.
 */
export const sysCategory = defineEntity({
  name: 'sysCategory',
  table: 'sys_category',
  permission: menuPermission('sys.dict'),
  basePath: '/sys/category',
  label: { zh: '分类字典', en: 'Category dictionary' },
  defaultSort: { column: 'code', order: 'asc' },
  fields: {
    pid: field.str(32, { label: { zh: '父级节点', en: 'Parent' }, query: 'eq', list: false }),
    name: field.str(100, { label: { zh: '分类名称', en: 'Category name' }, required: true, query: 'like' }),
    // Generated from the parent's code when left empty (JeecgBoot's CategoryCodeRule).
    code: field.code({ label: { zh: '分类编码', en: 'Category code' }, max: 96 }),
    hasChild: field.str(1, {
      label: { zh: '是否有子节点', en: 'Has children' },
      system: true,
      form: false,
      list: false,
    }),
  },
});
