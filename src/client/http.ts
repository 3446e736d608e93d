import type { AxiosAdapter, AxiosError, AxiosInstance, AxiosRequestConfig, AxiosStatic, Method } from 'axios';
import { LOCALE_HEADER, TENANT_HEADERS, TOKEN_EXPIRED_MARKER, TOKEN_HEADER } from '../domain/system/session';
import { logout } from './auth';
import { pushFeedback } from './feedback';
import { type FirstRequest, sendEarly, takeEarly, withTimestamp } from './firstData';
import { $locale } from './locale';
import { pageActions } from './pageActions';
import { currentConfig, runtimeConfig } from './runtimeConfig';
import { $session } from './session';

/** spec 7 / 9: 40 minutes, long report queries included. */
export const REQUEST_TIMEOUT_MS = 2_400_000;
/** spec 8: HTTP error notifications stay 4 s. */
const NOTICE_SECONDS = 4;
/** spec 8: after a 401 with a token, logout and reload after 1.5 s. */
const RELOAD_AFTER_401_MS = 1_500;

/** The JeecgBoot result envelope (api-contract 1.2). */
export interface Result<T = unknown> {
  success: boolean;
  message: string;
  code: number | string;
  result: T;
  timestamp?: number;
}

/** api-contract 1.3: the page shape of list endpoints. */
export interface Page<T> {
  records: T[];
  total: number;
  size?: number;
  current?: number;
  pages?: number;
  /** Lists with a capped count (server/entity/entity-store.ts): more rows match than `total`. */
  totalCapped?: boolean;
}

export type Params = Record<string, unknown>;

function createHttp(axios: AxiosStatic): AxiosInstance {
  const instance = axios.create({ timeout: REQUEST_TIMEOUT_MS });
  if (adapter) instance.defaults.adapter = adapter;
  instance.interceptors.request.use(async (config) => {
    // The base URL is deployment configuration, read at run time (never compiled in).
    config.baseURL = (await runtimeConfig()).apiBase;
    const session = $session.get();
    // A call may name its own token and tenant (a host's session checked before it becomes the page's).
    if (session.token && !config.headers.has(TOKEN_HEADER)) config.headers.set(TOKEN_HEADER, session.token);
    for (const name of TENANT_HEADERS) {
      if (!config.headers.has(name)) config.headers.set(name, String(session.tenantId));
    }
    config.headers.set(LOCALE_HEADER, $locale.get());
    if ((config.method ?? 'get').toLowerCase() === 'get')
      config.params = withTimestamp(config.url, config.params);
    return config;
  });
  // spec 7: responses return the data body only; failures still reach the caller (spec 8).
  instance.interceptors.response.use(
    (response) => response.data,
    async (error: AxiosError) => {
      await reportHttpError(error);
      return Promise.reject(error);
    },
  );
  return instance;
}

let client: Promise<AxiosInstance> | null = null;
let adapter: AxiosAdapter | null = null;

/**
 * The one axios instance of this library copy; it reads the shared session on every request. axios
 * (17 KB gzip) is loaded with the first request, not with the first paint: the login form paints
 * without it (issue 17).
 */
export function httpClient(): Promise<AxiosInstance> {
  client ??= import('axios').then((module) => createHttp(module.default));
  return client;
}

// A visit with a stored session asks for data at once: the deployment configuration loads beside
// the first element's chunks instead of after its first request (issue 17).
if ($session.get().token) void runtimeConfig();

/**
 * With a stored session, loads axios now, beside the page's chunks, for a page that sends its first
 * requests itself. A page whose first requests left early (`sendFirstData`) does not wait for axios:
 * it loads once that page has taken an early answer, so its 19 KB do not share a slow link with the
 * page's code (issue 17).
 */
export function warmUp(): void {
  if ($session.get().token) void httpClient();
}

/** Sends every request of this copy through `next` (tests answer with a fake API this way). */
export function setHttpAdapter(next: AxiosAdapter): void {
  adapter = next;
  void client?.then((instance) => {
    instance.defaults.adapter = next;
  });
}

let reloginOpen = false;

function notify(description: string | { key: string }): void {
  pushFeedback({
    kind: 'notification',
    level: 'error',
    title: { key: 'http:notice.title' },
    description,
    seconds: NOTICE_SECONDS,
  });
}

/** spec 8, api-contract 9.2: the HTTP error catalogue. */
export async function reportHttpError(error: AxiosError): Promise<void> {
  const response = error.response;
  if (!response) {
    notify(/timeout/i.test(error.message) ? { key: 'http:error.timeout' } : error.message);
    return;
  }
  const data = await readErrorBody(response.data);
  // Only a refusal of the session's own token ends the session; a token under test is not the session's.
  const token = $session.get().token;
  const hasToken = token !== null && error.config?.headers?.get(TOKEN_HEADER) === token;
  switch (response.status) {
    case 403:
      notify({ key: 'http:error.forbidden' });
      return;
    case 404:
      notify({ key: 'http:error.notFound' });
      return;
    case 504:
      notify({ key: 'http:error.timeout' });
      return;
    case 401:
      notify({ key: 'http:error.unauthorized' });
      if (hasToken && $session.get().source === 'channel' && pageActions.refreshFromShell) {
        // A token handed over by the shell: ask the shell for a new one instead of reloading the frame.
        pageActions.refreshFromShell();
      } else if (hasToken) {
        await logout();
        setTimeout(() => pageActions.reload(), RELOAD_AFTER_401_MS);
      }
      return;
    case 500:
      // Other 500s are business failures the caller shows itself (api-contract 9.2).
      if (hasToken && data?.message?.includes(TOKEN_EXPIRED_MARKER)) openReloginModal();
      return;
    default:
      notify(data?.message ?? error.message);
  }
}

async function readErrorBody(body: unknown): Promise<{ message?: string } | null> {
  if (typeof Blob !== 'undefined' && body instanceof Blob) {
    // Blob downloads carry their JSON error as a blob (api-contract 9.2, 500 on a blob request).
    try {
      return JSON.parse(await body.text()) as { message?: string };
    } catch {
      return null;
    }
  }
  return body && typeof body === 'object' ? (body as { message?: string }) : null;
}

/** spec 8: "login expired" with a re-login button; reloads unless on root or the login page. */
function openReloginModal(): void {
  if (reloginOpen) return;
  reloginOpen = true;
  pushFeedback({
    kind: 'confirm',
    level: 'error',
    title: { key: 'http:expired.title' },
    content: { key: 'http:expired.content' },
    okText: { key: 'http:expired.ok' },
    mask: false,
    onOk: () => {
      reloginOpen = false;
      void logout().then(() => {
        const path = pageActions.path();
        if (path !== '/' && !path.includes('/user/login')) pageActions.reload();
      });
    },
  });
}

// ---- spec 7.1 generic helpers (JeecgBoot manage.js names in comments) ----

/** postAction: POST with a JSON body. */
export function post<T = unknown>(
  url: string,
  body?: unknown,
  config?: AxiosRequestConfig,
): Promise<Result<T>> {
  return httpClient().then((http) => http.post<unknown, Result<T>>(url, body, config));
}

/** httpAction: a chosen method with a body. */
export function request<T = unknown>(url: string, method: Method, body?: unknown): Promise<Result<T>> {
  return httpClient().then((http) => http.request<unknown, Result<T>>({ url, method, data: body }));
}

/** putAction: PUT with a body. */
export function put<T = unknown>(url: string, body?: unknown): Promise<Result<T>> {
  return httpClient().then((http) => http.put<unknown, Result<T>>(url, body));
}

/**
 * getAction: GET with query params. A page's first request may have left before its code
 * (src/client/firstData.ts): its answer is taken once, else the request is sent now.
 */
export function get<T = unknown>(url: string, params?: Params): Promise<Result<T>> {
  const send = () => httpClient().then((http) => http.get<unknown, Result<T>>(url, { params }));
  const early = takeEarly(url, params);
  if (!early) return send();
  return early.then((answer) => {
    if (!answer) return send();
    void httpClient(); // for the page's next requests, now that its code is in
    return answer as Result<T>;
  });
}

/**
 * Sends a page's first GET requests now, before its code has loaded (an element's `data`), when a
 * session is stored; the page's identical `get` calls take the answers. Not with a test adapter:
 * tests answer every request through it.
 */
export function sendFirstData(requests: readonly FirstRequest[]): void {
  if (adapter) return;
  for (const request of requests) sendEarly(request);
}

/** deleteAction: DELETE with query params. */
export function del<T = unknown>(url: string, params?: Params): Promise<Result<T>> {
  return httpClient().then((http) => http.delete<unknown, Result<T>>(url, { params }));
}

/** downloadFile: POST returning a file blob (exports). */
export function postBlob(url: string, body?: unknown): Promise<Blob> {
  return httpClient().then((http) => http.post<unknown, Blob>(url, body, { responseType: 'blob' }));
}

/**
 * getFileBlob: GET returning a blob; `onProgress` is told the bytes received so far and the total when
 * the server sent its length (a streamed PDF does not).
 */
export function getBlob(
  url: string,
  params?: Params,
  onProgress?: (loaded: number, total: number | undefined) => void,
): Promise<Blob> {
  return httpClient().then((http) =>
    http.get<unknown, Blob>(url, {
      params,
      responseType: 'blob',
      ...(onProgress ? { onDownloadProgress: (event) => onProgress(event.loaded, event.total) } : {}),
    }),
  );
}

/** uploadAction: multipart form post. */
export function postMultipart<T = unknown>(url: string, form: FormData): Promise<Result<T>> {
  return httpClient().then((http) =>
    http.post<unknown, Result<T>>(url, form, { headers: { 'Content-Type': 'multipart/form-data' } }),
  );
}

/**
 * spec 7.1: stored file paths are prefixed with the static domain unless the value already starts
 * with http or contains a square bracket (a JSON list of files).
 */
export function fileUrl(
  path: string | null | undefined,
  staticDomain = currentConfig()?.staticDomain ?? '',
): string {
  if (!path) return '';
  if (path.startsWith('http') || path.includes('[')) return path;
  return `${staticDomain}/${path.replace(/^\/+/, '')}`;
}

/** JeecgBoot's login check: `code` compared loosely with '200' (api-contract 9.3). */
export function isOkCode(result: Pick<Result, 'code'>): boolean {
  return String(result.code) === '200';
}
