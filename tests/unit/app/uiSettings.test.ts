import { beforeEach, describe, expect, it } from 'vitest';
import {
  $uiSettings,
  COLOR_PRESETS,
  constrainSettings,
  DEFAULT_UI_SETTINGS,
  restoreSettings,
  updateSettings,
} from '../../../src/client/uiSettings';

describe('UI settings (spec 2.8, 3, 9)', () => {
  beforeEach(() => {
    localStorage.clear();
    $uiSettings.set(restoreSettings());
  });

  it('defaults to light theme, side menu, #1890FF, fixed width, no fixed header, multi-page on', () => {
    expect(restoreSettings()).toEqual(DEFAULT_UI_SETTINGS);
    expect(DEFAULT_UI_SETTINGS).toMatchObject({
      navTheme: 'light',
      layoutMode: 'sidemenu',
      primaryColor: '#1890FF',
      contentWidth: 'Fixed',
      fixedHeader: false,
      multiPage: true,
    });
  });

  it('offers eight colour presets with dawn blue first', () => {
    expect(COLOR_PRESETS).toHaveLength(8);
    expect(COLOR_PRESETS[0].color).toBe('#1890FF');
  });

  it('stores every setting under its pro__ key and restores it', () => {
    updateSettings({ navTheme: 'dark', primaryColor: '#722ED1', multiPage: false });
    expect(JSON.parse(localStorage.getItem('pro__DEFAULT_THEME') ?? '{}').value).toBe('dark');
    expect(JSON.parse(localStorage.getItem('pro__DEFAULT_COLOR') ?? '{}').value).toBe('#722ED1');
    expect(JSON.parse(localStorage.getItem('pro__DEFAULT_MULTI_PAGE') ?? '{}').value).toBe(false);
    expect(restoreSettings()).toMatchObject({ navTheme: 'dark', primaryColor: '#722ED1', multiPage: false });
  });

  it('applies the constraints: fluid only with the top menu, hide-on-scroll only with a fixed header, no fixed side menu on top', () => {
    expect(constrainSettings({ ...DEFAULT_UI_SETTINGS, contentWidth: 'Fluid' }).contentWidth).toBe('Fixed');
    expect(
      constrainSettings({ ...DEFAULT_UI_SETTINGS, layoutMode: 'topmenu', contentWidth: 'Fluid' })
        .contentWidth,
    ).toBe('Fluid');
    expect(constrainSettings({ ...DEFAULT_UI_SETTINGS, autoHideHeader: true }).autoHideHeader).toBe(false);
    expect(
      constrainSettings({ ...DEFAULT_UI_SETTINGS, fixedHeader: true, autoHideHeader: true }).autoHideHeader,
    ).toBe(true);
    expect(
      constrainSettings({ ...DEFAULT_UI_SETTINGS, layoutMode: 'topmenu', fixedSidebar: true }).fixedSidebar,
    ).toBe(false);
  });

  it('ignores stored values of the wrong shape', () => {
    localStorage.setItem('pro__DEFAULT_COLOR', JSON.stringify({ value: 'red;}', expire: null }));
    expect(restoreSettings().primaryColor).toBe('#1890FF');
  });
});
