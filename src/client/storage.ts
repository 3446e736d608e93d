/**
 * Local storage in the vue-ls format of the Vue2 client (api-contract 9.3): every key carries the
 * `pro__` prefix (spec 9) and the value is wrapped as `{"value": ..., "expire": <epoch ms> | null}`,
 * so an existing browser session of the old client keeps working and vice versa.
 */
export const STORAGE_PREFIX = 'pro__';

/** Key names of the Vue2 client (api-contract 9.3), without the prefix. */
export const StorageKey = {
  token: 'Access-Token',
  username: 'Login_Username',
  userInfo: 'Login_Userinfo',
  dictionaries: 'UI_CACHE_DB_DICT_DATA',
  tenantId: 'TENANT_ID',
  /** Button permissions; the Vue2 client kept them in sessionStorage, we keep them with the session. */
  userAuth: 'LOGIN_USER_BUTTON_AUTH',
  allAuth: 'SYS_BUTTON_AUTH',
  /** Expiry of the token itself when it differs from the stored period (shell `expires_in`, spec 9). */
  tokenExpiresAt: 'TOKEN_EXPIRES_AT',
  /** spec 2.9: the chosen language. */
  language: 'language',
  /** spec 3 locally stored UI settings (settings drawer, spec 2.8), the Vue2 client's key names. */
  navTheme: 'DEFAULT_THEME',
  layoutMode: 'DEFAULT_LAYOUT_MODE',
  contentWidth: 'DEFAULT_CONTENT_WIDTH_TYPE',
  fixedHeader: 'DEFAULT_FIXED_HEADER',
  fixedSidebar: 'DEFAULT_FIXED_SIDEMENU',
  autoHideHeader: 'DEFAULT_FIXED_HEADER_HIDDEN',
  primaryColor: 'DEFAULT_COLOR',
  colorWeak: 'DEFAULT_COLOR_WEAK',
  multiPage: 'DEFAULT_MULTI_PAGE',
  sidebarOpen: 'SIDEBAR_TYPE',
  /** spec 2.7: the embedded field-service shell mode (no side menu, header or multi-tab). */
  shellMode: 'FSM_SHELL_MODE',
} as const;

export type StorageKeyName = (typeof StorageKey)[keyof typeof StorageKey];

interface Wrapped<T> {
  value: T;
  expire: number | null;
}

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Sandboxed frames without storage access throw on the getter; the session then lives in memory.
    return null;
  }
}

export function readStored<T>(key: StorageKeyName, now = Date.now()): T | null {
  const raw = store()?.getItem(STORAGE_PREFIX + key);
  if (raw == null) return null;
  try {
    const wrapped = JSON.parse(raw) as Wrapped<T>;
    if (wrapped.expire !== null && wrapped.expire <= now) {
      store()?.removeItem(STORAGE_PREFIX + key);
      return null;
    }
    return wrapped.value;
  } catch {
    return null;
  }
}

/** Stores `value` for `ttlMs` milliseconds (null: without expiry). */
export function writeStored<T>(key: StorageKeyName, value: T, ttlMs: number | null, now = Date.now()): void {
  const wrapped: Wrapped<T> = { value, expire: ttlMs === null ? null : now + ttlMs };
  try {
    store()?.setItem(STORAGE_PREFIX + key, JSON.stringify(wrapped));
  } catch {
    // A full or blocked storage only costs persistence across reloads.
  }
}

export function removeStored(key: StorageKeyName): void {
  store()?.removeItem(STORAGE_PREFIX + key);
}
