import { defineEntity } from '../entity/define-entity';
import { menuPermission } from '../entity/menu-permission';
import { packingTaskFields, packingTaskLine } from './packing-task';

/**
 * Warehouse › packing list (装箱单, domain.md 3.5 and 3.8): a read-only view over `pkg_task` for the
 * staff who print and hand over shipments; written only through the packing task.
 */
export const packingList = defineEntity({
  name: 'packingList',
  table: 'pkg_task',
  permission: menuPermission('wms.packingList'),
  basePath: '/wms/packingList',
  label: { zh: '装箱单', en: 'Packing list' },
  kind: 'document',
  fields: packingTaskFields,
  lines: { lines: { entity: packingTaskLine, foreignKey: 'taskId', label: { zh: '明细', en: 'Lines' } } },
  columns: [
    'code',
    'fulfilStatus',
    'facilityId',
    'sourceDocCode',
    'partnerId',
    'shipType',
    'expressCompany',
    'expressNo',
    'plannedShipDate',
    'packageCount',
    'totalGrossWeight',
    'totalNetWeight',
  ],
});
