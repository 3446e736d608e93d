import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { atom, type ReadableAtom } from 'nanostores';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../domain/i18n-text';
import { $locale } from './locale';

type AreaFiles = Record<string, Record<string, unknown>>;

/**
 * The default language's area files (locales/zh_CN/<area>.json, DEFAULT_LOCALE), bundled with the
 * runtime (web-components.md 10). The other languages are one chunk each, loaded when an element
 * first shows them (issue 17: the login page carried both languages, 14 KB gzip).
 */
const defaultFiles = import.meta.glob<Record<string, unknown>>('../../locales/zh_CN/*.json', {
  eager: true,
  import: 'default',
});
const otherFiles: Partial<Record<Locale, () => Promise<AreaFiles>>> = {
  en_US: () => import('./locales-en_US').then((module) => module.files),
};

export type Resources = Record<Locale, Record<string, Record<string, unknown>>>;

/** Groups the area files by locale; each area is an i18next namespace. */
export function collectResources(entries: AreaFiles = defaultFiles): Resources {
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

const loaded = atom<readonly Locale[]>([DEFAULT_LOCALE]);
/** The languages whose texts this library copy holds; the default one from the start. */
export const $loadedLocales: ReadableAtom<readonly Locale[]> = loaded;
const loading = new Map<Locale, Promise<void>>();

/**
 * Loads a language's texts once (its chunk); resolves when they are in. A failed load (network) is
 * forgotten so the next call tries again; the elements keep showing the language they showed.
 */
export function loadLocale(locale: Locale): Promise<void> {
  if (loaded.get().includes(locale)) return Promise.resolve();
  const pending = loading.get(locale);
  if (pending) return pending;
  const load = otherFiles[locale] ?? (() => Promise.resolve({}));
  const next = load()
    .then((files) => {
      for (const [area, content] of Object.entries(collectResources(files)[locale])) {
        i18n.addResourceBundle(locale, area, content, true, true);
      }
      loaded.set([...loaded.get(), locale]);
    })
    .finally(() => loading.delete(locale));
  loading.set(locale, next);
  return next;
}

// A stored language other than the default starts loading with the runtime, before the first element.
if ($locale.get() !== DEFAULT_LOCALE) void loadLocale($locale.get()).catch(() => undefined);

/** A translator for one locale and namespace (an area of locales/). */
export function translator(locale: Locale, namespace = 'common'): TFunction {
  return i18n.getFixedT(locale, namespace);
}
