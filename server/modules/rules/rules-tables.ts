import type { Generated } from 'kysely';
import type { checkRule, fillRule } from '../../../src/domain/entity/system-rules';
import type { TableOf } from '../../db/entity-row-types';

/** Tables of the rules module as the typed database sees them (columns camelCase, CamelCasePlugin). */
export type SysFillRuleTable = TableOf<typeof fillRule>;

export type SysCheckRuleTable = TableOf<typeof checkRule>;

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
