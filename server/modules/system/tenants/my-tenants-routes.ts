import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { replies } from '../../../http/response-schema';
import { ok } from '../../../http/result';
import { tenantView } from './tenant-replies';

/** `GET /sys/tenant/queryList?ids=`: active tenants, limited to the caller's own (api-contract.md 2.7). */
export const myTenantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.get(
    '/sys/tenant/queryList',
    {
      config: { supplier: true },
      schema: {
        querystring: Type.Object({ ids: Type.Optional(Type.String({ maxLength: 1000 })) }),
        response: replies(Type.Array(tenantView)),
      },
    },
    async (request) => {
      const own = request.user.tenantIds;
      const asked = request.query.ids
        ?.split(',')
        .map((s) => s.trim())
        .filter((s) => /^\d+$/.test(s))
        .map(Number);
      const ids = asked && asked.length > 0 ? own.filter((id) => asked.includes(id)) : own;
      return ok(request.locale, await ctx.tenants.active(ids), { code: 0 });
    },
  );
};
