import { defineElement } from '../src/ui/root/defineElement';

/** Packing › tasks (menu pkg.task). */
export const ispsPackingTaskList = defineElement('isps-packing-task-list', {
  summary:
    'Packing tasks: add from an approved outbound command, release, pack and weigh at the pack station.',
  page: () => import('../src/pages/packing/PackingTaskListPage'),
  props: {
    mode: {
      type: 'string',
      description:
        '`list` (default), `add` (add dialog open), `exec` or `weigh` (released tasks for the pack station).',
    },
  },
  events: {},
});
