import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { forbidden } from '../../http/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call an administration route beyond the holders of its permission (the permission-walk
     * test reads it): `internal` every logged-in staff user (dashboard figures), `everyone` suppliers too.
     */
    openTo?: 'internal' | 'everyone';
  }
}

export interface CatalogueEntry {
  method: string;
  url: string;
  openTo: 'internal' | 'everyone' | null;
}

const catalogues = new WeakMap<AppContext, CatalogueEntry[]>();

/**
 * Records every route registered below `app` (system, monitor, files): issue 7 asks for a test that
 * walks every system route as a user without the permission and as a supplier.
 */
export function catalogueRoutes(app: FastifyInstance): void {
  let entries = catalogues.get(app.ctx);
  if (!entries) {
    entries = [];
    catalogues.set(app.ctx, entries);
  }
  const list = entries;
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      list.push({ method, url: route.url, openTo: route.config?.openTo ?? null });
    }
  });
}

export function adminRouteCatalogue(ctx: AppContext): readonly CatalogueEntry[] {
  return catalogues.get(ctx) ?? [];
}

/** The role code that may see monitoring (issue 7: monitor pages are admin-only). */
export const ADMIN_ROLE_CODE = 'admin';

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user.roleCodes.includes(ADMIN_ROLE_CODE)) throw forbidden();
}
