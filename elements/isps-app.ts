import { defineElement } from '../src/ui/root/defineElement';

/**
 * The standalone admin app (architecture.md): login, menu, header, tabs and every page of the menu
 * through its element. It owns the browser URL (history mode, base /), so a page holds one app only.
 */
export const ispsApp = defineElement('isps-app', {
  summary: 'The whole back office: router, guard, layouts, header, tabs; renders every menu page element.',
  page: () => import('../src/app/AdminApp'),
  props: {
    supportPhone: {
      type: 'string',
      description: 'The support phone number of the red header notice (spec 2.6).',
    },
    askLanguage: {
      type: 'boolean',
      description:
        'ask-language="true": a visitor who never chose a language must choose one first (spec 2.9).',
    },
  },
  events: {},
  session: 'none',
});
