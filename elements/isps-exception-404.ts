import { defineElement, detail } from '../src/ui/root/defineElement';
import type { NavigateDetail } from '../src/ui/root/elementEvents';

/** spec 2.3 exception page 404. */
export const ispsException404 = defineElement('isps-exception-404', {
  summary: 'Exception page 404 with a button back to the home page.',
  page: () => import('../src/pages/exception/ExceptionPage').then((m) => ({ default: m.Exception404 })),
  props: {},
  events: {
    'isps-navigate': detail<NavigateDetail>('{ path }: the user asked to go back to the home page.'),
  },
  session: 'none',
});
