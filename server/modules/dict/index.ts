import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CACHE_REFRESH_PERMISSION } from '../../../src/domain/system/session';
import { AppError, forbidden } from '../../http/app-error';
import { requirePermission } from '../../http/require-permission';
import { noResult, replies } from '../../http/response-schema';
import { JSON_TYPE, ok, okSerialized } from '../../http/result';
import { allDictionaries, dictOption } from './dict-replies';

/** Dictionary lookups for every logged-in user, suppliers included (api-contract.md 5.2, domain.md 4.4). */
export const dictRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const supplier = { supplier: true } as const;

  app.get(
    '/sys/dict/getDictItems/:dictCode',
    {
      config: supplier,
      schema: {
        params: Type.Object({ dictCode: Type.String({ maxLength: 300 }) }),
        // A table dictionary's options carry no colour; the value is the row's key.
        response: replies(Type.Array(dictOption)),
      },
    },
    async (request, reply) => {
      const code = request.params.dictCode.trim();
      if (code === '') throw new AppError('dict.codeEmpty');
      if (!code.includes(',')) {
        const json = (await ctx.dictionaries.optionsJson(code, request.locale)) ?? '[]';
        return reply.type(JSON_TYPE).send(okSerialized(request.locale, json, { code: 0 }));
      }
      // api-contract 5.3: table dictionaries only through the registry; anything else is malformed.
      const entry = ctx.tableDictionaries.entry(code);
      const user = request.user;
      if (!entry || (user.userType === 'supplier' && !entry.supplierVisible))
        throw new AppError('dict.codeFormat');
      if (entry.permission && !user.permissions.has(entry.permission)) throw forbidden();
      const options = await ctx.tableDictionaries.options(code, entry, request.locale, user.tenantId);
      return ok(request.locale, options, { code: 0 });
    },
  );

  app.get(
    '/sys/dict/queryAllDictItems',
    { config: supplier, schema: { response: replies(allDictionaries) } },
    async (request) => ok(request.locale, await ctx.dictionaries.allEnabled(request.locale)),
  );

  // api-contract 5.2: any method; clears the dictionary, table-dictionary, permission and tenant caches.
  // Administrators only (issue 16): emptying every cache is work any user could make the server redo.
  app.route({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: '/sys/dict/refleshCache',
    onRequest: requirePermission(CACHE_REFRESH_PERMISSION),
    schema: { response: replies(noResult) },
    handler: async (request) => {
      ctx.refreshCaches();
      return ok(request.locale, null, { code: 0 });
    },
  });
};
