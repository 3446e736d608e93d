import { type FieldDef, field } from './field';

/**
 * Columns the engine adds to every table (domain.md 0.3) and per kind of table. Labels follow
 * the spec's translated field labels (spec 3).
 */
export const baseHeadFields = {
  id: { kind: 'id', label: { zh: '主键', en: 'ID' }, system: true, list: false, form: false },
} satisfies Record<string, FieldDef>;

export const auditFields = {
  createBy: field.str(32, { label: { zh: '创建人', en: 'Create by' }, system: true, form: false }),
  createTime: field.datetime({
    label: { zh: '创建时间', en: 'Create time' },
    system: true,
    form: false,
    sortable: true,
    query: 'range',
  }),
  updateBy: field.str(32, {
    label: { zh: '更新人', en: 'Update by' },
    system: true,
    form: false,
    list: false,
  }),
  updateTime: field.datetime({
    label: { zh: '更新时间', en: 'Update time' },
    system: true,
    form: false,
    list: false,
    sortable: true,
  }),
} satisfies Record<string, FieldDef>;

/** Hidden bookkeeping: tenant (every query is scoped by it) and the optimistic-lock version. */
export const bookkeepingFields = {
  tenantId: {
    kind: 'int',
    label: { zh: '租户', en: 'Tenant' },
    system: true,
    list: false,
    form: false,
    secret: true,
  },
  version: {
    kind: 'int',
    label: { zh: '版本', en: 'Version' },
    system: true,
    list: false,
    form: false,
    default: 0,
  },
} satisfies Record<string, FieldDef>;

/** Master-data columns (domain.md 0.3): enable status, soft delete, owning department. */
export const masterDataFields = {
  status: field.dict('enable_status', {
    label: { zh: '状态', en: 'Status' },
    default: '1',
    required: true,
    query: 'eq',
  }),
  delFlag: {
    kind: 'int',
    label: { zh: '删除标记', en: 'Deleted' },
    system: true,
    form: false,
    secret: true,
    default: 0,
  },
  sysOrgCode: field.str(64, {
    label: { zh: '所属部门', en: 'Department' },
    system: true,
    form: false,
    list: false,
  }),
} satisfies Record<string, FieldDef>;

/** Document header columns (domain.md 0.3) that lead the list; `code` is given by each document. */
export const documentHeadFields = {
  docStatus: field.dict('doc_status', {
    label: { zh: '单据状态', en: 'Doc status' },
    default: 'pending',
    system: true,
    form: false,
    query: 'eq',
    sortable: true,
  }),
} satisfies Record<string, FieldDef>;

export const documentTailFields = {
  approveBy: field.str(32, { label: { zh: '审核人', en: 'Approval by' }, system: true, form: false }),
  approveTime: field.datetime({ label: { zh: '审核时间', en: 'Approval time' }, system: true, form: false }),
  cancelRemark: field.str(500, { label: { zh: '作废原因', en: 'Cancel remark' }, system: true, form: false }),
  remark: field.str(500, { label: { zh: '备注', en: 'Remark' } }),
  sysOrgCode: field.str(64, {
    label: { zh: '所属部门', en: 'Department' },
    system: true,
    form: false,
    list: false,
  }),
} satisfies Record<string, FieldDef>;

/** Document line columns (domain.md 0.3); the header reference is declared by the line itself. */
export const lineFields = {
  lineNo: field.int({ label: { zh: '行号', en: 'Line no' }, min: 1, sortable: true }),
  remark: field.str(500, { label: { zh: '备注', en: 'Remark' } }),
} satisfies Record<string, FieldDef>;

/**
 * The fulfilment of an executed document or line (domain.md 0.5 `fulfil_status`): maintained by the
 * server, filtered in the list.
 */
export function fulfilStatusField() {
  return field.dict('fulfil_status', {
    label: { zh: '执行状态', en: 'Fulfilment' },
    default: 'unexecuted',
    system: true,
    form: false,
    query: 'eq',
  });
}
