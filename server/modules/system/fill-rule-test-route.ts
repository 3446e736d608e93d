import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { fillRule } from '../../../src/domain/entity/system-rules';
import { requireEntityAccess } from '../../entity/register-entity';
import { replies } from '../../http/response-schema';
import { ok } from '../../http/result';
import { nextValue } from '../rules/fill-rule-routes';
import { nextFillValue } from '../rules/next-fill-value';

/** Thrown to roll the preview's transaction back once the value is known. */
class Preview extends Error {
  constructor(readonly value: string | null) {
    super('preview');
  }
}

/**
 * `GET /sys/fillRule/testFillRule?ruleCode=` (api-contract 8.4): the value the rule would give next,
 * computed in a transaction that is rolled back, so testing a rule never uses a document number up.
 */
export const fillRuleTestRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sys/fillRule/testFillRule',
    {
      onRequest: requireEntityAccess(fillRule),
      schema: {
        querystring: Type.Object({ ruleCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' }) }),
        response: replies(nextValue),
      },
    },
    async (request) => {
      let value: string | null = null;
      try {
        await app.ctx.db.transaction().execute(async (trx) => {
          throw new Preview(
            await nextFillValue(trx, request.query.ruleCode, request.user.tenantId, app.ctx.clock.now()),
          );
        });
      } catch (error) {
        if (!(error instanceof Preview)) throw error;
        value = error.value;
      }
      return ok(request.locale, value);
    },
  );
};
