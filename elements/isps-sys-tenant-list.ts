import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Tenants (menu sys.tenant). */
export const ispsSysTenantList = defineElement('isps-sys-tenant-list', {
  summary: 'Tenants (menu sys.tenant).',
  page: () => import('../src/pages/system/TenantListPage'),
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
    'isps-sys-tenant-list': ElementOf<typeof ispsSysTenantList>;
  }
}
