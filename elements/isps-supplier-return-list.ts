import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Warehouse › return (menu wms.supplierReturn). */
export const ispsSupplierReturnList = defineElement('isps-supplier-return-list', {
  summary: 'Returns to suppliers: approve reserves defect stock, outbound ships it.',
  page: () => import('../src/pages/warehouse/SupplierReturnListPage'),
  data: listPageData(() => import('../src/domain/warehouse/supplier-return').then((m) => m.supplierReturn)),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a return was added, edited, deleted or acted on.',
    ),
  },
});
