import { defineEntity } from './define-entity';
import { field } from './field';
import { menuPermission } from './menu-permission';

const label = (zh: string, en: string) => ({ label: { zh, en } });

/** `onl_cgreport_item` (api-contract 7.1): one result column of a report. */
export const reportItem = defineEntity({
  name: 'cgreportItem',
  table: 'onl_cgreport_item',
  permission: 'online:cgreport',
  label: { zh: '报表字段', en: 'Report column' },
  kind: 'line',
  fields: {
    cgrheadId: field.ref('cgreportHead', { ...label('报表', 'Report'), required: true }),
    fieldName: field.str(100, { ...label('字段名', 'Field name'), required: true }),
    fieldTxt: field.str(200, { ...label('字段文本', 'Title'), required: true }),
    fieldWidth: field.int({ ...label('宽度', 'Width'), min: 0 }),
    fieldType: field.str(20, { ...label('字段类型', 'Type'), default: 'String' }),
    searchMode: field.str(10, { ...label('查询模式', 'Search mode'), default: 'single' }),
    isOrder: field.bool(label('排序', 'Sortable')),
    isSearch: field.bool(label('查询', 'Searchable')),
    dictCode: field.str(255, label('字典Code', 'Dictionary code')),
    fieldHref: field.str(255, label('字段链接', 'Link')),
    isShow: field.bool({ ...label('显示', 'Shown'), default: true }),
    orderNum: field.int(label('排序号', 'Position')),
    replaceVal: field.str(255, label('取值表达式', 'Replacement')),
    isTotal: field.bool(label('合计', 'Total')),
    groupTitle: field.str(50, label('分组标题', 'Group title')),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/** `onl_cgreport_param` (api-contract 7.1): a `${name}` parameter of the report query. */
export const reportParam = defineEntity({
  name: 'cgreportParam',
  table: 'onl_cgreport_param',
  permission: 'online:cgreport',
  label: { zh: '报表参数', en: 'Report parameter' },
  kind: 'line',
  fields: {
    cgrheadId: field.ref('cgreportHead', { ...label('报表', 'Report'), required: true }),
    paramName: field.str(32, { ...label('参数名', 'Name'), required: true }),
    paramTxt: field.str(32, label('参数文本', 'Title')),
    paramValue: field.str(255, label('默认值', 'Default')),
    orderNum: field.int(label('排序号', 'Position')),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `onl_cgreport_head` (api-contract 7.1, domain.md 3.13): an online report, administered by admins.
 * `cgrSql` is one SELECT whose `${param}` and `#{sys_*}` placeholders become bound parameters; it
 * runs read-only with a row cap (server/modules/report).
 */
export const reportHead = defineEntity({
  name: 'cgreportHead',
  table: 'onl_cgreport_head',
  permission: menuPermission('sys.onlineReport'),
  // JeecgBoot's paths (api-contract 7): definitions under /online/cgreport/head.
  basePath: '/online/cgreport/head',
  label: { zh: 'Online报表', en: 'Online report' },
  fields: {
    code: field.code({ ...label('报表编码', 'Report code'), required: true, max: 100 }),
    name: field.str(100, {
      ...label('报表名称', 'Report name'),
      required: true,
      query: 'like',
      sortable: true,
    }),
    cgrSql: field.text({ ...label('报表SQL', 'Report SQL'), required: true, max: 4000 }),
    returnValField: field.str(100, { ...label('返回值字段', 'Value field'), list: false }),
    returnTxtField: field.str(100, { ...label('返回文本字段', 'Text field'), list: false }),
    returnType: field.str(2, { ...label('返回类型', 'Return type'), default: '1', list: false }),
    dbSource: field.str(100, { ...label('数据源', 'Data source'), list: false }),
    content: field.str(500, label('描述', 'Description')),
  },
  lines: {
    items: { entity: reportItem, foreignKey: 'cgrheadId', label: { zh: '报表字段', en: 'Columns' } },
    params: { entity: reportParam, foreignKey: 'cgrheadId', label: { zh: '报表参数', en: 'Parameters' } },
  },
});
