import type { Generated } from 'kysely';

/** Tables of the rules module as the typed database sees them (columns camelCase, CamelCasePlugin). */
export interface SysFillRuleTable {
  id: string;
  tenantId: number;
  ruleName: string;
  ruleCode: string;
  ruleClass: string;
  ruleParams: string | null;
}

export interface SysCheckRuleTable {
  id: string;
  tenantId: number;
  ruleName: string;
  ruleCode: string;
  ruleJson: string;
  ruleDescription: string | null;
}

/** One daily counter per (rule, tenant, yyMMdd): the state of a document-number rule. */
export interface SysFillRuleSequenceTable {
  ruleCode: string;
  tenantId: number;
  period: string;
  seq: Generated<number>;
}

export interface RulesTables {
  sysFillRule: SysFillRuleTable;
  sysCheckRule: SysCheckRuleTable;
  sysFillRuleSequence: SysFillRuleSequenceTable;
}

declare module '../../db/database' {
  interface Database extends RulesTables {}
}
