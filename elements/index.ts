/**
 * The ISPS element loader, served at the stable URL /elements/index.js. Loading it defines every
 * `isps-*` tag at once from the compact list in ./tags (names and prop kinds only); the first connect
 * of an element imports the full definitions (./registry: the tag -> page chunk map) and then its
 * page chunk with React and antd. The functions below are for host pages; each loads its code on
 * first use so the loader stays small (issue 3: <= 4 KB gzip, docs/performance.md "Elements").
 */
import type { ShellOptions } from '../src/client/authChannel/shell';
import type { Locale } from '../src/domain/i18n-text';
import { defineCompactElements } from '../src/ui/root/defineCompactElements';
import type { elementRegistry as definitions, RegisteredTag } from './registry';
import { TAGS } from './tags';

export type { RegisteredTag };

/**
 * Every `isps-*` tag with its registered class (undefined outside a browser). The documentation,
 * props and events of each tag are in custom-elements.json and in the types of
 * `HTMLElementTagNameMap`; at run time the loader carries only what defining the tags needs.
 */
export const elementRegistry = defineCompactElements(TAGS, (tag) =>
  import('./registry').then(({ elementRegistry: full }) => full[tag as RegisteredTag]),
) as unknown as {
  // The classes are those of the element files: a browser test checks ./tags against ./registry.
  readonly [T in RegisteredTag]: { tag: T; element: (typeof definitions)[T]['element'] };
};

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
