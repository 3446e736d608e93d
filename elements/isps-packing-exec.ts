import { defineElement } from '../src/ui/root/defineElement';

/** Packing › exec (menu pkg.exec): released tasks, each opening the pack station. */
export const ispsPackingExec = defineElement('isps-packing-exec', {
  summary: 'Pack station: scan items of a released packing task into packages and seal them.',
  page: () =>
    import('../src/pages/packing/PackingTaskListPage').then((m) => ({ default: m.PackingExecPage })),
  props: {},
  events: {},
});
