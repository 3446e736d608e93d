import { defineEntity } from '../../entity/define-entity';
import { field } from '../../entity/field';
import { menuPermission } from '../../entity/menu-permission';

/**
 * `sys_message_template` (api-contract 8.11, domain.md 3.13): a message text with `{{name}}`
 * placeholders, filled by logic-less substitution (never a template engine, api-contract 11).
 */
export const messageTemplate = defineEntity({
  name: 'messageTemplate',
  table: 'sys_message_template',
  permission: menuPermission('message.template'),
  basePath: '/sys/message/sysMessageTemplate',
  label: { zh: '消息模板', en: 'Message template' },
  fields: {
    templateCode: field.code({ label: { zh: '模板编码', en: 'Template code' }, required: true, max: 100 }),
    templateName: field.str(100, {
      label: { zh: '模板标题', en: 'Template title' },
      required: true,
      query: 'like',
    }),
    templateType: field.dict('template_type', {
      label: { zh: '模板类型', en: 'Template type' },
      required: true,
      query: 'eq',
    }),
    templateContent: field.text({
      label: { zh: '模板内容', en: 'Content' },
      required: true,
      max: 4000,
      list: true,
    }),
    templateTestJson: field.text({ label: { zh: '测试数据(JSON)', en: 'Test data (JSON)' }, max: 2000 }),
  },
});
