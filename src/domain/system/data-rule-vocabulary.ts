/**
 * What a data rule (sys_permission_data_rule, api-contract 3.5, domain.md 4.4 rule 4) may say: the
 * JeecgBoot conditions without `USE_SQL_RULES` (no SQL text from the database, api-contract 11), and
 * values that are literals or one of the variables the server resolves for the caller.
 */
export const RULE_CONDITIONS = [
  '=',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'IN',
  'LIKE',
  'LEFT_LIKE',
  'RIGHT_LIKE',
] as const;
export type RuleCondition = (typeof RULE_CONDITIONS)[number];

export const RULE_VARIABLES = [
  'sys_user_code',
  'sys_org_code',
  'sys_user_facilities',
  'sys_user_partner',
  'sys_purch_groups',
  'sys_date',
  'sys_time',
  'tenant_id',
] as const;
export type RuleVariable = (typeof RULE_VARIABLES)[number];

export function isRuleCondition(text: string): text is RuleCondition {
  return (RULE_CONDITIONS as readonly string[]).includes(text);
}

export function isRuleVariable(text: string): text is RuleVariable {
  return (RULE_VARIABLES as readonly string[]).includes(text);
}
