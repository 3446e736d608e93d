import { LOGIN_STORAGE_MS, SHELL_STORAGE_MS, TENANT_HEADERS, TOKEN_HEADER } from '../domain/system/session';
import { get, httpClient, isOkCode, post, put, type Result } from './http';
import { runtimeConfig } from './runtimeConfig';
import {
  $session,
  type AuthEntry,
  clearSession,
  type DictionaryMap,
  setDictionaries,
  setPermissions,
  setTenantId,
  startSession,
  type UserInfo,
  updateUserInfo,
} from './session';

export interface LoginForm {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string | number;
}

/** api-contract 2.2. */
export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  sysAllDictItems?: DictionaryMap;
  departs?: Depart[];
  /** 0 no department, 1 one, 2 several: pick one (spec 6). */
  multi_depart?: 0 | 1 | 2;
  /** The tenants the user works in (api-contract 2.2). */
  tenantList?: { id: number }[];
}

/** api-contract 2.5 `/sys/fsmShellLogin`. */
export interface ShellLoginResult extends LoginResult {
  /** Token lifetime in seconds. */
  expires_in: number;
}

export interface Depart {
  id: string;
  orgCode: string;
  departName: string;
}

/** An error carrying the server result, rejected by the login calls (spec 8: code must be '200'). */
export class LoginRejected extends Error {
  override name = 'LoginRejected';
  constructor(readonly result: Result<unknown>) {
    super(result.message);
  }
}

/**
 * The session of a password or SMS login, kept 7 days (spec 9), in a tenant the user works in: the one
 * stored from before when the user has it, else the first of the login's list (a user of tenant 1 only
 * would be refused everything in the default tenant 0).
 */
function startLoginSession(result: LoginResult): void {
  startSession({
    token: result.token,
    userInfo: result.userInfo,
    dictionaries: result.sysAllDictItems ?? {},
    source: 'login',
    storageMs: LOGIN_STORAGE_MS,
  });
  const tenants = result.tenantList ?? [];
  const [first] = tenants;
  if (first && !tenants.some((tenant) => tenant.id === $session.get().tenantId)) setTenantId(first.id);
}

/** POST /sys/login; stores the session for 7 days (spec 9). */
export async function login(form: LoginForm): Promise<LoginResult> {
  const response = await post<LoginResult>('/sys/login', form);
  if (!isOkCode(response)) throw new LoginRejected(response);
  startLoginSession(response.result);
  return response.result;
}

/** POST /sys/sms (api-contract 2.5): sends an SMS code; smsmode 0 login, 1 register, 2 forgot password. */
export async function sendSmsCode(mobile: string, smsmode: '0' | '1' | '2'): Promise<Result<unknown>> {
  return post('/sys/sms', { mobile, smsmode });
}

/** POST /sys/phoneLogin with the SMS code; same result and storage as the password login (spec 9). */
export async function phoneLogin(mobile: string, code: string): Promise<LoginResult> {
  const response = await post<LoginResult>('/sys/phoneLogin', { mobile, captcha: code });
  if (!isOkCode(response)) throw new LoginRejected(response);
  startLoginSession(response.result);
  return response.result;
}

/**
 * POST /sys/fsmShellLogin {assertion} (spec 2.2, 6, 9; issue 16): token kept for the shell's `expires_in`, user info and
 * dictionaries for 3 hours.
 */
export async function shellLogin(assertion: string): Promise<ShellLoginResult> {
  const response = await post<ShellLoginResult>('/sys/fsmShellLogin', { assertion });
  if (!response.success || !response.result?.token) throw new LoginRejected(response);
  const result = response.result;
  startSession({
    token: result.token,
    userInfo: result.userInfo,
    dictionaries: result.sysAllDictItems ?? {},
    source: 'shell',
    storageMs: SHELL_STORAGE_MS,
    tokenExpiresAt: Date.now() + result.expires_in * 1000,
  });
  return result;
}

/** A token the host page obtained itself (docs/embedding.md "Signing in"). */
export interface HostSession {
  token: string;
  /** Tenant the elements send in `tenant-id` (default: the stored one). */
  tenantId?: number;
  /** When the token stops being valid (epoch ms); without it the session is kept like a login, 7 days. */
  expiresAt?: number;
}

/**
 * `setSession` of the loader: checks the host's token with GET /sys/user/getUserInfo (api-contract
 * 3.x), then makes it the session of every element on the page, with the user's dictionaries and
 * button permissions. Rejects, leaving the current session alone, when the server refuses the token.
 */
export async function adoptHostSession(host: HostSession): Promise<UserInfo> {
  // Checked in the host's tenant: a user of another tenant than the stored one is refused in that one.
  const tenant =
    host.tenantId === undefined
      ? {}
      : Object.fromEntries(TENANT_HEADERS.map((name) => [name, String(host.tenantId)]));
  const http = await httpClient();
  const response = await http.get<unknown, Result<{ userInfo: UserInfo; sysAllDictItems?: DictionaryMap }>>(
    '/sys/user/getUserInfo',
    { headers: { [TOKEN_HEADER]: host.token, ...tenant } },
  );
  if (!response.success || !response.result?.userInfo) throw new LoginRejected(response);
  if (host.tenantId !== undefined) setTenantId(host.tenantId);
  startSession({
    token: host.token,
    userInfo: response.result.userInfo,
    dictionaries: response.result.sysAllDictItems ?? {},
    source: 'host',
    storageMs: LOGIN_STORAGE_MS,
    tokenExpiresAt: host.expiresAt,
  });
  try {
    await loadPermissions();
  } catch {
    // A service account without menu entries still gets its elements; buttons follow the empty list.
  }
  return response.result.userInfo;
}

/**
 * spec 4.1: logout clears token, permissions and dictionary cache even if the logout call fails.
 * The call bypasses the error interceptor so a failing logout cannot trigger another logout.
 * Resolves to whether the server confirmed it (spec 8: the header shows an error otherwise).
 */
export async function logout(): Promise<boolean> {
  const token = $session.get().token;
  clearSession();
  if (!token) return true;
  try {
    const [{ apiBase }, { default: axios }] = await Promise.all([runtimeConfig(), import('axios')]);
    const response = await axios.post<Result>(`${apiBase}/sys/logout`, null, {
      headers: { [TOKEN_HEADER]: token, 'Content-Type': 'application/json' },
    });
    return response.data?.success === true;
  } catch {
    // spec 8: the local logout already happened; the caller decides whether to show anything.
    return false;
  }
}

export interface PermissionResult {
  menu: unknown[];
  auth: AuthEntry[];
  allAuth: AuthEntry[];
}

export const EMPTY_MENU_ERROR = 'getPermissionList: permissions must be a non-null array !';

/**
 * The answer the login form checked, kept for the menu the app builds right after: one round trip after
 * "log in", not two (issue 17). Taken once; a later menu reload asks the server again.
 */
let checkedAtLogin: { token: string; result: PermissionResult } | null = null;

/** GET /sys/permission/getUserPermissionByToken (spec 7.3); stores auth and allAuth. */
export async function loadPermissions(): Promise<PermissionResult> {
  const token = $session.get().token ?? '';
  const response = await get<PermissionResult>('/sys/permission/getUserPermissionByToken', { token });
  const result = response.result;
  if (!response.success || !Array.isArray(result?.menu) || result.menu.length === 0) {
    throw new Error(EMPTY_MENU_ERROR);
  }
  setPermissions(result.auth ?? [], result.allAuth ?? []);
  checkedAtLogin = { token, result };
  return result;
}

/** The permissions the login form loaded for this token, if it did (and only the first time asked). */
export function takeLoginPermissions(token: string): PermissionResult | null {
  const taken = checkedAtLogin?.token === token ? checkedAtLogin.result : null;
  checkedAtLogin = null;
  return taken;
}

/** GET sys/dict/queryAllDictItems: refreshes the dictionary cache (api-contract 9.11). */
export async function reloadDictionaries(): Promise<DictionaryMap> {
  const response = await get<DictionaryMap>('/sys/dict/queryAllDictItems');
  if (response.success) setDictionaries(response.result);
  return response.result;
}

/** GET /sys/user/getCurrentUserDeparts (api-contract 2.7). */
export async function currentUserDeparts(): Promise<{ list: Depart[]; orgCode: string }> {
  const response = await get<{ list: Depart[]; orgCode: string }>('/sys/user/getCurrentUserDeparts');
  return response.result ?? { list: [], orgCode: '' };
}

/** PUT /sys/selectDepart (api-contract 9.8); keeps the new user info for 7 days. */
export async function selectDepart(orgCode: string): Promise<Result<{ userInfo: UserInfo }>> {
  const username = $session.get().userInfo?.username;
  const response = await put<{ userInfo: UserInfo }>('/sys/selectDepart', { orgCode, username });
  if (response.success && response.result?.userInfo) updateUserInfo(response.result.userInfo);
  return response;
}
