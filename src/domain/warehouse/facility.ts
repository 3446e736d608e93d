import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

const special = (zh: string, en: string) =>
  field.ref('position', { label: { zh, en }, system: true, form: false, list: false });

/**
 * `wms_facility` (domain.md 2.1, 3.2): a place that holds stock, physical or virtual. A physical
 * facility gets its five special positions when it is created; their ids are kept here.
 */
export const facility = defineEntity({
  name: 'facility',
  table: 'wms_facility',
  permission: menuPermission('mdm.facility'),
  label: { zh: '仓库', en: 'Facility' },
  kind: 'master',
  fields: {
    code: field.code({ label: { zh: '仓库编码', en: 'Facility code' }, required: true, max: 16 }),
    name: field.str(64, { label: { zh: '仓库名称', en: 'Facility name' }, required: true, query: 'like' }),
    facilityType: field.dict('facility_type', {
      label: { zh: '仓库类型', en: 'Facility type' },
      required: true,
      default: 'warehouse',
      query: 'eq',
    }),
    receiveMode: field.dict('receive_mode', {
      label: { zh: '收货方式', en: 'Receive mode' },
      required: true,
      default: 'direct',
    }),
    parentFacilityId: field.ref('facility', { label: { zh: '上级仓库', en: 'Parent facility' } }),
    teamId: field.ref('team', { label: { zh: '团队', en: 'Team' }, query: 'eq' }),
    partnerId: field.ref('businessPartner', { label: { zh: '业务伙伴', en: 'Business partner' } }),
    address: field.str(256, { label: { zh: '地址', en: 'Address' }, list: false }),
    regionCode: field.str(12, { label: { zh: '地区', en: 'Region' }, list: false }),
    contact: field.str(64, { label: { zh: '联系人', en: 'Contact' } }),
    tel: field.str(32, { label: { zh: '电话', en: 'Tel' } }),
    managerUserId: field.ref('user', { label: { zh: '仓库主管', en: 'Manager' }, list: false }),
    sapPlant: field.str(4, { label: { zh: 'SAP工厂', en: 'SAP plant' } }),
    sapStorageLocation: field.str(4, { label: { zh: 'SAP库存地点', en: 'SAP storage location' } }),
    isVirtual: field.bool({ label: { zh: '虚拟仓', en: 'Virtual' }, query: 'eq' }),
    defaultReceivingPositionId: special('收货库位', 'Receiving position'),
    defaultQcPositionId: special('待检库位', 'QC position'),
    defaultDefectPositionId: special('不良品库位', 'Defect position'),
    defaultScrapPositionId: special('报废库位', 'Scrap position'),
    defaultStagingPositionId: special('发货暂存库位', 'Staging position'),
  },
  columns: [
    'code',
    'name',
    'facilityType',
    'receiveMode',
    'isVirtual',
    'contact',
    'tel',
    'sapPlant',
    'sapStorageLocation',
    'status',
    'createTime',
  ],
  defaultSort: { column: 'code', order: 'asc' },
});
