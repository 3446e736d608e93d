import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Orders › supplier settle (menu oms.supplierSettle). */
export const ispsSupplierSettleList = defineElement('isps-supplier-settle-list', {
  summary: 'Supplier settlements: generate, publish, confirm or dispute, correct, cancel.',
  page: () => import('../src/pages/settle/SupplierSettleListPage'),
  data: listPageData(() => import('../src/domain/oms/supplier-settle').then((m) => m.supplierSettle)),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a settlement was generated, edited or acted on.',
    ),
  },
});
