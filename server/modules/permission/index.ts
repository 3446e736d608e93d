import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../http/result';
import { buildUserPermissions } from './user-permissions';

/** `GET /sys/permission/getUserPermissionByToken` (api-contract.md 3.1), cached per user and language. */
export const permissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.get('/sys/permission/getUserPermissionByToken', { config: { supplier: true } }, async (request) => {
    const { user, locale } = request;
    const permissions = await ctx.permissions.derive(`${user.id}:menu:${locale}`, async () => {
      const [rows, grants] = await Promise.all([
        ctx.permissions.allRows(),
        ctx.permissions.userGrants(user.id),
      ]);
      return buildUserPermissions(rows, grants.permissionIds, locale);
    });
    return ok(locale, permissions, { notice: 'queryOk' });
  });
};
