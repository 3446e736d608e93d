import { $locale } from '../client/locale';

/**
 * Entry of the admin app page (index.html). The app itself is the `<isps-app>` element, defined by the
 * element loader like every other tag, so the page loads React and antd once. This entry only keeps
 * the document language in step with the chosen locale (spec 2.9), for screen readers and fonts.
 */
$locale.subscribe((locale) => {
  document.documentElement.lang = locale === 'en_US' ? 'en' : 'zh-CN';
});
