import { atom, type WritableAtom } from 'nanostores';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../domain/i18n-text';
import { pageShared } from './pageShared';
import { readStored, StorageKey, writeStored } from './storage';

function restore(): Locale {
  const stored = readStored<string>(StorageKey.language);
  return LOCALES.includes(stored as Locale) ? (stored as Locale) : DEFAULT_LOCALE;
}

/** The page language (spec 2.9), shared by every element and every copy of the library. */
export const $locale: WritableAtom<Locale> = pageShared('locale', () => atom(restore()));

/** spec 2.9: applies the locale and stores it under the language key. */
export function setLocale(locale: Locale): void {
  writeStored(StorageKey.language, locale, null);
  $locale.set(locale);
}

export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}
