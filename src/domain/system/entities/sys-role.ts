import { defineEntity } from '../../entity/define-entity';
import { field } from '../../entity/field';
import { menuPermission } from '../../entity/menu-permission';

/** `sys_role` (api-contract 4.2, 4.5), served by `server/modules/system/role-routes.ts`. */
export const sysRole = defineEntity({
  name: 'sysRole',
  table: 'sys_role',
  permission: menuPermission('sys.role'),
  label: { zh: '角色', en: 'Role' },
  fields: {
    roleName: field.str(200, {
      label: { zh: '角色名称', en: 'Role name' },
      required: true,
      query: 'like',
      sortable: true,
    }),
    roleCode: field.str(100, {
      label: { zh: '角色编码', en: 'Role code' },
      required: true,
      query: 'like',
      sortable: true,
    }),
    description: field.str(255, { label: { zh: '描述', en: 'Description' } }),
  },
});
