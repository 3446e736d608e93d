import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

/** `mdm_sales_user` (domain.md 3.1): internal or external sales representatives. */
export const salesUser = defineEntity({
  name: 'salesUser',
  table: 'mdm_sales_user',
  permission: menuPermission('mdm.salesUser'),
  label: { zh: '销售员', en: 'Sales user' },
  kind: 'master',
  fields: {
    code: field.code({ label: { zh: '销售员编号', en: 'Sales rep no' }, required: true, max: 16 }),
    name: field.str(64, { label: { zh: '姓名', en: 'Name' }, required: true, query: 'like' }),
    userId: field.ref('user', { label: { zh: '系统用户', en: 'User' } }),
    salesOrg: field.str(4, { label: { zh: '销售组织', en: 'Sales org' }, query: 'eq' }),
    regionCode: field.str(12, { label: { zh: '地区', en: 'Region' } }),
    managerUserId: field.ref('user', { label: { zh: '上级', en: 'Manager' }, list: false }),
    productStoreId: field.ref('productStore', {
      label: { zh: '产品店铺', en: 'Product store' },
      query: 'eq',
    }),
    bosAccount: field.str(64, { label: { zh: 'BOS账号', en: 'BOS account' } }),
    crmAccount: field.str(64, { label: { zh: 'CRM账号', en: 'CRM account' } }),
  },
});
