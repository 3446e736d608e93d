import type { UserInfo } from '../src/client/session';
import { defineElement, detail } from '../src/ui/root/defineElement';

/** The login form (spec 5); emits `isps-login` with the logged-in user. */
export const ispsLogin = defineElement('isps-login', {
  summary: 'Login form: account, password and captcha; emits isps-login with the user.',
  page: () => import('../src/pages/account/LoginPage'),
  props: {},
  events: {
    'isps-login': detail<{ userInfo: UserInfo; multiDepart: 0 | 1 | 2 }>(
      '{ userInfo, multiDepart }: the session is stored and shared by every element on the page.',
    ),
  },
  session: 'none',
});
