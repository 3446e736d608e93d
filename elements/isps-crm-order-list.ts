import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Orders › CRM orders (menu oms.crmOrder). */
export const ispsCrmOrderList = defineElement('isps-crm-order-list', {
  summary:
    'CRM sales orders, imported through the boundary and approved by the sales manager (SAP order creation, delivery command draft).',
  page: () => import('../src/pages/oms/CrmOrderListPage'),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a sales order was edited or acted on.',
    ),
  },
});
