import { defineElement } from '../src/ui/root/defineElement';

/** Packing › new packing task (menu pkg.taskAdd): the task list with the add dialog open. */
export const ispsPackingTaskAdd = defineElement('isps-packing-task-add', {
  summary: 'New packing task: choose an approved delivery, service delivery or transfer command.',
  page: () =>
    import('../src/pages/packing/PackingTaskListPage').then((m) => ({ default: m.PackingTaskAddPage })),
  props: {},
  events: {},
});
