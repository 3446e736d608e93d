/**
 * Tags that are not pages of the menu but widgets a host drops anywhere. Every tag of the
 * registry is either a menu page (src/domain/system/menu.ts pageTags()) or listed here.
 */
export const WIDGET_TAGS = {
  'isps-login': 'The login form, for hosts without their own login.',
  'isps-dict-items': 'A dictionary browser for hosts that show code lists.',
  'isps-report-picker': 'The online-report popup picker (spec 4.2).',
} as const;
