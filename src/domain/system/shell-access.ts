/**
 * What a session opened by the field-service shell's login may call (issue 16): the eight shell pages'
 * own endpoints, the options of their reference selects (`/sys/lookup/`, allowed by the page that
 * shows them), and what every page needs (session, menu, dictionaries, files, notifications). Paths
 * are within the API prefix, as route patterns.
 */
export const SHELL_PATH_PREFIXES: readonly string[] = [
  '/fsm/',
  '/sys/lookup/',
  '/sys/dict/',
  '/sys/common/static/',
  '/websocket/',
];

export const SHELL_PATHS: readonly string[] = [
  '/sys/user/getUserInfo',
  '/sys/getUserInfo',
  '/sys/permission/getUserPermissionByToken',
  '/sys/user/getCurrentUserDeparts',
  '/sys/annountCement/listByUser',
];

export function shellSessionMayCall(pathWithinApi: string): boolean {
  return SHELL_PATHS.includes(pathWithinApi) || SHELL_PATH_PREFIXES.some((p) => pathWithinApi.startsWith(p));
}
