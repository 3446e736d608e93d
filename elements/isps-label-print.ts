import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Supplier collaboration › print labels (menu srm.label). */
export const ispsLabelPrint = defineElement('isps-label-print', {
  summary:
    'Package labels of shipped delivery notes: filter, Excel export, print the selected ones or a whole note as one PDF.',
  page: () => import('../src/pages/srm/LabelPrintPage'),
  props: {
    deliveryNoteId: {
      type: 'string',
      description:
        'A delivery note\'s id: only its labels are listed (and printed by "print all of the delivery note").',
    },
  },
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: never sent by this read-only list.',
    ),
  },
});
