import type { LocalText } from '../i18n-text';

/**
 * Errors of the JeecgBoot 2.x compatibility endpoints of issue 19 (category dictionary, data change log,
 * online users, department data rules, user agents...). The Chinese texts are JeecgBoot's where its
 * client shows them.
 */
export const compatErrorCatalogue = {
  'category.parentNotFound': { zh: '父级节点不存在', en: 'The parent category does not exist' },
  'category.treeFixed': {
    zh: '分类的父级节点和编码不能修改',
    en: "A category's parent and code cannot be changed",
  },
  'category.codePrefix': {
    zh: '编码不符合规范,须以"{code}"开头!',
    en: 'The code must start with "{code}"!',
  },
  'category.codeEmpty': { zh: '错误,类型编码为空!', en: 'The category code is empty!' },
  'category.treeParams': { zh: '加载分类字典树参数有误.[null]!', en: 'Either pid or pcode is needed' },
  'category.codeNotFound': {
    zh: '该编码【{code}】不存在，请核实!',
    en: 'No category has the code {code}',
  },
  'category.field': { zh: '只能按id或code查询', en: 'Only id or code can be looked up' },
  'dict.treeCondition': {
    zh: '树字典查询条件有误，只能按已登记的字段查询',
    en: 'The tree condition may only compare the registered columns',
  },
  'category.nothingFound': { zh: '查询无果', en: 'Nothing found' },
  'category.idsEmpty': { zh: 'ids 不能为空', en: 'ids must not be empty' },
  'monitor.redisUnreachable': { zh: 'Redis连接失败：{detail}', en: 'Redis cannot be reached: {detail}' },
  'datarule.none': { zh: '未找到权限配置信息', en: 'This menu has no data rules to choose from' },
  'datarule.departMenuFirst': {
    zh: '请先保存部门菜单权限!',
    en: 'Grant the menu to the department first!',
  },
  'datarule.roleMenuFirst': { zh: '请先保存角色菜单权限!', en: 'Grant the menu to the role first!' },
  'datarule.notOfMenu': { zh: '数据规则不属于该菜单', en: 'A chosen data rule is not one of this menu' },
  'datarule.notOfDepart': {
    zh: '数据规则未授权给该部门',
    en: 'A chosen data rule is not offered by the department',
  },
  'userAgent.self': { zh: '代理人不能是用户本人', en: 'A user cannot be his own deputy' },
  'userAgent.unknownUser': { zh: '用户不存在：{name}', en: 'Unknown user: {name}' },
  'userAgent.period': { zh: '代理结束时间须晚于开始时间', en: 'The period must end after it starts' },
  'dataLog.twoVersions': {
    zh: '请选择同一条数据的两个版本',
    en: 'Choose two versions of the same record',
  },
} as const satisfies Record<string, LocalText>;
