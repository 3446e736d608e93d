import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

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
    'isps-entity-change': '{ entity, action, ids }: a record was added, edited, deleted or imported.',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-team-list': ElementOf<typeof ispsTeamList>;
  }
}
