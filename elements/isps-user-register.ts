import { defineElement, detail } from '../src/ui/root/defineElement';
import type { NavigateDetail } from '../src/ui/root/elementEvents';

/** Self-registration of a supplier account (account, password, phone with SMS code). */
export const ispsUserRegister = defineElement('isps-user-register', {
  summary: 'Self-registration of a supplier account (account, password, phone with SMS code).',
  page: () => import('../src/pages/user/RegisterPage'),
  props: {},
  events: { 'isps-navigate': detail<NavigateDetail>('{ path }: the user chose a link of the page.') },
  session: 'none',
});
