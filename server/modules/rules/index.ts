import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkRule, fillRule } from '../../../src/domain/entity/system-rules';
import { registerEntity } from '../../entity/register-entity';
import { AppError } from '../../http/app-error';
import { compileCheckRule } from './check-rule-evaluator';
import { checkRuleRoutes } from './check-rule-routes';
import { duplicateCheckRoutes } from './duplicate-check-routes';
import { isFillRuleGenerator, parseFillRuleParams } from './fill-rule-generators';
import { fillRuleRoutes } from './fill-rule-routes';

/**
 * Duplicate check, check rules and fill rules (api-contract 8.2-8.4): the rule tables are
 * descriptor-driven entities (`/sys/checkRule/*`, `/sys/fillRule/*`) whose writes are refused unless
 * the rule compiles, plus the three evaluation endpoints.
 */
export const rulesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEntity(app, checkRule, {
    beforeWrite: (event) => {
      if (event.action === 'delete') return;
      const ruleJson = event.record.values.ruleJson;
      if (typeof ruleJson !== 'string') return;
      const compiled = compileCheckRule(ruleJson);
      if (typeof compiled === 'string') {
        throw new AppError('checkRule.invalidRule', {
          ruleCode: String(event.record.values.ruleCode ?? ''),
          detail: compiled,
        });
      }
    },
  });
  registerEntity(app, fillRule, {
    beforeWrite: (event) => {
      if (event.action === 'delete') return;
      const { ruleClass, ruleParams, ruleCode } = event.record.values;
      const params =
        ruleParams === undefined ? undefined : parseFillRuleParams((ruleParams as string | null) ?? null);
      const detail =
        typeof ruleClass === 'string' && !isFillRuleGenerator(ruleClass)
          ? `unknown generator ${ruleClass}`
          : typeof params === 'string'
            ? params
            : undefined;
      if (detail) throw new AppError('fillRule.invalidRule', { ruleCode: String(ruleCode ?? ''), detail });
    },
  });
  await app.register(checkRuleRoutes);
  await app.register(fillRuleRoutes);
  await app.register(duplicateCheckRoutes);
};
