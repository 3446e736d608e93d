import { defineElement, detail } from '../src/ui/root/defineElement';
import type { NavigateDetail } from '../src/ui/root/elementEvents';

/** Registration result: the account waits for approval. */
export const ispsUserRegisterResult = defineElement('isps-user-register-result', {
  summary: 'Registration result: the account waits for approval.',
  page: () => import('../src/pages/user/RegisterResultPage'),
  props: {
    account: { type: 'string', description: 'The registered account; default: the account query parameter.' },
  },
  events: { 'isps-navigate': detail<NavigateDetail>('{ path }: the user chose a link of the page.') },
  session: 'none',
});
