import { defineDocument } from '../document/define-document';
import { documentWorkflow } from '../document/document-workflow';
import { fulfilStatusField } from '../entity/common-fields';
import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';
import { equipment } from '../masterdata/equipment';
import { documentActions } from '../workflow';
import { movementTypeDict } from './command';

/**
 * The field-service (FSM) integration of domain.md 3.12: the tables behind the eight auto-login pages of
 * spec 2.2. The pages that are views (AinEquipment, SparePartListQuery, InventoryQuery) read the master
 * data and the inventory; ProjectStageStatistics aggregates projects and their stages.
 */

const server = { system: true, form: false } as const;

export const sparePartRequestLine = defineEntity({
  name: 'sparePartRequestLine',
  table: 'fsm_spare_part_request_line',
  permission: menuPermission('fsm.sparePartRequest'),
  label: { zh: '备件申请明细', en: 'Spare-part request line' },
  kind: 'line',
  fields: {
    requestId: field.ref('sparePartRequest', { label: { zh: '备件申请', en: 'Request' }, required: true }),
    productId: field.ref('product', { label: { zh: '物料', en: 'Product id and name' }, required: true }),
    qty: field.qty({ label: { zh: '数量', en: 'Quantity' }, required: true, min: 0 }),
    defectReturnRequired: field.bool({ label: { zh: '需返还坏件', en: 'Defect return required' } }),
    defectSerialNo: field.str(64, { label: { zh: '坏件序列号', en: 'Defect serial no' } }),
    deliveredQty: field.qty({ label: { zh: '已发数量', en: 'Delivered quantity' }, ...server, default: 0 }),
    returnedQty: field.qty({ label: { zh: '已还数量', en: 'Returned quantity' }, ...server, default: 0 }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `fsm_spare_part_request` — FsmSparePartsList: requests created by FSM, approved here into a command
 * (approve and cancel only). Effects: server/modules/fsm/spare-part-requests.ts.
 */
export const sparePartRequest = defineDocument({
  name: 'sparePartRequest',
  table: 'fsm_spare_part_request',
  permission: menuPermission('fsm.sparePartRequest'),
  label: { zh: '备件申请', en: 'FSM spare-part request' },
  fields: {
    code: field.code({ label: { zh: '申请单号', en: 'Request no' }, rule: 'SP' }),
    fulfilStatus: fulfilStatusField(),
    returnStatus: field.dict('return_status', { label: { zh: '归还状态', en: 'Return status' }, ...server }),
    sourceKey: field.str(64, { label: { zh: 'FSM申请ID', en: 'FSM request id' }, query: 'eq' }),
    fsmCode: field.str(64, { label: { zh: 'FSM单号', en: 'FSM code' }, query: 'like' }),
    fsmActivityId: field.str(64, { label: { zh: 'FSM活动ID', en: 'FSM activity id' } }),
    serviceCode: field.str(32, { label: { zh: '服务单号', en: 'Service code' }, list: false }),
    // Approval turns the request into a service delivery command: only that command's movement types.
    movementTypeCode: field.dict(movementTypeDict('service_delivery'), {
      label: { zh: '移动类型', en: 'Movement type' },
      required: true,
      default: 'defect_replace',
    }),
    teamId: field.ref('team', { label: { zh: '服务团队', en: 'Team' }, query: 'eq' }),
    engineerUserId: field.ref('user', { label: { zh: '工程师', en: 'Engineer' }, list: false }),
    customerId: field.ref('businessPartner', { label: { zh: '客户', en: 'Customer' } }),
    equipmentId: field.ref('equipment', { label: { zh: '设备', en: 'Equipment' }, list: false }),
    equipmentSerialNo: field.str(64, { label: { zh: '设备序列号', en: 'Equipment serial no' }, query: 'eq' }),
    requiredDate: field.date({ label: { zh: '需求日期', en: 'Required date' }, query: 'range' }),
    priority: field.dict('priority', { label: { zh: '优先级', en: 'Priority' }, default: 'L', query: 'eq' }),
    shipType: field.dict('ship_type', { label: { zh: '发运方式', en: 'Ship type' }, list: false }),
    contact: field.str(64, { label: { zh: '联系人', en: 'Contact' }, list: false }),
    tel: field.str(32, { label: { zh: '电话', en: 'Tel' }, list: false }),
    address: field.str(256, { label: { zh: '地址', en: 'Address' }, list: false }),
    chargeable: field.bool({ label: { zh: '收费', en: 'Chargeable' } }),
    oaOrderId: field.str(64, { label: { zh: 'OA单号', en: 'OA order id' }, list: false }),
    oaPartner: field.str(128, { label: { zh: 'OA合作方', en: 'OA partner' }, list: false }),
    oaStatus: field.dict('oa_status', { label: { zh: 'OA状态', en: 'OA status' }, default: 'not_required' }),
    commandId: field.ref('serviceDeliveryCommand', {
      label: { zh: '服务发货指令', en: 'Command' },
      ...server,
    }),
    syncStatus: field.dict('sync_status', { label: { zh: '同步状态', en: 'Sync status' }, ...server }),
  },
  lines: {
    lines: { entity: sparePartRequestLine, foreignKey: 'requestId', label: { zh: '明细', en: 'Lines' } },
  },
  uniqueTogether: [['sourceKey']],
  docType: 'fsm_request',
  workflow: documentWorkflow({ without: ['cancelApproval'] }),
});

/** `fsm_oa_interface` — FSMAndOAInterface: the message log between FSM and OA. */
export const oaInterface = defineEntity({
  name: 'oaInterface',
  table: 'fsm_oa_interface',
  permission: menuPermission('fsm.oaInterface'),
  label: { zh: 'FSM与OA接口', en: 'FSM and OA interface' },
  fields: {
    direction: field.dict('io_direction', { label: { zh: '方向', en: 'Direction' }, query: 'eq' }),
    bizType: field.dict('oa_biz_type', { label: { zh: '业务类型', en: 'Business type' }, query: 'eq' }),
    fsmCode: field.str(64, { label: { zh: 'FSM单号', en: 'FSM code' }, query: 'like' }),
    oaOrderId: field.str(64, { label: { zh: 'OA单号', en: 'OA order id' }, query: 'like' }),
    oaPartner: field.str(128, { label: { zh: 'OA合作方', en: 'OA partner' } }),
    requestPayload: field.text({ label: { zh: '请求报文', en: 'Request payload' } }),
    responsePayload: field.text({ label: { zh: '响应报文', en: 'Response payload' } }),
    syncStatus: field.dict('sync_status', { label: { zh: '同步状态', en: 'Sync status' }, query: 'eq' }),
    errorMessage: field.str(500, { label: { zh: '错误信息', en: 'Error message' } }),
    retryCount: field.int({ label: { zh: '重试次数', en: 'Retries' }, default: 0 }),
    nextRetryAt: field.datetime({ label: { zh: '下次重试', en: 'Next retry' }, list: false }),
    handleRemark: field.str(500, { label: { zh: '处理备注', en: 'Handle remark' }, ...server }),
  },
  actions: [documentActions.ignore],
});

export const ecnWorkOrderItem = defineEntity({
  name: 'ecnWorkOrderItem',
  table: 'fsm_ecn_work_order_item',
  permission: menuPermission('fsm.ecnWorkOrder'),
  label: { zh: 'ECN工单明细', en: 'ECN item' },
  kind: 'line',
  fields: {
    workOrderId: field.ref('ecnWorkOrder', {
      label: { zh: 'ECN工单', en: 'ECN work order' },
      required: true,
    }),
    equipmentId: field.ref('equipment', { label: { zh: '设备', en: 'Equipment' } }),
    serialNo: field.str(64, { label: { zh: '序列号', en: 'Serial no' } }),
    customerId: field.ref('businessPartner', { label: { zh: '客户', en: 'Customer' } }),
    plannedDate: field.date({ label: { zh: '计划日期', en: 'Planned date' } }),
    fsmCode: field.str(64, { label: { zh: 'FSM单号', en: 'FSM code' } }),
    itemStatus: field.dict('ecn_item_status', { label: { zh: '状态', en: 'Status' }, default: 'planned' }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/**
 * `fsm_ecn_work_order` — EcnWorkOrder (domain.md 3.12): an engineering change rolled out to installed
 * equipment. Approve dispatches the planned items, cancel approval takes them back, done items are
 * reported one by one (`:edit`) until none is open; force finish cancels what is left. Effects:
 * server/modules/fsm/ecn-work-order-effects.ts.
 */
export const ecnWorkOrder = defineDocument({
  name: 'ecnWorkOrder',
  table: 'fsm_ecn_work_order',
  permission: menuPermission('fsm.ecnWorkOrder'),
  label: { zh: 'ECN工单', en: 'ECN work order' },
  fields: {
    code: field.code({ label: { zh: '工单号', en: 'Work order no' }, rule: 'EC' }),
    fulfilStatus: fulfilStatusField(),
    ecnNo: field.str(32, { label: { zh: 'ECN编号', en: 'ECN no' }, required: true, query: 'like' }),
    title: field.str(128, { label: { zh: '标题', en: 'Title' }, required: true, query: 'like' }),
    description: field.text({ label: { zh: '说明', en: 'Description' } }),
    productId: field.ref('product', { label: { zh: '影响机型', en: 'Affected model' } }),
    plannedFrom: field.date({ label: { zh: '计划开始', en: 'Planned from' } }),
    plannedTo: field.date({ label: { zh: '计划结束', en: 'Planned to' } }),
  },
  lines: {
    items: { entity: ecnWorkOrderItem, foreignKey: 'workOrderId', label: { zh: '设备', en: 'Equipment' } },
  },
  docType: 'ecn',
  workflow: documentWorkflow({ with: ['forceFinish'] }),
  steps: {
    itemsDone: {
      title: { zh: '完成明细', en: 'Items done' },
      perm: 'edit',
      from: 'open',
      input: 'itemIds',
    },
  },
});

/** AinEquipment: the installed base (mdm_equipment) as the field-service shell shows it, read only. */
export const ainEquipment = defineEntity({
  name: 'ainEquipment',
  table: equipment.table,
  permission: menuPermission('fsm.ainEquipment'),
  label: { zh: '装机设备', en: 'AIN equipment' },
  kind: 'master',
  fields: Object.fromEntries(
    Object.entries(equipment.fields).filter(
      ([name]) =>
        ![
          'id',
          'status',
          'delFlag',
          'sysOrgCode',
          'createBy',
          'createTime',
          'updateBy',
          'updateTime',
          'tenantId',
          'version',
        ].includes(name),
    ),
  ),
  columns: [
    'code',
    'serialNo',
    'productId',
    'customerId',
    'siteName',
    'installDate',
    'warrantyEnd',
    'equipmentStatus',
    'fsmEquipmentId',
    'lastServiceDate',
  ],
});

export const projectStage = defineEntity({
  name: 'projectStage',
  table: 'fsm_project_stage',
  permission: menuPermission('fsm.projectStage'),
  label: { zh: '项目阶段', en: 'Project stage' },
  kind: 'line',
  fields: {
    projectId: field.ref('fsmProject', { label: { zh: '项目', en: 'Project' }, required: true }),
    stage: field.dict('project_stage', { label: { zh: '阶段', en: 'Stage' }, required: true }),
    plannedStart: field.date({ label: { zh: '计划开始', en: 'Planned start' } }),
    plannedEnd: field.date({ label: { zh: '计划结束', en: 'Planned end' } }),
    actualStart: field.date({ label: { zh: '实际开始', en: 'Actual start' } }),
    actualEnd: field.date({ label: { zh: '实际结束', en: 'Actual end' } }),
    progressPct: field.pct({ label: { zh: '进度(%)', en: 'Progress (%)' }, min: 0, maxValue: 100 }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/** `fsm_project` — delivery projects whose stages ProjectStageStatistics counts. */
export const fsmProject = defineEntity({
  name: 'fsmProject',
  table: 'fsm_project',
  permission: menuPermission('fsm.projectStage'),
  label: { zh: '项目', en: 'Project' },
  kind: 'master',
  fields: {
    code: field.code({ label: { zh: '项目编号', en: 'Project no' }, required: true }),
    name: field.str(128, { label: { zh: '项目名称', en: 'Project name' }, required: true, query: 'like' }),
    customerId: field.ref('businessPartner', { label: { zh: '客户', en: 'Customer' } }),
    regionCode: field.str(12, { label: { zh: '地区', en: 'Region' }, query: 'eq' }),
    managerUserId: field.ref('user', { label: { zh: '项目经理', en: 'Manager' } }),
    startDate: field.date({ label: { zh: '开始日期', en: 'Start date' } }),
    endDate: field.date({ label: { zh: '结束日期', en: 'End date' } }),
    projectStatus: field.dict('project_status', {
      label: { zh: '项目状态', en: 'Project status' },
      default: 'active',
    }),
  },
  lines: { stages: { entity: projectStage, foreignKey: 'projectId', label: { zh: '阶段', en: 'Stages' } } },
});

export const serviceContractEquipment = defineEntity({
  name: 'serviceContractEquipment',
  table: 'fsm_service_contract_equipment',
  permission: menuPermission('fsm.serviceContract'),
  label: { zh: '合同设备', en: 'Covered equipment' },
  kind: 'line',
  fields: {
    contractId: field.ref('serviceContract', { label: { zh: '服务合同', en: 'Contract' }, required: true }),
    equipmentId: field.ref('equipment', { label: { zh: '设备', en: 'Equipment' }, required: true }),
    serialNo: field.str(64, { label: { zh: '设备序列号', en: 'Serial no' } }),
    coverageStart: field.date({ label: { zh: '保障开始', en: 'Coverage start' } }),
    coverageEnd: field.date({ label: { zh: '保障结束', en: 'Coverage end' } }),
  },
  defaultSort: { column: 'lineNo', order: 'asc' },
});

/** `fsm_service_contract` — importServiceContract: contracts and the equipment they cover. */
export const serviceContract = defineEntity({
  name: 'serviceContract',
  table: 'fsm_service_contract',
  permission: menuPermission('fsm.serviceContract'),
  label: { zh: '服务合同', en: 'Service contract' },
  kind: 'master',
  fields: {
    code: field.code({ label: { zh: '合同编号', en: 'Contract no' }, required: true }),
    customerId: field.ref('businessPartner', {
      label: { zh: '客户', en: 'Customer' },
      required: true,
      query: 'eq',
    }),
    contractType: field.dict('service_contract_type', {
      label: { zh: '合同类型', en: 'Contract type' },
      required: true,
      query: 'eq',
    }),
    startDate: field.date({ label: { zh: '开始日期', en: 'Start date' }, required: true }),
    endDate: field.date({ label: { zh: '结束日期', en: 'End date' }, required: true, query: 'range' }),
    amount: field.amount({ label: { zh: '合同金额', en: 'Amount' }, min: 0 }),
    currency: field.dict('currency', { label: { zh: '币种', en: 'Currency' }, default: 'CNY' }),
    slaLevel: field.dict('sla_level', { label: { zh: 'SLA等级', en: 'SLA level' } }),
    responseHours: field.int({ label: { zh: '响应时效(小时)', en: 'Response hours' }, min: 0 }),
    partsIncluded: field.bool({ label: { zh: '含备件', en: 'Parts included' } }),
    oaOrderId: field.str(64, { label: { zh: 'OA单号', en: 'OA order id' }, list: false }),
    contractStatus: field.dict('contract_status', {
      label: { zh: '合同状态', en: 'Contract status' },
      default: 'active',
      query: 'eq',
    }),
    importBatchId: field.str(32, { label: { zh: '导入批次', en: 'Import batch' }, ...server, list: false }),
  },
  lines: {
    equipment: {
      entity: serviceContractEquipment,
      foreignKey: 'contractId',
      label: { zh: '设备', en: 'Equipment' },
    },
  },
});
