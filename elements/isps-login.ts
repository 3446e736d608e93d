import type { UserInfo } from '../src/client/session';
import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** The login form (spec 5); emits `isps-login` with the logged-in user. */
export const ispsLogin = defineElement('isps-login', {
  summary: 'Login form: account, password and captcha; emits isps-login with the user.',
  page: () => import('../src/pages/account/LoginPage'),
  props: {},
  events: {
    'isps-login': '{ userInfo, multiDepart }: the session is stored and shared by every element on the page.',
  },
  session: 'none',
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-login': ElementOf<typeof ispsLogin>;
  }
  interface HTMLElementEventMap {
    'isps-login': CustomEvent<{ userInfo: UserInfo; multiDepart: 0 | 1 | 2 }>;
  }
}
