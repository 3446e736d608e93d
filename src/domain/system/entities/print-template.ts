import { defineEntity } from '../../entity/define-entity';
import { field } from '../../entity/field';
import { menuPermission } from '../../entity/menu-permission';

/**
 * `sys_print_template` (domain.md 3.13, 4.2): a label or document layout drawn by the designer. The
 * paper size is in millimetres; `content` is the design (print-design.ts), a
 * JSON list of text, field, barcode, QR code, line and box elements placed in millimetres.
 */
export const printTemplate = defineEntity({
  name: 'printTemplate',
  table: 'sys_print_template',
  permission: menuPermission('sys.printTemplate'),
  label: { zh: '打印模板', en: 'Print template' },
  fields: {
    code: field.code({ label: { zh: '模板编码', en: 'Template code' }, required: true, max: 64 }),
    name: field.str(100, {
      label: { zh: '模板名称', en: 'Template name' },
      required: true,
      query: 'like',
      sortable: true,
    }),
    // What the template prints: label_100x70, delivery_note, packing_list, picklist, ...
    bizType: field.str(64, { label: { zh: '业务类型', en: 'Business type' }, query: 'eq' }),
    widthMm: field.int({
      label: { zh: '宽度(mm)', en: 'Width (mm)' },
      required: true,
      default: 100,
      min: 10,
      maxValue: 1000,
    }),
    heightMm: field.int({
      label: { zh: '高度(mm)', en: 'Height (mm)' },
      required: true,
      default: 70,
      min: 10,
      maxValue: 1000,
    }),
    content: field.text({
      label: { zh: '模板设计', en: 'Design' },
      max: 100_000,
      form: false,
    }),
    remark: field.str(500, { label: { zh: '备注', en: 'Remark' } }),
  },
});
