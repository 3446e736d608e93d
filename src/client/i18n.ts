import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../domain/i18n-text';

/** Every area file under locales/<locale>/<area>.json, bundled (web-components.md 10). */
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export type Resources = Record<Locale, Record<string, Record<string, unknown>>>;

/** Groups the area files by locale; each area is an i18next namespace. */
export function collectResources(entries: Record<string, Record<string, unknown>> = files): Resources {
  const resources = Object.fromEntries(LOCALES.map((l) => [l, {}])) as Resources;
  for (const [path, content] of Object.entries(entries)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, locale, area] = match as unknown as [string, Locale, string];
    if (resources[locale]) resources[locale][area] = content;
  }
  return resources;
}

const resources = collectResources();

/** One instance per library copy; texts are looked up per locale with `getFixedT`. */
export const i18n: I18n = i18next.createInstance();
void i18n.init({
  resources,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  ns: Object.keys(resources[DEFAULT_LOCALE]),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** A translator for one locale and namespace (an area of locales/). */
export function translator(locale: Locale, namespace = 'common'): TFunction {
  return i18n.getFixedT(locale, namespace);
}
