/**
 * The ISPS element loader, served at the stable URL /elements/index.js. Loading it defines every
 * `isps-*` tag at once from the compact list generated from the element files at build time
 * (scripts/element-tags.ts: names, prop kinds, methods); the first connect of an element imports
 * the full definitions (./registry: the tag -> page chunk map) and then its page chunk with React
 * and antd. The functions below are for host pages; each loads its code on
 * first use so the loader stays small (issue 3: <= 4 KB gzip, docs/performance.md "Elements").
 */
import { TAGS } from 'virtual:isps-element-tags';
import type { HostSession } from '../src/client/auth';
import type { ShellOptions } from '../src/client/authChannel/shell';
import type { Locale } from '../src/domain/i18n-text';
import type { IspsRuntimeConfig } from '../src/domain/system/session';
import { defineCompactElements } from '../src/ui/root/defineCompactElements';
import type { EntityChangeDetail, NavigateDetail } from '../src/ui/root/elementEvents';
import type { IspsElementTagNameMap, IspsEventMap, IspsTag } from './types';

// Types a host uses; IspsRuntimeConfig also because the published declaration of
// `window.ISPS_CONFIG` (src/client/runtimeConfig.ts) names it and only exported names keep theirs.
export type {
  EntityChangeDetail,
  HostSession,
  IspsElementTagNameMap,
  IspsEventMap,
  IspsRuntimeConfig,
  IspsTag,
  Locale,
  NavigateDetail,
  ShellOptions,
};

/**
 * Every `isps-*` tag with its registered class (undefined outside a browser). The documentation,
 * props and events of each tag are in custom-elements.json and in the types of
 * `HTMLElementTagNameMap`; at run time the loader carries only what defining the tags needs.
 */
export const elementRegistry = defineCompactElements(TAGS, (tag) =>
  import('./registry').then(({ elementRegistry: full }) => full[tag as IspsTag]),
) as unknown as {
  // TAGS is generated from the same definitions ./registry holds, so the classes are of these types.
  readonly [T in IspsTag]: { tag: T; element: (new () => IspsElementTagNameMap[T]) | undefined };
};

/** Switches the language of every element on the page (spec 2.9); stored under the pro__ key. */
export async function setLocale(locale: Locale): Promise<void> {
  (await import('../src/client/locale')).setLocale(locale);
}

/** The field-service shell's automatic login (spec 2.2): an assertion of the shell's backend, exchanged for a session. */
export async function autoLogin(): Promise<boolean> {
  const [{ autoLogin: login }, { runtimeConfig }] = await Promise.all([
    import('../src/client/sessionBootstrap'),
    import('../src/client/runtimeConfig'),
  ]);
  return login(await runtimeConfig());
}

/**
 * Makes this window the shell of framed ISPS pages on other origins (web-components.md 9): it answers
 * their handshake, hands them the session token and forwards their navigation requests.
 */
export async function startAuthShell(options: ShellOptions) {
  return (await import('../src/client/authChannel/shell')).startAuthShell(options);
}

/** Ends the shared session of every element on the page (spec 4.1). */
export async function logout(): Promise<void> {
  await (await import('../src/client/auth')).logout();
}

/**
 * Hands the page a token the host obtained itself (docs/embedding.md "Signing in"): every element
 * waiting for a session loads. Rejects when the server refuses the token.
 */
export async function setSession(session: HostSession): Promise<void> {
  await (await import('../src/client/auth')).adoptHostSession(session);
}

/** The host functions, also on `window.isps` for hosts whose bundler cannot import our URL. */
export interface IspsHostApi {
  setSession: typeof setSession;
  setLocale: typeof setLocale;
  logout: typeof logout;
  autoLogin: typeof autoLogin;
  startAuthShell: typeof startAuthShell;
}

declare global {
  interface Window {
    isps?: IspsHostApi;
  }
}

// The first copy of the library on the page provides it; its session is the one every copy shares.
if (typeof window !== 'undefined')
  window.isps ??= { setSession, setLocale, logout, autoLogin, startAuthShell };
