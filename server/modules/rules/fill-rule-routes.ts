import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { replies } from '../../http/response-schema';
import { ok } from '../../http/result';
import { nextFillValue } from './next-fill-value';

const RULE_CODE = Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' });
const batchBody = Type.Object({
  commonFormData: Type.Optional(Type.Unknown()),
  rules: Type.Array(Type.Object({ ruleCode: RULE_CODE, formData: Type.Optional(Type.Unknown()) }), {
    maxItems: 50,
  }),
});

/** A rule's next value; null for an unknown code. */
export const nextValue = Type.Union([Type.String({ description: 'the next value' }), Type.Null()], {
  description: 'null for an unknown rule',
});

/**
 * `PUT /sys/fillRule/executeRuleByCode/{ruleCode}` and its batch form (api-contract 8.4): the next
 * value of a rule, null for an unknown code. Each call takes its number in its own transaction;
 * documents saved with an empty code take theirs in the insert's transaction instead.
 */
export const fillRuleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const next = (ruleCode: string, tenantId: number) =>
    app.ctx.db.transaction().execute((trx) => nextFillValue(trx, ruleCode, tenantId, app.ctx.clock.now()));

  app.put(
    '/sys/fillRule/executeRuleByCode/:ruleCode',
    { schema: { params: Type.Object({ ruleCode: RULE_CODE }), response: replies(nextValue) } },
    async (request) => ok(request.locale, await next(request.params.ruleCode, request.user.tenantId)),
  );

  const batchAnswer = replies(Type.Array(Type.Object({ ruleCode: Type.String(), result: nextValue })));
  app.put(
    '/sys/fillRule/executeRuleByCodeBatch',
    { schema: { body: batchBody, response: batchAnswer } },
    async (request) => {
      const results: { ruleCode: string; result: string | null }[] = [];
      for (const { ruleCode } of request.body.rules) {
        results.push({ ruleCode, result: await next(ruleCode, request.user.tenantId) });
      }
      return ok(request.locale, results);
    },
  );
};
