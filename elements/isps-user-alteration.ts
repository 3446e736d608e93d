import { defineElement, detail } from '../src/ui/root/defineElement';
import type { NavigateDetail } from '../src/ui/root/elementEvents';

/** Password recovery in steps: phone and SMS code, new password, done. */
export const ispsUserAlteration = defineElement('isps-user-alteration', {
  summary: 'Password recovery in steps: phone and SMS code, new password, done.',
  page: () => import('../src/pages/user/AlterationPage'),
  props: {},
  events: { 'isps-navigate': detail<NavigateDetail>('{ path }: the user chose a link of the page.') },
  session: 'none',
});
