/**
 * The en_US area files as one chunk, which `loadLocale` imports when the language is first shown
 * (issue 17: only the default language ships with the runtime).
 */
export const files = import.meta.glob<Record<string, unknown>>('../../locales/en_US/*.json', {
  eager: true,
  import: 'default',
});
