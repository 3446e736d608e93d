import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { replies } from '../../../http/response-schema';
import { JSON_TYPE, okSerialized } from '../../../http/result';
import { userFacilityRoutes } from './data-rules/user-facility-routes';
import { userPermissions } from './permission-schemas';
import { buildUserPermissions } from './user-permissions';

/** `GET /sys/permission/getUserPermissionByToken` (api-contract.md 3.1), cached per user and language. */
export const myPermissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  await app.register(userFacilityRoutes);
  app.get(
    '/sys/permission/getUserPermissionByToken',
    { config: { supplier: true }, schema: { response: replies(userPermissions) } },
    async (request, reply) => {
      const { user, locale } = request;
      // Kept serialised: the whole menu is large and the same on every call until grants change.
      const json = await ctx.permissions.derive(`${user.id}:menu:${locale}`, async () => {
        const [rows, grants] = await Promise.all([
          ctx.permissions.allRows(),
          ctx.permissions.userGrants(user.id),
        ]);
        return JSON.stringify(buildUserPermissions(rows, grants.permissionIds, locale));
      });
      return reply.type(JSON_TYPE).send(okSerialized(locale, json, { notice: 'queryOk' }));
    },
  );
};
