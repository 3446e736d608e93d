import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { errorMessage } from '../../../src/domain/errors';
import { AppError } from '../../http/app-error';
import { failure, ok } from '../../http/result';
import './rules-tables';
import { noResult, openObject, replies } from '../../http/response-schema';
import { compileCheckRule, evaluateCheckRule, MAX_CHECK_VALUE_LENGTH } from './check-rule-evaluator';

const query = Type.Object({
  ruleCode: Type.Optional(Type.String({ maxLength: 100 })),
  value: Type.Optional(Type.String({ maxLength: 4 * MAX_CHECK_VALUE_LENGTH })),
});

/** `GET /sys/checkRule/checkByCode?ruleCode=&value=` (api-contract 8.3, spec 5 rule-code helper). */
export const checkRuleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A value the rule refuses answers success:false with the failing segment in `result`.
  const answer = replies(Type.Union([noResult, openObject({}, 'on failure: the segment the value failed')]));
  app.get(
    '/sys/checkRule/checkByCode',
    { schema: { querystring: query, response: answer } },
    async (request, reply) => {
      const { ruleCode = '', value: encoded = '' } = request.query;
      // spec 5: skipped when the rule or the value is empty.
      if (ruleCode === '' || encoded === '') return ok(request.locale, null);
      // The client URL-encodes the value; the server decodes it once more (api-contract 8.3).
      const value = decodeOnce(encoded);
      if ([...value].length > MAX_CHECK_VALUE_LENGTH)
        throw new AppError('checkRule.valueTooLong', { max: MAX_CHECK_VALUE_LENGTH });
      const tenantId = request.user.tenantId;
      const rows = await app.ctx.db
        .selectFrom('sysCheckRule')
        .select(['ruleJson', 'tenantId'])
        .where('ruleCode', '=', ruleCode)
        .where('tenantId', 'in', [tenantId, 0])
        .execute();
      const rule = rows.find((row) => row.tenantId === tenantId) ?? rows[0];
      if (!rule) throw new AppError('checkRule.notFound');
      const segments = compileCheckRule(rule.ruleJson);
      if (typeof segments === 'string')
        throw new AppError('checkRule.invalidRule', { ruleCode, detail: segments });
      const failed = evaluateCheckRule(segments, value);
      if (!failed) return ok(request.locale, null);
      return reply.send({
        ...failure(failed.message || errorMessage('checkRule.notFound', request.locale), 500),
        result: failed,
      });
    },
  );
};

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
