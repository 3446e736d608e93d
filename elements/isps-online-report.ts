import { defineElement } from '../src/ui/root/defineElement';

/** An online report by code: the OnlCgreportAutoList page of spec 2.4. */
export const ispsOnlineReport = defineElement('isps-online-report', {
  summary: 'Renders any online report by its code: query form and paged table.',
  page: () => import('../src/pages/report/OnlCgreportAutoList'),
  props: {
    code: { type: 'string', description: 'Report code (onl_cgreport_head.code).' },
  },
  events: {},
});
