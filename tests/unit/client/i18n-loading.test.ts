import { describe, expect, it } from 'vitest';
import { $loadedLocales, loadLocale, translator } from '../../../src/client/i18n';

describe('locale resources (issue 17)', () => {
  it('holds only the default language at start and loads the other one once, on request', async () => {
    expect($loadedLocales.get()).toEqual(['zh_CN']);
    // Before its chunk is in, en_US falls back to the default language's texts.
    expect(translator('en_US')('cancel')).toBe('取消');

    const first = loadLocale('en_US');
    expect(loadLocale('en_US')).toBe(first);
    await first;

    expect($loadedLocales.get()).toEqual(['zh_CN', 'en_US']);
    expect(translator('en_US')('cancel')).toBe('Cancel');
    expect(translator('en_US', 'auth')('prompt.password')).toBe('Please enter the password');
    expect(translator('zh_CN')('cancel')).toBe('取消');
    await expect(loadLocale('en_US')).resolves.toBeUndefined();
    expect($loadedLocales.get()).toEqual(['zh_CN', 'en_US']);
  });
});
