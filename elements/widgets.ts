/**
 * Tags that are not pages of the menu but widgets a host drops anywhere. Every tag of the
 * registry is either a menu page (src/domain/system/menu.ts pageTags()) or listed here.
 */
export const WIDGET_TAGS = {
  'isps-login': 'The login form, for hosts without their own login.',
  'isps-dict-items': 'A dictionary browser for hosts that show code lists.',
  'isps-report-picker': 'The online-report popup picker (spec 4.2).',
  'isps-app': 'The whole admin app: router, layouts, header, tabs and every menu page.',
  'isps-user-login': 'The login page of the admin app (account and phone login).',
  'isps-user-register': 'Self-registration of a supplier account.',
  'isps-user-register-result': 'The page after a registration.',
  'isps-user-alteration': 'Password recovery by SMS.',
  'isps-online-report': 'Any online report by its code (the built-in OnlCgreportAutoList of spec 2.4).',
  'isps-supplier-workbench': "A supplier's whole day for a partner portal (docs/embedding.md section 10).",
} as const;
