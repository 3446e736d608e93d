/**
 * The reports every installation starts with (issue 5: products, business partners, facilities and
 * positions, users), as rows of tenant 0 that every tenant reads. Each scopes itself to the caller's
 * tenant through `#{sys_tenant_id}`; the user report selects no credential column.
 */
export interface SeededItem {
  fieldName: string;
  fieldTxt: string;
  fieldType?: string;
  isSearch?: boolean;
  searchMode?: 'single' | 'group';
  isOrder?: boolean;
  dictCode?: string;
  isShow?: boolean;
}

export interface SeededReport {
  code: string;
  name: string;
  sql: string;
  returnValField: string;
  returnTxtField: string;
  items: SeededItem[];
}

export const seededReports: readonly SeededReport[] = [
  {
    code: 'rp_product',
    name: '物料选择',
    sql: 'select id, code, name, spec, product_type, uom, status from mdm_product where tenant_id = #{sys_tenant_id} and del_flag = 0',
    returnValField: 'code',
    returnTxtField: 'name',
    items: [
      { fieldName: 'code', fieldTxt: '物料编码', isSearch: true, isOrder: true },
      { fieldName: 'name', fieldTxt: '物料名称', isSearch: true, isOrder: true },
      { fieldName: 'spec', fieldTxt: '规格型号', isSearch: true },
      { fieldName: 'product_type', fieldTxt: '物料类型', isSearch: true, dictCode: 'product_type' },
      { fieldName: 'uom', fieldTxt: '单位', dictCode: 'uom' },
      { fieldName: 'status', fieldTxt: '状态', dictCode: 'enable_status' },
    ],
  },
  {
    code: 'rp_business_partner',
    name: '业务伙伴选择',
    sql:
      'select id, code, name, short_name, is_supplier, is_customer, country, contact, tel from mdm_business_partner ' +
      'where tenant_id = #{sys_tenant_id} and del_flag = 0',
    returnValField: 'code',
    returnTxtField: 'name',
    items: [
      { fieldName: 'code', fieldTxt: '伙伴编码', isSearch: true, isOrder: true },
      { fieldName: 'name', fieldTxt: '名称', isSearch: true, isOrder: true },
      { fieldName: 'short_name', fieldTxt: '简称' },
      { fieldName: 'is_supplier', fieldTxt: '供应商', fieldType: 'Integer', isSearch: true, dictCode: 'yn' },
      { fieldName: 'is_customer', fieldTxt: '客户', fieldType: 'Integer', dictCode: 'yn' },
      { fieldName: 'country', fieldTxt: '国家', dictCode: 'country' },
      { fieldName: 'contact', fieldTxt: '联系人' },
      { fieldName: 'tel', fieldTxt: '电话' },
    ],
  },
  {
    code: 'rp_facility',
    name: '仓库选择',
    sql: 'select id, code, name, facility_type from wms_facility where tenant_id = #{sys_tenant_id} and del_flag = 0',
    returnValField: 'id',
    returnTxtField: 'name',
    items: [
      { fieldName: 'code', fieldTxt: '仓库编码', isSearch: true, isOrder: true },
      { fieldName: 'name', fieldTxt: '仓库名称', isSearch: true, isOrder: true },
      { fieldName: 'facility_type', fieldTxt: '仓库类型', isSearch: true, dictCode: 'facility_type' },
    ],
  },
  {
    code: 'rp_position',
    name: '库位选择',
    sql:
      'select p.id, p.code, p.name, p.position_type, p.facility_id, f.code as facility_code, f.name as facility_name ' +
      'from wms_position p join wms_facility f on f.id = p.facility_id ' +
      'where p.tenant_id = #{sys_tenant_id} and p.del_flag = 0',
    returnValField: 'id',
    returnTxtField: 'code',
    items: [
      { fieldName: 'facility_code', fieldTxt: '仓库编码', isSearch: true, isOrder: true },
      { fieldName: 'facility_name', fieldTxt: '仓库名称' },
      { fieldName: 'code', fieldTxt: '库位编码', isSearch: true, isOrder: true },
      { fieldName: 'name', fieldTxt: '库位名称', isSearch: true },
      { fieldName: 'position_type', fieldTxt: '库位类型', dictCode: 'position_type' },
      { fieldName: 'facility_id', fieldTxt: '仓库ID', isShow: false },
    ],
  },
  {
    code: 'rp_user',
    name: '用户选择',
    sql:
      'select id, username, realname, sex, phone, email, org_code, status from sys_user where del_flag = 0 ' +
      "and (',' || coalesce(rel_tenant_ids, '0') || ',') like ('%,' || cast(#{sys_tenant_id} as varchar(10)) || ',%')",
    returnValField: 'username',
    returnTxtField: 'realname',
    items: [
      { fieldName: 'username', fieldTxt: '账号', isSearch: true, isOrder: true },
      { fieldName: 'realname', fieldTxt: '姓名', isSearch: true, isOrder: true },
      { fieldName: 'sex', fieldTxt: '性别', fieldType: 'Integer', dictCode: 'sex' },
      { fieldName: 'phone', fieldTxt: '手机号' },
      { fieldName: 'email', fieldTxt: '邮箱' },
      { fieldName: 'org_code', fieldTxt: '部门编码' },
      { fieldName: 'status', fieldTxt: '状态', fieldType: 'Integer', dictCode: 'user_status' },
    ],
  },
];
