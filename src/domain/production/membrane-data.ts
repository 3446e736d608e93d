import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

/**
 * `mes_membrane_data` (domain.md 3.9, production › membrane data): append-mostly test records of
 * membrane rolls and elements from the test benches (Excel import, all rows or none, errors by row
 * number), linked to the production order, report order, batch and serial number; the serial links a
 * record to the installed equipment for field service.
 */
export const membraneData = defineEntity({
  name: 'membraneData',
  table: 'mes_membrane_data',
  permission: menuPermission('mes.membraneData'),
  label: { zh: '膜数据', en: 'Membrane data' },
  fields: {
    serialNo: field.str(64, {
      label: { zh: '序列号', en: 'Serial no' },
      required: true,
      query: 'like',
      sortable: true,
    }),
    productionOrderId: field.ref('productionOrder', {
      label: { zh: '生产订单', en: 'Production order' },
      query: 'eq',
    }),
    reportOrderId: field.ref('reportOrder', { label: { zh: '报工单', en: 'Report order' }, list: false }),
    batchId: field.ref('inventoryBatch', { label: { zh: '批次', en: 'Batch' }, list: false }),
    productId: field.ref('product', { label: { zh: '产品', en: 'Product' }, query: 'eq' }),
    testTime: field.datetime({
      label: { zh: '测试时间', en: 'Test time' },
      required: true,
      query: 'range',
      sortable: true,
    }),
    testStation: field.str(32, { label: { zh: '测试台', en: 'Test station' }, query: 'eq' }),
    operatorUserId: field.ref('user', { label: { zh: '测试员', en: 'Operator' }, list: false }),
    effectiveArea: field.price({ label: { zh: '有效膜面积(m²)', en: 'Effective area (m²)' }, min: 0 }),
    permeateFlow: field.price({ label: { zh: '产水量(GPD)', en: 'Permeate flow (GPD)' }, min: 0 }),
    saltRejectionPct: field.price({ label: { zh: '脱盐率(%)', en: 'Salt rejection (%)' }, min: 0 }),
    testPressure: field.price({ label: { zh: '测试压力(MPa)', en: 'Test pressure (MPa)' }, min: 0 }),
    testTemperature: field.price({ label: { zh: '测试温度(℃)', en: 'Test temperature (°C)' } }),
    ph: field.price({ label: { zh: 'pH', en: 'pH' }, min: 0 }),
    result: field.dict('inspection_result', { label: { zh: '结果', en: 'Result' }, query: 'eq' }),
    values: field.json({ label: { zh: '其他仪表读数', en: 'Further instrument values' } }),
  },
  uniqueTogether: [['serialNo', 'testTime']],
  defaultSort: { column: 'testTime', order: 'desc' },
});
