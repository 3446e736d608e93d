import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

const server = { system: true, form: false } as const;
/** Set by the pack station on every row it writes (packing-actions.ts): the scanned task line, the numbering. */
const byStation = { ...server, alwaysSet: true } as const;

/** `pkg_package_item` (domain.md 3.8): what was scanned into a package, by task line. */
export const packingPackageItem = defineEntity({
  name: 'packingPackageItem',
  table: 'pkg_package_item',
  permission: menuPermission('pkg.task'),
  label: { zh: '包装内容', en: 'Package content' },
  kind: 'line',
  fields: {
    packageId: field.ref('packingPackage', { label: { zh: '包装', en: 'Package' }, required: true }),
    taskLineId: field.ref('packingTaskLine', { label: { zh: '装箱明细', en: 'Packing line' }, ...byStation }),
    productId: field.ref('product', { label: { zh: '物料', en: 'Product id and name' }, ...byStation }),
    batchId: field.ref('inventoryBatch', {
      label: { zh: '批次/序列号', en: 'Batch/serial number' },
      ...server,
    }),
    qty: field.qty({ label: { zh: '数量', en: 'Quantity' }, ...server, default: 0 }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `pkg_package` (domain.md 3.8): a carton or pallet of a packing task, numbered task code + `-001`;
 * open while items are scanned in, sealed, then weighed against the expected weight.
 */
export const packingPackage = defineEntity({
  name: 'packingPackage',
  table: 'pkg_package',
  permission: menuPermission('pkg.task'),
  label: { zh: '包装', en: 'Package' },
  kind: 'line',
  fields: {
    taskId: field.ref('packingTask', { label: { zh: '装箱任务', en: 'Packing task' }, required: true }),
    packageNo: field.str(32, { label: { zh: '箱号', en: 'Package no' }, ...byStation }),
    packageType: field.dict('package_type', { label: { zh: '包装类型', en: 'Package type' }, ...server }),
    grossWeight: field.qty({ label: { zh: '毛重(kg)', en: 'Gross weight (kg)' }, ...server }),
    expectedWeight: field.qty({ label: { zh: '预计重量(kg)', en: 'Expected weight (kg)' }, ...server }),
    deviationPct: field.pct({ label: { zh: '重量偏差(%)', en: 'Weight deviation (%)' }, ...server }),
    length: field.qty({ label: { zh: '长(cm)', en: 'Length (cm)' }, ...server, list: false }),
    width: field.qty({ label: { zh: '宽(cm)', en: 'Width (cm)' }, ...server, list: false }),
    height: field.qty({ label: { zh: '高(cm)', en: 'Height (cm)' }, ...server, list: false }),
    weighedAt: field.datetime({ label: { zh: '称重时间', en: 'Weighed at' }, ...server }),
    weighedBy: field.str(32, { label: { zh: '称重人', en: 'Weighed by' }, ...server }),
    packageStatus: field.dict('package_status', {
      label: { zh: '包装状态', en: 'Package status' },
      default: 'open',
      ...server,
    }),
    labelPrintCount: field.int({ label: { zh: '标签打印次数', en: 'Label prints' }, ...server, default: 0 }),
  },
  lines: {
    items: { entity: packingPackageItem, foreignKey: 'packageId', label: { zh: '内容', en: 'Contents' } },
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});
