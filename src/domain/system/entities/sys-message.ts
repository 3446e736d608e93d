import { defineEntity } from '../../entity/define-entity';
import { field } from '../../entity/field';
import { menuPermission } from '../../entity/menu-permission';

/**
 * `sys_message` (api-contract 8.11): the outgoing message queue that `sendMsg` fills and the sender
 * job works off. Served by `server/modules/system/sys-message-routes.ts` (the table predates the
 * engine: no version or audit columns).
 */
export const sysMessage = defineEntity({
  name: 'sysMessage',
  table: 'sys_message',
  permission: menuPermission('message.sysMessage'),
  basePath: '/sys/message/sysMessage',
  label: { zh: '消息', en: 'Message' },
  fields: {
    msgType: field.dict('template_type', {
      label: { zh: '消息类型', en: 'Type' },
      required: true,
      query: 'eq',
    }),
    title: field.str(100, { label: { zh: '标题', en: 'Title' }, query: 'like' }),
    receiver: field.str(500, { label: { zh: '接收人', en: 'Receiver' }, required: true, query: 'like' }),
    content: field.text({ label: { zh: '内容', en: 'Content' }, required: true, max: 4000, list: true }),
    templateCode: field.str(100, { label: { zh: '模板编码', en: 'Template code' }, list: false }),
    // 0 pending, 1 sent, 2 failed, -1 given up (api-contract 8.11).
    sendStatus: field.int({
      label: { zh: '发送状态', en: 'Send status' },
      query: 'eq',
      system: true,
      form: false,
    }),
    sendNum: field.int({ label: { zh: '发送次数', en: 'Attempts' }, system: true, form: false }),
    sendTime: field.datetime({ label: { zh: '发送时间', en: 'Sent at' }, system: true, form: false }),
    result: field.str(500, {
      label: { zh: '发送结果', en: 'Result' },
      system: true,
      form: false,
      list: false,
    }),
  },
});
