import type { AuthEntry } from './session';

/** The button permissions of a session (api-contract 9.4). */
export interface ButtonPermissions {
  auth: AuthEntry[];
  allAuth: AuthEntry[];
}

/** Type "2" entries are disable rules, not show/hide rules (api-contract 9.4). */
const DISABLE_RULE = '2';

/**
 * spec 6 / api-contract 9.4 (`v-has`): a button stays when
 * - an `allAuth` entry with the same action has status "0" (the rule is switched off), or
 * - one of the user's actions (comma-separated lists split) equals the code.
 * Entries of type 2 are ignored; codes nobody granted are hidden (default deny).
 */
export function hasPermission(code: string, { auth, allAuth }: ButtonPermissions): boolean {
  const rules = allAuth.filter((entry) => entry.type !== DISABLE_RULE);
  if (rules.some((entry) => entry.action === code && String(entry.status) === '0')) return true;
  const granted = auth.filter((entry) => entry.type !== DISABLE_RULE);
  if (granted.length === 0) return false;
  return granted.some((entry) => splitActions(entry.action).includes(code));
}

function splitActions(action: string | null | undefined): string[] {
  return (action ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

/** Every action code the user holds, comma lists split (the "user's permission list" of spec 6). */
export function grantedActions({ auth }: Pick<ButtonPermissions, 'auth'>): string[] {
  return auth.filter((entry) => entry.type !== DISABLE_RULE).flatMap((entry) => splitActions(entry.action));
}

export interface PermissionRoute {
  meta?: { permission?: string[] | null; [key: string]: unknown };
  children?: PermissionRoute[];
}

/**
 * spec 6 first bullet: a route whose meta carries a permission list is kept only when the user's
 * permission list overlaps it; routes without one are open. Children are filtered the same way.
 */
export function filterRoutesByPermission<R extends PermissionRoute>(
  routes: R[],
  userPermissions: string[],
): R[] {
  const held = new Set(userPermissions);
  const allowed = (route: R) => {
    const required = route.meta?.permission;
    return !required || required.length === 0 || required.some((p) => held.has(p));
  };
  return routes
    .filter(allowed)
    .map((route) =>
      route.children
        ? { ...route, children: filterRoutesByPermission(route.children as R[], userPermissions) }
        : route,
    );
}
