import { defineEntity } from '../../entity/define-entity';
import { field } from '../../entity/field';
import { menuPermission } from '../../entity/menu-permission';

/**
 * `sys_data_source` (api-contract 8.7): connection data of an external database for reports. The
 * password is write-only (api-contract 11): stored encrypted, never sent back; an edit that leaves it
 * empty keeps the stored one.
 */
export const dataSource = defineEntity({
  name: 'dataSource',
  table: 'sys_data_source',
  permission: menuPermission('sys.dataSource'),
  label: { zh: '数据源', en: 'Data source' },
  fields: {
    code: field.code({ label: { zh: '数据源编码', en: 'Code' }, required: true, max: 100 }),
    name: field.str(100, { label: { zh: '数据源名称', en: 'Name' }, required: true, query: 'like' }),
    dbType: field.dict('database_type', { label: { zh: '数据库类型', en: 'Database type' }, required: true }),
    dbDriver: field.str(100, { label: { zh: '驱动类', en: 'Driver' }, list: false }),
    dbUrl: field.str(500, { label: { zh: '数据源地址', en: 'URL' }, required: true }),
    dbName: field.str(100, { label: { zh: '数据库名称', en: 'Database name' } }),
    dbUsername: field.str(100, { label: { zh: '用户名', en: 'User name' } }),
    dbPassword: field.str(500, { label: { zh: '密码', en: 'Password' }, secret: true }),
    remark: field.str(200, { label: { zh: '备注', en: 'Remark' }, list: false }),
  },
});
