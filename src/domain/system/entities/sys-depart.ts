import { defineEntity } from '../../entity/define-entity';
import { field } from '../../entity/field';
import { menuPermission } from '../../entity/menu-permission';

/**
 * `sys_depart` (api-contract 4.3) as its export and import sheet reads it; the table is served by
 * `server/modules/system/departs/`. `parentOrgCode` is a column of the sheet only: a department's parent
 * named by its org code, an existing department's or one of an earlier row of the same sheet.
 */
export const sysDepart = defineEntity({
  name: 'sysDepart',
  table: 'sys_depart',
  permission: menuPermission('sys.depart'),
  label: { zh: '部门', en: 'Department' },
  fields: {
    departName: field.str(100, { label: { zh: '机构/部门名称', en: 'Department' }, required: true }),
    departNameEn: field.str(200, { label: { zh: '英文名', en: 'English name' } }),
    departNameAbbr: field.str(100, { label: { zh: '缩写', en: 'Abbreviation' } }),
    departOrder: field.int({ label: { zh: '排序', en: 'Order' } }),
    description: field.str(500, { label: { zh: '描述', en: 'Description' } }),
    orgCategory: field.str(10, { label: { zh: '机构类别', en: 'Category' } }),
    orgType: field.str(10, { label: { zh: '机构类型', en: 'Type' } }),
    orgCode: field.str(64, { label: { zh: '机构编码', en: 'Org code' } }),
    parentOrgCode: field.str(64, { label: { zh: '上级机构编码', en: 'Parent org code' } }),
    mobile: field.str(32, { label: { zh: '手机号', en: 'Mobile' } }),
    fax: field.str(32, { label: { zh: '传真', en: 'Fax' } }),
    address: field.str(100, { label: { zh: '地址', en: 'Address' } }),
    memo: field.str(500, { label: { zh: '备注', en: 'Memo' } }),
  },
});

/** The sheet's columns in order: the export writes them, the import reads them back. */
export const DEPART_SHEET_COLUMNS = [
  'departName',
  'departNameEn',
  'departNameAbbr',
  'departOrder',
  'description',
  'orgCategory',
  'orgType',
  'orgCode',
  'parentOrgCode',
  'mobile',
  'fax',
  'address',
  'memo',
] as const;
