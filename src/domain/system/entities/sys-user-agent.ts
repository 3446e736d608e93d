import { defineEntity } from '../../entity/define-entity';
import { field } from '../../entity/field';
import { menuPermission } from '../../entity/menu-permission';

/**
 * `sys_user_agent`: a user's deputy for a period (the user page's "agent" dialog of the JeecgBoot client,
 * SysUserAgentModal, issue 19 point 2); one setting per user, kept by whoever edits users. ISPS stores it
 * for the client and for customer pages; our own approval steps do not hand work to the deputy.
 */
export const sysUserAgent = defineEntity({
  name: 'sysUserAgent',
  table: 'sys_user_agent',
  permission: menuPermission('sys.user'),
  basePath: '/sys/sysUserAgent',
  label: { zh: '用户代理人', en: 'User deputy' },
  defaultSort: { column: 'userName', order: 'asc' },
  fields: {
    userName: field.str(100, {
      label: { zh: '用户名', en: 'User' },
      required: true,
      unique: true,
      query: 'eq',
      sortable: true,
    }),
    agentUserName: field.str(100, {
      label: { zh: '代理人用户名', en: 'Deputy' },
      required: true,
      query: 'eq',
    }),
    startTime: field.datetime({ label: { zh: '代理开始时间', en: 'From' }, required: true }),
    endTime: field.datetime({ label: { zh: '代理结束时间', en: 'Until' }, required: true }),
    // JeecgBoot: 1 valid, 0 invalid.
    status: field.str(2, { label: { zh: '状态', en: 'Status' }, default: '1' }),
  },
});
