import { defineElement } from '../src/ui/root/defineElement';

/** The password change steps for a logged-in user, by SMS to their own phone. */
export const ispsUserSteps = defineElement('isps-user-steps', {
  summary: 'The password change steps for a logged-in user, by SMS to their own phone.',
  page: () => import('../src/pages/user/StepsPage'),
  props: {},
  events: {},
});
