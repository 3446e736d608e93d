import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Production › work check (menu mes.workCheck). */
export const ispsWorkCheckList = defineElement('isps-work-check-list', {
  summary: 'Work checks: final inspections of report orders; approval creates the transfer receive.',
  page: () => import('../src/pages/production/WorkCheckListPage'),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a work check was edited or acted on.',
    ),
  },
});
