import { beforeEach, describe, expect, it } from 'vitest';
import {
  $session,
  clearSession,
  hasValidToken,
  setPermissions,
  startSession,
} from '../../../src/client/session';
import { readStored, StorageKey, writeStored } from '../../../src/client/storage';
import { LOGIN_STORAGE_MS, SHELL_STORAGE_MS } from '../../../src/domain/system/session';

const user = { id: 'u1', username: 'admin', realname: '管理员' };

describe('storage in the vue-ls format', () => {
  beforeEach(() => localStorage.clear());

  it('wraps values as {value, expire} under the pro__ prefix', () => {
    writeStored(StorageKey.token, 'abc', 1_000, 5_000);
    expect(JSON.parse(localStorage.getItem('pro__Access-Token') as string)).toEqual({
      value: 'abc',
      expire: 6_000,
    });
    expect(readStored(StorageKey.token, 5_999)).toBe('abc');
  });

  it('drops an expired value', () => {
    writeStored(StorageKey.token, 'abc', 1_000, 5_000);
    expect(readStored(StorageKey.token, 6_000)).toBeNull();
    expect(localStorage.getItem('pro__Access-Token')).toBeNull();
  });

  it('keeps a value without expiry', () => {
    writeStored(StorageKey.language, 'en_US', null);
    expect(readStored(StorageKey.language, Number.MAX_SAFE_INTEGER)).toBe('en_US');
  });
});

describe('session', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
  });

  it('keeps a password login for 7 days (spec 9)', () => {
    const now = 1_000_000;
    startSession({ token: 't', userInfo: user, source: 'login', storageMs: LOGIN_STORAGE_MS }, now);
    const stored = JSON.parse(localStorage.getItem('pro__Login_Userinfo') as string);
    expect(stored.expire).toBe(now + 604_800_000);
    expect($session.get().expiresAt).toBe(now + 604_800_000);
  });

  it('keeps a shell login 3 hours and its token for the shell expires_in when shorter (spec 9)', () => {
    const now = 1_000_000;
    startSession(
      {
        token: 's',
        userInfo: user,
        source: 'shell',
        storageMs: SHELL_STORAGE_MS,
        tokenExpiresAt: now + 600_000,
      },
      now,
    );
    expect(JSON.parse(localStorage.getItem('pro__Login_Userinfo') as string).expire).toBe(now + 10_800_000);
    expect(JSON.parse(localStorage.getItem('pro__Access-Token') as string).expire).toBe(now + 600_000);
    expect(hasValidToken($session.get(), now + 599_999)).toBe(true);
    expect(hasValidToken($session.get(), now + 600_000)).toBe(false);
  });

  it('defaults the tenant id to 0', () => {
    expect($session.get().tenantId).toBe(0);
  });

  it('clears token, user, permissions and dictionaries on logout (spec 4.1)', () => {
    startSession({
      token: 't',
      userInfo: user,
      dictionaries: { yn: [] },
      source: 'login',
      storageMs: 1_000_000,
    });
    setPermissions([{ action: 'a', type: '1' }], []);
    clearSession();
    expect($session.get()).toMatchObject({ token: null, userInfo: null, auth: [], dictionaries: {} });
    expect(Object.keys(localStorage).filter((k) => k.startsWith('pro__'))).toEqual([]);
  });

  it('is one store for the whole page, found through the global registry', async () => {
    const registry = (globalThis as Record<symbol, Record<string, unknown>>)[Symbol.for('isps.registry.v1')];
    expect(registry?.session).toBe($session);
  });
});
