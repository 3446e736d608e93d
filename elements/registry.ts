import { ispsAccountCenter } from './isps-account-center';
import { ispsApp } from './isps-app';
import { ispsBusinessPartnerList } from './isps-business-partner-list';
import { ispsDictItems } from './isps-dict-items';
import { ispsException403 } from './isps-exception-403';
import { ispsException404 } from './isps-exception-404';
import { ispsException500 } from './isps-exception-500';
import { ispsLogin } from './isps-login';
import { ispsOnlineReport } from './isps-online-report';
import { ispsOnlineReportList } from './isps-online-report-list';
import { ispsProductList } from './isps-product-list';
import { ispsReportPicker } from './isps-report-picker';
import { ispsUserAnnouncement } from './isps-user-announcement';
import { ispsUserLogin } from './isps-user-login';

/**
 * Every element that exists, by tag. Importing this module defines them all; each imports its page
 * chunk lazily when its first instance connects. Add a line here with every new element file.
 */
export const elementRegistry = {
  'isps-login': ispsLogin,
  'isps-user-announcement': ispsUserAnnouncement,
  'isps-dict-items': ispsDictItems,
  'isps-account-center': ispsAccountCenter,
  'isps-business-partner-list': ispsBusinessPartnerList,
  'isps-product-list': ispsProductList,
  'isps-report-picker': ispsReportPicker,
  'isps-online-report': ispsOnlineReport,
  'isps-online-report-list': ispsOnlineReportList,
  'isps-app': ispsApp,
  'isps-user-login': ispsUserLogin,
  'isps-exception-403': ispsException403,
  'isps-exception-404': ispsException404,
  'isps-exception-500': ispsException500,
} satisfies Record<string, { tag: `isps-${string}` }>;

export type RegisteredTag = keyof typeof elementRegistry;
