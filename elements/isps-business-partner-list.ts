import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Master data: business partners (menu mdm.businessPartner). */
export const ispsBusinessPartnerList = defineElement('isps-business-partner-list', {
  summary: 'Business partner list: query, add, edit, delete, import and export (master data).',
  page: () => import('../src/pages/masterdata/BusinessPartnerListPage'),
  props: {
    formMode: {
      type: 'string',
      description: '`modal` (default) or `drawer`: where the add/edit form opens.',
    },
  },
  events: {
    'isps-entity-change': '{ entity, action, ids }: a record was added, edited, deleted or imported.',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-business-partner-list': ElementOf<typeof ispsBusinessPartnerList>;
  }
}
