import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Tenants (menu sys.tenant). */
export const ispsSysTenantList = defineElement('isps-sys-tenant-list', {
  summary: 'Tenants (menu sys.tenant).',
  page: () => import('../src/pages/system/TenantListPage'),
  data: listPageData(() => import('../src/domain/system/entities/sys-tenant').then((m) => m.sysTenant)),
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
