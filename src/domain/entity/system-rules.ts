import { defineEntity } from './define-entity';
import { field } from './field';
import { menuPermission } from './menu-permission';

/**
 * `sys_check_rule` (api-contract 8.3): value rules stored as data, a JSON array of segments
 * `{digits, pattern, message}` that the server evaluates with a linear-time regex engine.
 * Rules of tenant 0 are the defaults of every tenant.
 */
export const checkRule = defineEntity({
  name: 'checkRule',
  table: 'sys_check_rule',
  permission: menuPermission('sys.checkRule'),
  label: { zh: '编码校验规则', en: 'Check rule' },
  fields: {
    ruleName: field.str(100, { label: { zh: '规则名称', en: 'Rule name' }, required: true, query: 'like' }),
    ruleCode: field.code({ label: { zh: '规则编码', en: 'Rule code' }, required: true, max: 100 }),
    ruleJson: field.text({ label: { zh: '规则JSON', en: 'Rule JSON' }, required: true, max: 1024 }),
    ruleDescription: field.str(200, { label: { zh: '规则描述', en: 'Description' } }),
  },
});

/**
 * `sys_fill_rule` (api-contract 8.4, domain.md 0.4): `ruleClass` names a generator compiled into the
 * server (never a class to instantiate), `ruleParams` its JSON parameters.
 */
export const fillRule = defineEntity({
  name: 'fillRule',
  table: 'sys_fill_rule',
  permission: menuPermission('sys.fillRule'),
  label: { zh: '编码填值规则', en: 'Fill rule' },
  fields: {
    ruleName: field.str(100, { label: { zh: '规则名称', en: 'Rule name' }, required: true, query: 'like' }),
    ruleCode: field.code({ label: { zh: '规则编码', en: 'Rule code' }, required: true, max: 100 }),
    ruleClass: field.str(100, {
      label: { zh: '生成器', en: 'Generator' },
      required: true,
      default: 'doc_number',
    }),
    ruleParams: field.text({ label: { zh: '规则参数', en: 'Parameters' }, max: 1024, list: true }),
  },
});
