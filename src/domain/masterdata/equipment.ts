import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

/** `mdm_equipment` (domain.md 3.1): the installed base, also shown by the FSM AinEquipment page. */
export const equipment = defineEntity({
  name: 'equipment',
  table: 'mdm_equipment',
  permission: menuPermission('mdm.equipment'),
  label: { zh: '设备', en: 'Equipment' },
  kind: 'master',
  fields: {
    code: field.code({ label: { zh: '设备编号(AIN)', en: 'Equipment no (AIN)' }, required: true }),
    serialNo: field.str(64, { label: { zh: '序列号', en: 'Serial no' }, query: 'like', sortable: true }),
    productId: field.ref('product', { label: { zh: '型号', en: 'Model' }, query: 'eq' }),
    name: field.str(128, { label: { zh: '设备名称', en: 'Name' }, query: 'like' }),
    customerId: field.ref('businessPartner', { label: { zh: '客户', en: 'Customer' }, query: 'eq' }),
    siteName: field.str(128, { label: { zh: '安装地点', en: 'Site' }, query: 'like' }),
    siteAddress: field.str(256, { label: { zh: '安装地址', en: 'Site address' }, list: false }),
    regionCode: field.str(12, { label: { zh: '地区', en: 'Region' }, list: false }),
    projectId: field.ref('fsmProject', { label: { zh: '项目', en: 'Project' }, list: false }),
    eccSaleOrderId: field.str(16, { label: { zh: 'ECC销售订单号', en: 'ECC sale order id' }, list: false }),
    installDate: field.date({ label: { zh: '安装日期', en: 'Install date' }, sortable: true }),
    commissioningDate: field.date({ label: { zh: '调试日期', en: 'Commissioning date' }, list: false }),
    warrantyStart: field.date({ label: { zh: '质保开始', en: 'Warranty start' }, list: false }),
    warrantyEnd: field.date({ label: { zh: '质保结束', en: 'Warranty end' }, query: 'range' }),
    equipmentStatus: field.dict('equipment_status', {
      label: { zh: '设备状态', en: 'Equipment status' },
      default: 'in_service',
      query: 'eq',
    }),
    parentEquipmentId: field.ref('equipment', {
      label: { zh: '上级设备', en: 'Parent equipment' },
      list: false,
    }),
    fsmEquipmentId: field.str(64, { label: { zh: 'FSM设备ID', en: 'FSM equipment id' }, list: false }),
    lastServiceDate: field.date({ label: { zh: '最近服务日期', en: 'Last service date' } }),
  },
  uniqueTogether: [['productId', 'serialNo']],
});
