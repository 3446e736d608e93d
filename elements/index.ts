/**
 * The ISPS element loader, served at the stable URL /elements/index.js. Loading it defines every
 * `isps-*` tag at once with a small class; a tag's page chunk (React, antd and the page) is imported
 * when its first element connects. The functions below are for host pages; each loads its code on
 * first use so the loader stays small.
 */
import type { ShellOptions } from '../src/client/authChannel/shell';
import type { Locale } from '../src/domain/i18n-text';

export { elementRegistry } from './registry';

/** Switches the language of every element on the page (spec 2.9); stored under the pro__ key. */
export async function setLocale(locale: Locale): Promise<void> {
  (await import('../src/client/locale')).setLocale(locale);
}

/** Logs in with the field-service shell account from the deployment configuration (spec 2.2). */
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
