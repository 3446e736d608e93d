import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** The login page of the admin app (spec 2.1, 5): account and phone login, links to register and recovery. */
export const ispsUserLogin = defineElement('isps-user-login', {
  summary:
    'Login page: account (with captcha) and phone tabs, department choice, links to register and recovery.',
  page: () => import('../src/pages/user/UserLoginPage'),
  props: {},
  events: {
    'isps-login': '{ multiDepart }: the session is stored; the host goes on to the redirect target.',
    'isps-navigate': '{ path }: the user chose the register or password recovery link.',
  },
  session: 'none',
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-user-login': ElementOf<typeof ispsUserLogin>;
  }
}
