import { LOCALE_HEADER, TENANT_HEADERS, TOKEN_HEADER } from '../domain/system/session';
import { $locale } from './locale';
import { runtimeConfig } from './runtimeConfig';
import { $session, hasValidToken } from './session';

/**
 * A page's first data sent before its code (issue 17): an element may name the GET requests its page
 * sends first (`data` in its definition); with a stored session they leave as soon as the registry
 * names them, through `fetch` (no axios, no React), while the page's chunks are still on their way.
 * The page's own identical request takes the answer instead of sending it again: once, within
 * EARLY_ANSWER_MS, and only for the same URL, parameters, token, tenant and language. Anything but a
 * 200 JSON answer is not handed over: the page then sends its request as usual (and reports its
 * errors as usual).
 */

/** A GET request of a page, as its code sends it: `get(url, params)` of src/client/http.ts. */
export interface FirstRequest {
  url: string;
  params?: Record<string, unknown>;
}

/** The module an element's `data` imports: the requests its page sends first. */
export interface FirstDataModule {
  default: () => readonly FirstRequest[];
}

/** An answer nobody took within this long is dropped (the page took another path). */
export const EARLY_ANSWER_MS = 15_000;

/** spec 7: dictionary item lookups are not decorated with `_t` (api-contract 1.1). */
const UNSTAMPED_GET = /sys\/dict\/getDictItems/;

/** The cache-busting `_t` (seconds) every GET but the dictionary lookups carries (spec 7). */
export function withTimestamp(url: string | undefined, params: unknown): Record<string, unknown> | undefined {
  if (UNSTAMPED_GET.test(url ?? '')) return params as Record<string, unknown> | undefined;
  return { _t: Math.floor(Date.now() / 1000), ...(params as Record<string, unknown> | undefined) };
}

type Scalar = string | number | boolean;
const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * The parameters as sorted name/value pairs, as axios sends them (null and undefined left out), or
 * null when one is not a plain value (arrays and objects are left to the page's own request).
 */
function plainParams(params: Record<string, unknown> | undefined): [string, string][] | null {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    if (!isScalar(value)) return null;
    pairs.push([name, String(value)]);
  }
  return pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Who asks: an answer is only ever handed to the same token, tenant and language. None without a
 * token valid here (an expired one gets the login form, not the page).
 */
function askerKey(): string | null {
  const session = $session.get();
  if (!session.token || !hasValidToken(session)) return null;
  return JSON.stringify([session.token, session.tenantId, $locale.get()]);
}

function keyOf(url: string, params: Record<string, unknown> | undefined): string | null {
  const asker = askerKey();
  const pairs = plainParams(params);
  return asker && pairs ? JSON.stringify(['GET', url, pairs, asker]) : null;
}

interface Early {
  answer: Promise<unknown>;
  timer: ReturnType<typeof setTimeout>;
}

const early = new Map<string, Early>();

function drop(key: string): void {
  const entry = early.get(key);
  if (!entry) return;
  clearTimeout(entry.timer);
  early.delete(key);
}

/** Forgets every early answer (a new session, tenant or language: none may reach it). */
export function dropEarlyAnswers(): void {
  for (const key of [...early.keys()]) drop(key);
}

let askedBy = askerKey();
const askerChanged = () => {
  const now = askerKey();
  if (now !== askedBy) dropEarlyAnswers();
  askedBy = now;
};
$session.listen(askerChanged);
$locale.listen(askerChanged);

async function send(url: string, pairs: [string, string][]): Promise<unknown> {
  const config = await runtimeConfig();
  const session = $session.get();
  const query = new URLSearchParams(
    Object.entries(withTimestamp(url, Object.fromEntries(pairs)) ?? {}).map(([name, value]) => [
      name,
      String(value),
    ]),
  );
  const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
  if (session.token) headers.set(TOKEN_HEADER, session.token);
  for (const name of TENANT_HEADERS) headers.set(name, String(session.tenantId));
  headers.set(LOCALE_HEADER, $locale.get());
  const search = query.toString();
  // Without credentials (the API authenticates by header, never by cookie): Chromium keeps such
  // requests on connections of their own, so they do not queue behind the page's chunks for one of
  // HTTP/1.1's six connections per origin (the configuration's fetch does the same).
  const response = await fetch(`${config.apiBase}${url}${search ? `?${search}` : ''}`, {
    headers,
    credentials: 'omit',
    priority: 'high',
  });
  if (response.status !== 200 || !/json/.test(response.headers.get('content-type') ?? '')) return null;
  return response.json();
}

/**
 * Sends a page's first GET now, with a stored session; the page's identical `get` takes the answer.
 * Requests already sent and not yet taken are not sent twice.
 */
export function sendEarly(request: FirstRequest): void {
  const key = keyOf(request.url, request.params);
  if (!key || early.has(key)) return;
  const pairs = plainParams(request.params) ?? [];
  const answer = send(request.url, pairs).catch(() => null);
  early.set(key, { answer, timer: setTimeout(() => drop(key), EARLY_ANSWER_MS) });
}

/**
 * The early answer to this GET, once: the parsed body of a 200 JSON answer, or null when the early
 * request failed (the caller then sends its own); undefined when there is none for this asker.
 */
export function takeEarly(
  url: string,
  params: Record<string, unknown> | undefined,
): Promise<unknown> | undefined {
  const key = keyOf(url, params);
  const entry = key ? early.get(key) : undefined;
  if (!key || !entry) return undefined;
  drop(key);
  return entry.answer;
}
