import { atom, type WritableAtom } from 'nanostores';
import { DEFAULT_TENANT_ID, LOGIN_STORAGE_MS } from '../domain/system/session';
import { pageShared } from './pageShared';
import { readStored, removeStored, StorageKey, writeStored } from './storage';

/** spec 3: user info as the login answers it (api-contract 2.2); extra fields pass through. */
export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar?: string | null;
  orgCode?: string | null;
  [field: string]: unknown;
}

/** A button permission entry (api-contract 3.1). */
export interface AuthEntry {
  action: string;
  type: string;
  status?: string;
  describe?: string;
}

/** A dictionary option; the Vue2 translators accept `text`, `title` or `label` (api-contract 5.1). */
export interface DictOption {
  value: string;
  text?: string;
  title?: string;
  label?: string;
}

export type DictionaryMap = Record<string, DictOption[]>;

/** How the current token was obtained; decides its storage period (spec 9). `host`: the host page's `setSession`. */
export type SessionSource = 'login' | 'shell' | 'channel' | 'host';

export interface Session {
  token: string | null;
  userInfo: UserInfo | null;
  tenantId: number;
  /** The user's button permissions and every defined one (api-contract 9.4). */
  auth: AuthEntry[];
  allAuth: AuthEntry[];
  dictionaries: DictionaryMap;
  /** When the token stops being valid locally (epoch ms). */
  expiresAt: number | null;
  source: SessionSource | null;
}

export const EMPTY_SESSION: Session = {
  token: null,
  userInfo: null,
  tenantId: DEFAULT_TENANT_ID,
  auth: [],
  allAuth: [],
  dictionaries: {},
  expiresAt: null,
  source: null,
};

function restore(): Session {
  const token = readStored<string>(StorageKey.token);
  if (!token)
    return { ...EMPTY_SESSION, tenantId: readStored<number>(StorageKey.tenantId) ?? DEFAULT_TENANT_ID };
  const tokenExpiry = readStored<{ at: number; source: SessionSource }>(StorageKey.tokenExpiresAt);
  return {
    token,
    userInfo: readStored<UserInfo>(StorageKey.userInfo),
    tenantId: readStored<number>(StorageKey.tenantId) ?? DEFAULT_TENANT_ID,
    auth: readStored<AuthEntry[]>(StorageKey.userAuth) ?? [],
    allAuth: readStored<AuthEntry[]>(StorageKey.allAuth) ?? [],
    dictionaries: readStored<DictionaryMap>(StorageKey.dictionaries) ?? {},
    expiresAt: tokenExpiry?.at ?? null,
    source: tokenExpiry?.source ?? 'login',
  };
}

/** The one session of the page (web-components.md 8), restored from storage by the first copy. */
export const $session: WritableAtom<Session> = pageShared('session', () => atom(restore()));

export interface StartSession {
  token: string;
  userInfo: UserInfo;
  dictionaries?: DictionaryMap;
  source: SessionSource;
  /** How long the token, user info and dictionaries stay in storage. */
  storageMs: number;
  /** When the token itself expires, if earlier than the storage period (shell `expires_in`). */
  tokenExpiresAt?: number;
}

/** Stores a fresh login (api-contract 9.3 `Login`): token, user name, user info, dictionaries. */
export function startSession(start: StartSession, now = Date.now()): Session {
  const expiresAt = Math.min(start.tokenExpiresAt ?? Number.POSITIVE_INFINITY, now + start.storageMs);
  const tokenMs = expiresAt - now;
  writeStored(StorageKey.token, start.token, tokenMs, now);
  writeStored(StorageKey.username, start.userInfo.username, start.storageMs, now);
  writeStored(StorageKey.userInfo, start.userInfo, start.storageMs, now);
  writeStored(StorageKey.tokenExpiresAt, { at: expiresAt, source: start.source }, tokenMs, now);
  if (start.dictionaries) writeStored(StorageKey.dictionaries, start.dictionaries, start.storageMs, now);
  const current = $session.get();
  const next: Session = {
    ...current,
    token: start.token,
    userInfo: start.userInfo,
    dictionaries: start.dictionaries ?? current.dictionaries,
    expiresAt,
    source: start.source,
  };
  $session.set(next);
  return next;
}

/** Replaces the user info, kept locally for 7 days (spec 4.1 department change). */
export function updateUserInfo(userInfo: UserInfo, now = Date.now()): void {
  writeStored(StorageKey.userInfo, userInfo, LOGIN_STORAGE_MS, now);
  $session.set({ ...$session.get(), userInfo });
}

export function setPermissions(auth: AuthEntry[], allAuth: AuthEntry[], now = Date.now()): void {
  const session = $session.get();
  const ttl = session.expiresAt ? Math.max(session.expiresAt - now, 0) : LOGIN_STORAGE_MS;
  writeStored(StorageKey.userAuth, auth, ttl, now);
  writeStored(StorageKey.allAuth, allAuth, ttl, now);
  $session.set({ ...session, auth, allAuth });
}

export function setDictionaries(dictionaries: DictionaryMap, now = Date.now()): void {
  writeStored(StorageKey.dictionaries, dictionaries, LOGIN_STORAGE_MS, now);
  $session.set({ ...$session.get(), dictionaries });
}

export function setTenantId(tenantId: number, now = Date.now()): void {
  writeStored(StorageKey.tenantId, tenantId, LOGIN_STORAGE_MS, now);
  $session.set({ ...$session.get(), tenantId });
}

/** spec 4.1: logout clears token, permission list and dictionary cache (api-contract 9.3 `Logout`). */
export function clearSession(): void {
  for (const key of [
    StorageKey.token,
    StorageKey.username,
    StorageKey.userInfo,
    StorageKey.dictionaries,
    StorageKey.tenantId,
    StorageKey.userAuth,
    StorageKey.allAuth,
    StorageKey.tokenExpiresAt,
  ]) {
    removeStored(key);
  }
  $session.set({ ...EMPTY_SESSION });
}

/** True while a token is held and not past its local expiry. */
export function hasValidToken(session: Session, now = Date.now()): boolean {
  return session.token !== null && (session.expiresAt === null || session.expiresAt > now);
}
