import { type PermissionResult, takeLoginPermissions } from '../client/auth';
import { get } from '../client/http';
import { menuToRoutes, type ServerMenuItem } from '../client/menuRoutes';
import { grantedActions } from '../client/permissions';
import { runtimeConfig } from '../client/runtimeConfig';
import { $session, setPermissions } from '../client/session';
import { urlTemplateContext } from '../client/urlTemplate';
import { $routes } from './appStore';

/**
 * spec 2.2, 2.4, 4.1: loads the permission list (GET getUserPermissionByToken), stores the button
 * permissions and builds the routes. A failed call or envelope is `failed` (the guard logs out); an
 * empty menu is `empty`: no routes are added (spec 8).
 */
export async function loadMenu(): Promise<'ok' | 'empty' | 'failed'> {
  const token = $session.get().token ?? '';
  let result = takeLoginPermissions(token);
  if (!result) {
    try {
      const response = await get<PermissionResult>('/sys/permission/getUserPermissionByToken', { token });
      if (!response.success) return 'failed';
      result = response.result;
    } catch {
      return 'failed';
    }
  }
  const menu = result?.menu;
  if (!Array.isArray(menu) || menu.length === 0) return 'empty';
  const auth = result?.auth ?? [];
  setPermissions(auth, result?.allAuth ?? []);
  const config = await runtimeConfig();
  const context = urlTemplateContext({
    domainURL: config.apiBase,
    staticDomainURL: config.staticDomain,
    token,
  });
  $routes.set(menuToRoutes(menu as ServerMenuItem[], context, grantedActions({ auth })));
  return 'ok';
}

/** Forgets the routes: the next navigation with a token loads them again. */
export function forgetMenu(): void {
  $routes.set(null);
}
