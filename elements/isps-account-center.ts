import type { UserInfo } from '../src/client/session';
import { defineElement, detail } from '../src/ui/root/defineElement';

/** Account center: user info and departments with the department switch (spec 2.9, api-contract 9.8). */
export const ispsAccountCenter = defineElement('isps-account-center', {
  summary: 'Account center: the user, their departments and the department switch.',
  page: () => import('../src/pages/account/AccountCenterPage'),
  props: {},
  events: {
    'isps-depart-change': detail<{ orgCode: string; userInfo: UserInfo }>(
      '{ orgCode, userInfo }: the active department was switched.',
    ),
  },
});
