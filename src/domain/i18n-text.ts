/** A text in both product languages; zh_CN is the default (spec 1). */
export interface LocalText {
  zh: string;
  en: string;
}

export type Locale = 'zh_CN' | 'en_US';

export const LOCALES: readonly Locale[] = ['zh_CN', 'en_US'];
export const DEFAULT_LOCALE: Locale = 'zh_CN';

export function pickText(text: LocalText, locale: Locale): string {
  return locale === 'en_US' ? text.en : text.zh;
}
