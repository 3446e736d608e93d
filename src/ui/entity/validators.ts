import type { Rule } from 'antd/es/form';
import { get } from '../../client/http';

/**
 * spec 5 duplicate-value helper: skipped when the value is empty or an edit keeps it; on failure the
 * server's message (api-contract 8.2) becomes the field error.
 */
export function duplicateRule(
  tableName: string,
  fieldName: string,
  dataId: string | undefined,
  stored?: unknown,
): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      // An edit that keeps the stored value cannot take another row's: nothing to ask (a supplier user,
      // who may not call the check, edits its own documents with their numbers unchanged).
      if (dataId && value === stored) return;
      const answer = await get('/sys/duplicate/check', {
        tableName,
        fieldName,
        fieldVal: String(value),
        ...(dataId ? { dataId } : {}),
      });
      if (!answer.success) throw new Error(answer.message);
    },
  };
}

/**
 * spec 5 rule-code helper: the value is URL-encoded (the server decodes it again, api-contract 8.3);
 * skipped when the rule or the value is empty.
 */
export function checkRuleRule(ruleCode: string | undefined): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (!ruleCode || value === undefined || value === null || value === '') return;
      const answer = await get('/sys/checkRule/checkByCode', {
        ruleCode,
        value: encodeURIComponent(String(value)),
      });
      if (!answer.success) throw new Error(answer.message);
    },
  };
}
