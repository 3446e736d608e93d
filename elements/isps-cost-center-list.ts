import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Master data: cost center codes (menu mdm.costCenter). */
export const ispsCostCenterList = defineElement('isps-cost-center-list', {
  summary: 'Cost center codes: query, add, edit, delete, import and export (master data).',
  page: () => import('../src/pages/masterdata/CostCenterListPage'),
  props: {
    formMode: {
      type: 'string',
      description: '`modal` (default) or `drawer`: where the add/edit form opens.',
    },
  },
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a record was added, edited, deleted or imported.',
    ),
  },
});
