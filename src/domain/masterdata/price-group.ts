import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

/** `mdm_price_group_member`: a customer in a price group. */
export const priceGroupMember = defineEntity({
  name: 'priceGroupMember',
  table: 'mdm_price_group_member',
  permission: menuPermission('mdm.priceGroup'),
  label: { zh: '价格组成员', en: 'Price group member' },
  kind: 'line',
  fields: {
    priceGroupId: field.ref('priceGroup', { label: { zh: '价格组', en: 'Price group' }, required: true }),
    partnerId: field.ref('businessPartner', { label: { zh: '客户', en: 'Customer' }, required: true }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/** `mdm_price_group` (domain.md 3.1): customers sharing a default catalog and trims. */
export const priceGroup = defineEntity({
  name: 'priceGroup',
  table: 'mdm_price_group',
  permission: menuPermission('mdm.priceGroup'),
  label: { zh: '价格组', en: 'Price group' },
  kind: 'master',
  fields: {
    code: field.code({ label: { zh: '价格组编码', en: 'Price group code' }, required: true }),
    name: field.str(64, {
      label: { zh: '价格组名称', en: 'Price group name' },
      required: true,
      query: 'like',
    }),
    defaultCatalogId: field.ref('priceCatalog', { label: { zh: '默认价格目录', en: 'Default catalog' } }),
    description: field.str(256, { label: { zh: '描述', en: 'Description' } }),
  },
  lines: {
    members: { entity: priceGroupMember, foreignKey: 'priceGroupId', label: { zh: '成员', en: 'Members' } },
  },
});
