import { defineElement, detail } from '../src/ui/root/defineElement';
import type { NavigateDetail } from '../src/ui/root/elementEvents';

/** spec 2.3 exception page 403. */
export const ispsException403 = defineElement('isps-exception-403', {
  summary: 'Exception page 403 with a button back to the home page.',
  page: () => import('../src/pages/exception/ExceptionPage').then((m) => ({ default: m.Exception403 })),
  props: {},
  events: {
    'isps-navigate': detail<NavigateDetail>('{ path }: the user asked to go back to the home page.'),
  },
  session: 'none',
});
