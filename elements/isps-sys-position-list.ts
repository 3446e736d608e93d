import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Job positions (api-contract 8.12): query, add, edit, delete, import and export. */
export const ispsSysPositionList = defineElement('isps-sys-position-list', {
  summary: 'Job positions (api-contract 8.12): query, add, edit, delete, import and export.',
  page: () => import('../src/pages/system/SysPositionListPage'),
  data: listPageData(() => import('../src/domain/system/entities/sys-position').then((m) => m.sysPosition)),
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
