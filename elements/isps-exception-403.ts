import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** spec 2.3 exception page 403. */
export const ispsException403 = defineElement('isps-exception-403', {
  summary: 'Exception page 403 with a button back to the home page.',
  page: () => import('../src/pages/exception/ExceptionPage').then((m) => ({ default: m.Exception403 })),
  props: {},
  events: { 'isps-navigate': '{ path }: the user asked to go back to the home page.' },
  session: 'none',
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-exception-403': ElementOf<typeof ispsException403>;
  }
}
