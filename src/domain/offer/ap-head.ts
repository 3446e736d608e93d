import { defineDocument } from '../document/define-document';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

/** `ofr_ap_line` (domain.md 3.10): one adder of a scheme; an empty category applies to every product. */
export const apLine = defineEntity({
  name: 'apLine',
  table: 'ofr_ap_line',
  permission: menuPermission('ofr.apHead'),
  label: { zh: '附加价明细', en: 'AP line' },
  kind: 'line',
  fields: {
    apHeadId: field.ref('apHead', { label: { zh: '附加价方案', en: 'AP head' }, required: true }),
    apTypeId: field.ref('apType', { label: { zh: '附加价类型', en: 'AP type' }, required: true }),
    value: field.price({ label: { zh: '值', en: 'Value' }, required: true }),
    categoryId: field.ref('productCategory', { label: { zh: '物料分类', en: 'Category' } }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `ofr_ap_head` (domain.md 3.10): the adders of a product store for a period; approved schemes are the
 * ones offers use.
 */
export const apHead = defineDocument({
  name: 'apHead',
  table: 'ofr_ap_head',
  permission: menuPermission('ofr.apHead'),
  label: { zh: '附加价方案', en: 'AP head' },
  fields: {
    code: field.code({ label: { zh: '方案编号', en: 'Scheme code' }, required: true }),
    fulfilStatus: fulfilStatusField(),
    name: field.str(128, { label: { zh: '方案名称', en: 'Scheme name' }, required: true, query: 'like' }),
    productStoreId: field.ref('productStore', {
      label: { zh: '店铺', en: 'Product store' },
      required: true,
      query: 'eq',
    }),
    currency: field.dict('currency', {
      label: { zh: '币种', en: 'Currency' },
      required: true,
      default: 'CNY',
    }),
    validFrom: field.date({ label: { zh: '生效日期', en: 'Valid from' } }),
    validTo: field.date({ label: { zh: '失效日期', en: 'Valid to' } }),
  },
  lines: { lines: { entity: apLine, foreignKey: 'apHeadId', label: { zh: '附加价', en: 'Adders' } } },
  defaultSort: { column: 'createTime', order: 'desc' },
  docType: 'ap_head',
  workflow: documentWorkflow(),
  actions: {
    approve: { by: ['sales_manager'] },
    cancelApproval: { by: ['sales_manager'] },
    cancel: { by: ['sales_manager'] },
  },
});
