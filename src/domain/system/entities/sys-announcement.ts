import { defineEntity } from '../../entity/define-entity';
import { field } from '../../entity/field';
import { menuPermission } from '../../entity/menu-permission';

/**
 * `sys_announcement` (api-contract 6.1, spec 2.9, 4.3): a notice or system message, to everybody
 * (`ALL`) or to chosen users (`USER`, `userIds`), drafted, released and revoked. The HTML body is
 * sanitised on save. Served by `server/modules/system/announcement-admin-routes.ts`.
 */
export const sysAnnouncement = defineEntity({
  name: 'sysAnnouncement',
  table: 'sys_announcement',
  permission: menuPermission('sys.announcement'),
  basePath: '/sys/annountCement',
  label: { zh: '系统通告', en: 'Announcement' },
  fields: {
    titile: field.str(100, { label: { zh: '标题', en: 'Title' }, required: true, query: 'like' }),
    msgCategory: field.dict('msg_category', {
      label: { zh: '消息类型', en: 'Category' },
      required: true,
      default: '1',
      query: 'eq',
    }),
    priority: field.dict('priority', {
      label: { zh: '优先级', en: 'Priority' },
      required: true,
      default: 'L',
      query: 'eq',
    }),
    msgType: field.dict('msg_type', {
      label: { zh: '通告对象', en: 'Recipients' },
      required: true,
      default: 'ALL',
    }),
    userIds: field.dict('sys_user,realname,id', {
      label: { zh: '指定用户', en: 'Selected users' },
      multi: true,
      list: false,
    }),
    msgAbstract: field.str(500, { label: { zh: '摘要', en: 'Abstract' }, list: false }),
    msgContent: field.text({ label: { zh: '内容', en: 'Content' }, max: 100_000 }),
    openType: field.dict('open_type', { label: { zh: '打开方式', en: 'Open type' }, list: false }),
    openPage: field.str(255, { label: { zh: '打开页面', en: 'Open page' }, list: false }),
    startTime: field.datetime({ label: { zh: '开始时间', en: 'Starts' }, list: false }),
    endTime: field.datetime({ label: { zh: '结束时间', en: 'Ends' }, list: false }),
    sender: field.str(100, { label: { zh: '发布人', en: 'Sender' }, system: true, form: false }),
    sendStatus: field.dict('send_status', {
      label: { zh: '发布状态', en: 'Status' },
      system: true,
      form: false,
      query: 'eq',
    }),
    sendTime: field.datetime({ label: { zh: '发布时间', en: 'Published' }, system: true, form: false }),
    cancelTime: field.datetime({ label: { zh: '撤销时间', en: 'Revoked' }, system: true, form: false }),
  },
});
