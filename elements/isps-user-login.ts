import { defineElement, detail } from '../src/ui/root/defineElement';
import type { NavigateDetail } from '../src/ui/root/elementEvents';

/** The login page of the admin app (spec 2.1, 5): account and phone login, links to register and recovery. */
export const ispsUserLogin = defineElement('isps-user-login', {
  summary:
    'Login page: account (with captcha) and phone tabs, department choice, links to register and recovery.',
  page: () => import('../src/pages/user/UserLoginPage'),
  props: {},
  events: {
    'isps-login': detail<{ multiDepart: 0 | 1 | 2 }>(
      '{ multiDepart }: the session is stored; the host goes on to the redirect target.',
    ),
    'isps-navigate': detail<NavigateDetail>(
      '{ path }: the user chose the register or password recovery link.',
    ),
  },
  session: 'none',
});
