import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Self-registration of a supplier account (account, password, phone with SMS code). */
export const ispsUserRegister = defineElement('isps-user-register', {
  summary: 'Self-registration of a supplier account (account, password, phone with SMS code).',
  page: () => import('../src/pages/user/RegisterPage'),
  props: {},
  events: { 'isps-navigate': '{ path }: the user chose a link of the page.' },
  session: 'none',
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-user-register': ElementOf<typeof ispsUserRegister>;
  }
}
