import { defineEntity } from '../../entity/define-entity';
import { field } from '../../entity/field';
import { menuPermission } from '../../entity/menu-permission';

/**
 * `sys_user` as the user page lists and edits it (api-contract 4.1, 4.4). The table predates the engine
 * (migration 0001: no tenant or version column), so `server/modules/system/users/` serves the
 * same routes by hand; this descriptor drives the page. `selectedroles` and `selecteddeparts` are the
 * contract's comma lists of role and department ids; `password` is only read on add.
 */
export const sysUser = defineEntity({
  name: 'sysUser',
  table: 'sys_user',
  permission: menuPermission('sys.user'),
  label: { zh: '用户', en: 'User' },
  fields: {
    username: field.str(100, {
      label: { zh: '用户账号', en: 'Account' },
      required: true,
      query: 'like',
      sortable: true,
    }),
    realname: field.str(100, { label: { zh: '用户姓名', en: 'Name' }, required: true, query: 'like' }),
    password: field.str(128, { label: { zh: '登录密码', en: 'Password' }, secret: true }),
    workNo: field.str(100, { label: { zh: '工号', en: 'Employee no' }, query: 'like' }),
    sex: field.dict('sex', { label: { zh: '性别', en: 'Sex' }, query: 'eq' }),
    birthday: field.date({ label: { zh: '生日', en: 'Birthday' }, list: false }),
    phone: field.str(45, { label: { zh: '手机号码', en: 'Mobile' }, query: 'like', checkRule: 'mobile' }),
    email: field.str(45, { label: { zh: '邮箱', en: 'E-mail' }, list: false, checkRule: 'email' }),
    telephone: field.str(45, { label: { zh: '座机', en: 'Telephone' }, list: false }),
    userType: field.dict('user_type', {
      label: { zh: '用户类型', en: 'User type' },
      default: 'internal',
      required: true,
      query: 'eq',
    }),
    partnerId: field.ref('businessPartner', { label: { zh: '供应商', en: 'Supplier' }, list: false }),
    selectedroles: field.dict('sys_role,role_name,id', {
      label: { zh: '角色', en: 'Roles' },
      multi: true,
      list: false,
    }),
    selecteddeparts: field.dict('sys_depart,depart_name,id', {
      label: { zh: '所属部门', en: 'Departments' },
      multi: true,
      list: false,
    }),
    orgCodeTxt: field.str(500, { label: { zh: '部门', en: 'Departments' }, system: true, form: false }),
    relTenantIds: field.str(100, { label: { zh: '租户', en: 'Tenants' }, list: false }),
    status: field.dict('user_status', {
      label: { zh: '状态', en: 'Status' },
      system: true,
      form: false,
      query: 'eq',
    }),
  },
});
