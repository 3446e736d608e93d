import { atom, type WritableAtom } from 'nanostores';
import { pageShared } from './pageShared';
import { readStored, StorageKey, type StorageKeyName, writeStored } from './storage';

/** spec 2.8: the eight primary colour presets, dawn blue (#1890FF, spec 9) first as the default. */
export const COLOR_PRESETS = [
  { key: 'dawnBlue', color: '#1890FF' },
  { key: 'red', color: '#F5222D' },
  { key: 'volcano', color: '#FA541C' },
  { key: 'duskYellow', color: '#FAAD14' },
  { key: 'cyan', color: '#13C2C2' },
  { key: 'polarGreen', color: '#52C41A' },
  { key: 'geekBlue', color: '#2F54EB' },
  { key: 'purple', color: '#722ED1' },
] as const;

export type NavTheme = 'dark' | 'light';
export type LayoutMode = 'sidemenu' | 'topmenu';
export type ContentWidth = 'Fixed' | 'Fluid';

/** spec 3 "locally stored UI settings". */
export interface UiSettings {
  navTheme: NavTheme;
  layoutMode: LayoutMode;
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  fixedSidebar: boolean;
  autoHideHeader: boolean;
  primaryColor: string;
  colorWeak: boolean;
  multiPage: boolean;
  /** true: the side menu is open (not collapsed). */
  sidebarOpen: boolean;
}

/** spec 9 defaults: light theme, side menu, #1890FF, fixed content width, no fixed header, multi-page on. */
export const DEFAULT_UI_SETTINGS: UiSettings = {
  navTheme: 'light',
  layoutMode: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: false,
  fixedSidebar: false,
  autoHideHeader: false,
  primaryColor: COLOR_PRESETS[0].color,
  colorWeak: false,
  multiPage: true,
  sidebarOpen: true,
};

const KEYS: Record<keyof UiSettings, StorageKeyName> = {
  navTheme: StorageKey.navTheme,
  layoutMode: StorageKey.layoutMode,
  contentWidth: StorageKey.contentWidth,
  fixedHeader: StorageKey.fixedHeader,
  fixedSidebar: StorageKey.fixedSidebar,
  autoHideHeader: StorageKey.autoHideHeader,
  primaryColor: StorageKey.primaryColor,
  colorWeak: StorageKey.colorWeak,
  multiPage: StorageKey.multiPage,
  sidebarOpen: StorageKey.sidebarOpen,
};

const VALID: { [K in keyof UiSettings]: (value: unknown) => boolean } = {
  navTheme: (v) => v === 'dark' || v === 'light',
  layoutMode: (v) => v === 'sidemenu' || v === 'topmenu',
  contentWidth: (v) => v === 'Fixed' || v === 'Fluid',
  fixedHeader: (v) => typeof v === 'boolean',
  fixedSidebar: (v) => typeof v === 'boolean',
  autoHideHeader: (v) => typeof v === 'boolean',
  primaryColor: (v) => typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v),
  colorWeak: (v) => typeof v === 'boolean',
  multiPage: (v) => typeof v === 'boolean',
  sidebarOpen: (v) => typeof v === 'boolean',
};

/**
 * spec 2.8 constraints, applied to every change: fluid width only with the top menu, hiding the
 * header on scroll only with a fixed header, no fixed side menu with the top menu.
 */
export function constrainSettings(settings: UiSettings): UiSettings {
  const topMenu = settings.layoutMode === 'topmenu';
  return {
    ...settings,
    contentWidth: topMenu ? settings.contentWidth : 'Fixed',
    autoHideHeader: settings.fixedHeader && settings.autoHideHeader,
    fixedSidebar: !topMenu && settings.fixedSidebar,
  };
}

export function restoreSettings(): UiSettings {
  const restored = { ...DEFAULT_UI_SETTINGS } as Record<keyof UiSettings, unknown>;
  for (const name of Object.keys(KEYS) as (keyof UiSettings)[]) {
    const stored = readStored<unknown>(KEYS[name]);
    if (stored !== null && VALID[name](stored)) restored[name] = stored;
  }
  return constrainSettings(restored as unknown as UiSettings);
}

/** The UI settings of the page, shared by every element (the element root reads the primary colour). */
export const $uiSettings: WritableAtom<UiSettings> = pageShared('uiSettings', () => atom(restoreSettings()));

/** Changes settings, applies the constraints and stores them under their `pro__` keys (no expiry). */
export function updateSettings(change: Partial<UiSettings>): UiSettings {
  const next = constrainSettings({ ...$uiSettings.get(), ...change });
  for (const name of Object.keys(KEYS) as (keyof UiSettings)[]) {
    writeStored(KEYS[name], next[name], null);
  }
  $uiSettings.set(next);
  return next;
}
