import { defineEntity } from '../../entity/define-entity';
import { field } from '../../entity/field';
import { menuPermission } from '../../entity/menu-permission';

/**
 * `sys_data_log`: the data change log (JeecgBoot's DataLogList with version compare, issue 19 point 2).
 * Each add or edit of an entity registered with `dataLog` stores the record as it is now (its non-secret
 * fields, as JSON) under the next version number of that row; written by the server only, read by whoever
 * reads the logs.
 */
export const sysDataLog = defineEntity({
  name: 'sysDataLog',
  table: 'sys_data_log',
  permission: menuPermission('sys.log'),
  basePath: '/sys/dataLog',
  label: { zh: '数据日志', en: 'Data change log' },
  fields: {
    dataTable: field.str(64, { label: { zh: '表名', en: 'Table' }, query: 'eq' }),
    dataId: field.str(32, { label: { zh: '数据ID', en: 'Record id' }, query: 'eq' }),
    dataVersion: field.int({ label: { zh: '版本号', en: 'Version' }, sortable: true }),
    dataContent: field.text({ label: { zh: '数据内容', en: 'Content' }, max: 100_000, list: true }),
  },
});
