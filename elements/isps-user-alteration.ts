import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Password recovery in steps: phone and SMS code, new password, done. */
export const ispsUserAlteration = defineElement('isps-user-alteration', {
  summary: 'Password recovery in steps: phone and SMS code, new password, done.',
  page: () => import('../src/pages/user/AlterationPage'),
  props: {},
  events: { 'isps-navigate': '{ path }: the user chose a link of the page.' },
  session: 'none',
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-user-alteration': ElementOf<typeof ispsUserAlteration>;
  }
}
