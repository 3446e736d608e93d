import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Registration result: the account waits for approval. */
export const ispsUserRegisterResult = defineElement('isps-user-register-result', {
  summary: 'Registration result: the account waits for approval.',
  page: () => import('../src/pages/user/RegisterResultPage'),
  props: {
    account: { type: 'string', description: 'The registered account; default: the account query parameter.' },
  },
  events: { 'isps-navigate': '{ path }: the user chose a link of the page.' },
  session: 'none',
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-user-register-result': ElementOf<typeof ispsUserRegisterResult>;
  }
}
