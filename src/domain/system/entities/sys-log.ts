import { defineEntity } from '../../entity/define-entity';
import { field } from '../../entity/field';
import { menuPermission } from '../../entity/menu-permission';

/**
 * `sys_log` (api-contract 8.1): login logs (type 1) and operation logs (type 2), written by the server
 * only; read and cleared by `server/modules/system/log-routes.ts`.
 */
export const sysLog = defineEntity({
  name: 'sysLog',
  table: 'sys_log',
  permission: menuPermission('sys.log'),
  label: { zh: '日志', en: 'Log' },
  fields: {
    logType: field.dict('log_type', { label: { zh: '日志类型', en: 'Log type' }, query: 'eq' }),
    logContent: field.str(1000, { label: { zh: '日志内容', en: 'Content' } }),
    operateType: field.dict('operate_type', { label: { zh: '操作类型', en: 'Operation' }, query: 'eq' }),
    userid: field.str(32, { label: { zh: '操作人账号', en: 'Account' }, query: 'like' }),
    username: field.str(100, { label: { zh: '操作人名称', en: 'User name' } }),
    ip: field.str(100, { label: { zh: 'IP', en: 'IP' }, query: 'like' }),
    method: field.str(500, { label: { zh: '请求方法', en: 'Handler' }, list: false }),
    requestUrl: field.str(255, { label: { zh: '请求路径', en: 'Request path' } }),
    requestType: field.str(10, { label: { zh: '请求类型', en: 'HTTP method' } }),
    requestParam: field.text({ label: { zh: '请求参数', en: 'Parameters' } }),
    costTime: field.int({ label: { zh: '耗时(毫秒)', en: 'Duration (ms)' } }),
  },
});
