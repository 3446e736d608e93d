import { defineElement } from '../src/ui/root/defineElement';

/** Packing › weigh (menu pkg.weigh): released tasks, each opening the scale view. */
export const ispsPackingWeigh = defineElement('isps-packing-weigh', {
  summary: 'Weighing: gross weight per package against the expected weight, re-check above 5 %.',
  page: () =>
    import('../src/pages/packing/PackingTaskListPage').then((m) => ({ default: m.PackingWeighPage })),
  props: {},
  events: {},
});
