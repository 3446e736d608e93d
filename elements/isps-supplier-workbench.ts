import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** The partner portal's supplier workbench (issue 12 point 8, docs/embedding.md section 10). */
export const ispsSupplierWorkbench = defineElement('isps-supplier-workbench', {
  summary:
    "A supplier's whole day in one element: orders to confirm, delivery notes to ship, labels, delivery plans, returns to acknowledge and its own figures, with counts.",
  page: () => import('../src/pages/srm/SupplierWorkbenchPage'),
  data: () => import('../src/pages/srm/supplierWorkbenchData'),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: the supplier confirmed, shipped, acknowledged or otherwise changed a document in a tab.',
    ),
  },
});
