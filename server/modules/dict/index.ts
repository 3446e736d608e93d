import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { CACHE_REFRESH_PERMISSION } from '../../../src/domain/system/session';
import { AppError, forbidden } from '../../http/app-error';
import { requirePermission } from '../../http/require-permission';
import { noResult, replies } from '../../http/response-schema';
import { JSON_TYPE, ok, okSerialized } from '../../http/result';
import { allDictionaries, dictOption } from './dict-replies';
import type { DictOption } from './dictionary-cache';

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
      return ok(request.locale, await tableDictionaryOptions(request, code), { code: 0 });
    },
  );

  /**
   * api-contract 5.3: a table dictionary's options, only through the registry (the `table,text,code`
   * string is a key, never SQL); anything else is malformed, as are plain dictionary codes here.
   */
  const tableDictionaryOptions = async (request: FastifyRequest, code: string): Promise<DictOption[]> => {
    const entry = ctx.tableDictionaries.entry(code);
    const user = request.user;
    if (!entry || (user.userType === 'supplier' && !entry.supplierVisible))
      throw new AppError('dict.codeFormat');
    if (entry.permission && !user.permissions.has(entry.permission)) throw forbidden();
    return ctx.tableDictionaries.options(code, entry, request.locale, user.tenantId);
  };
  const tableDictParams = Type.Object({ dictCode: Type.String({ maxLength: 300 }) });

  // The JeecgBoot client's search select (JSearchSelectTag): options whose text contains the keyword.
  app.get(
    '/sys/dict/loadDict/:dictCode',
    {
      schema: {
        params: tableDictParams,
        querystring: Type.Object({
          keyword: Type.Optional(Type.String({ maxLength: 200 })),
          pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
        }),
        response: replies(Type.Array(dictOption)),
      },
    },
    async (request) => {
      const options = await tableDictionaryOptions(request, request.params.dictCode.trim());
      const keyword = (request.query.keyword ?? '').trim().toLowerCase();
      const found = keyword === '' ? options : options.filter((o) => o.text.toLowerCase().includes(keyword));
      return ok(request.locale, found.slice(0, request.query.pageSize ?? 10), { code: 0 });
    },
  );

  // The texts of the given keys, in their order (JSearchSelectTag, JTreeSelect show a stored value).
  app.get(
    '/sys/dict/loadDictItem/:dictCode',
    {
      schema: {
        params: tableDictParams,
        querystring: Type.Object({ key: Type.Optional(Type.String({ maxLength: 4000 })) }),
        response: replies(Type.Array(Type.String())),
      },
    },
    async (request) => {
      const options = await tableDictionaryOptions(request, request.params.dictCode.trim());
      const texts = new Map(options.map((o) => [o.value, o.text]));
      const keys = (request.query.key ?? '').split(',').filter((k) => k !== '');
      return ok(
        request.locale,
        keys.flatMap((k) => {
          const text = texts.get(k);
          return text === undefined ? [] : [text];
        }),
        { code: 0 },
      );
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
