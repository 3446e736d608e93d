import type { RuleVariable } from '../../../../../src/domain/system/data-rule-vocabulary';

/**
 * What a data-rule variable stands for, for one caller (domain.md 4.4 rule 4): one value (null when the
 * caller has none, e.g. an internal user's partner), a set of values (facilities, purchasing groups), or
 * a department subtree (the department's code and every code below it, by prefix).
 */
export type VariableValue =
  | { kind: 'scalar'; value: string | number | null }
  | { kind: 'set'; values: readonly string[] }
  | { kind: 'subtree'; code: string | null };

/** Resolves a variable when a rule uses it; only variables a rule names cost a query. */
export type ResolveVariable = (name: RuleVariable) => Promise<VariableValue>;
