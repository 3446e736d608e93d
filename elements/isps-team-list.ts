import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Master data: teams (each with its custody facility) (menu mdm.team). */
export const ispsTeamList = defineElement('isps-team-list', {
  summary:
    'Teams (each with its custody facility): query, add, edit, delete, import and export (master data).',
  page: () => import('../src/pages/masterdata/TeamListPage'),
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
