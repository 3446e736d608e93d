import { defineElement } from '../src/ui/root/defineElement';

/** Account settings (account-settings-base): base information, password, department, language. */
export const ispsAccountSettings = defineElement('isps-account-settings', {
  summary: 'Account settings (account-settings-base): base information, password, department, language.',
  page: () => import('../src/pages/user/AccountSettingsPage'),
  props: {},
  events: {},
});
