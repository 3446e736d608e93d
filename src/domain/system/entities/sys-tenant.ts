import { defineEntity } from '../../entity/define-entity';
import { field } from '../../entity/field';
import { menuPermission } from '../../entity/menu-permission';

/**
 * `sys_tenant` (api-contract 8.6): the id is the tenant code an administrator chooses, not generated.
 * Served by `server/modules/system/tenant-routes.ts`.
 */
export const sysTenant = defineEntity({
  name: 'sysTenant',
  table: 'sys_tenant',
  permission: menuPermission('sys.tenant'),
  label: { zh: '租户', en: 'Tenant' },
  fields: {
    tenantCode: field.int({
      label: { zh: '租户编号', en: 'Tenant id' },
      required: true,
      min: 0,
      maxValue: 99_999,
      sortable: true,
    }),
    name: field.str(100, { label: { zh: '租户名称', en: 'Tenant name' }, required: true, query: 'like' }),
    beginDate: field.datetime({ label: { zh: '开始时间', en: 'Begins' } }),
    endDate: field.datetime({ label: { zh: '结束时间', en: 'Ends' } }),
    status: field.dict('tenant_status', {
      label: { zh: '状态', en: 'Status' },
      default: '1',
      required: true,
      query: 'eq',
    }),
  },
});
