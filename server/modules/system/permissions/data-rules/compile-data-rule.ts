import { type CanonicalValue, coerceValue } from '../../../../../src/domain/entity/coerce-value';
import type { EntityDescriptor } from '../../../../../src/domain/entity/define-entity';
import type { FieldDef } from '../../../../../src/domain/entity/field';
import type { Condition } from '../../../../../src/domain/entity/parse-list-query';
import {
  isRuleCondition,
  isRuleVariable,
  type RuleCondition,
} from '../../../../../src/domain/system/data-rule-vocabulary';
import { columnName } from '../../../../entity/column-name';
import type { DataRuleRow } from '../permission-cache';
import type { ResolveVariable, VariableValue } from './rule-variable';

/** What a rule is checked against: an entity descriptor, or the columns of a query of its own. */
export type RuleTarget = Pick<EntityDescriptor, 'name' | 'fields'>;

/** A rule as a list condition, or why it cannot be applied (the caller then sees nothing). */
export type CompiledRule = { ok: true; condition: Condition } | { ok: false; reason: string };

/** Matches no row: an OR of nothing. */
export const NO_ROWS: Condition = { op: 'group', match: 'or', conditions: [] };
/** Matches every row: an AND of nothing. */
const ALL_ROWS: Condition = { op: 'group', match: 'and', conditions: [] };

const TEXT_KINDS = new Set(['id', 'ref', 'string', 'text', 'dict']);
const COMPARISONS = { '=': 'eq', '!=': 'ne', '>': 'gt', '>=': 'ge', '<': 'lt', '<=': 'le' } as const;
const LIKE_ANCHORS = { LIKE: 'contains', LEFT_LIKE: 'ends', RIGHT_LIKE: 'starts' } as const;
const VARIABLE = /^#\{([a-z_]+)\}$/;

/**
 * The fields a rule column names on an entity: a field by its name or its snake_case column. Documents
 * with an out and an in facility have no `facilityId`; there a rule on `facilityId` means either of them
 * (domain.md 4.4: warehouse pages filter facility_id, out_facility_id or in_facility_id).
 */
export function ruleFields(entity: RuleTarget, column: string): string[] {
  const own = Object.keys(entity.fields).find((name) => name === column || columnName(name) === column);
  if (own) return entity.fields[own]!.secret ? [] : [own];
  if (column !== 'facilityId' && column !== 'facility_id') return [];
  return ['outFacilityId', 'inFacilityId'].filter((name) => entity.fields[name]?.kind === 'ref');
}

/**
 * One data rule on one entity as a condition of its list query. The column is checked against the
 * descriptor, values are bound later as parameters: nothing from the rule row reaches the SQL text.
 */
export async function compileDataRule(
  entity: RuleTarget,
  rule: DataRuleRow,
  resolve: ResolveVariable,
): Promise<CompiledRule> {
  const fields = ruleFields(entity, rule.ruleColumn ?? '');
  if (fields.length === 0) return refuse(`column "${rule.ruleColumn}" is not a field of ${entity.name}`);
  if (!isRuleCondition(rule.ruleConditions))
    return refuse(`condition "${rule.ruleConditions}" is not supported`);
  const value = await ruleValue(rule.ruleValue, resolve);
  if (!value) return refuse(`value "${rule.ruleValue}" is neither a literal nor one registered variable`);
  const conditions: Condition[] = [];
  for (const field of fields) {
    const compiled = fieldCondition(field, entity.fields[field]!, rule.ruleConditions, value);
    if (!compiled.ok) return compiled;
    conditions.push(compiled.condition);
  }
  if (conditions.length === 1) return { ok: true, condition: conditions[0]! };
  // Either facility of a two-facility document; a negated or ordered test of "either" has no clear meaning.
  if (rule.ruleConditions !== '=' && rule.ruleConditions !== 'IN')
    return refuse(`condition "${rule.ruleConditions}" is not supported on both facilities`);
  return { ok: true, condition: { op: 'group', match: 'or', conditions } };
}

function refuse(reason: string): CompiledRule {
  return { ok: false, reason };
}

/** A literal (IN splits it at commas) or exactly one variable; a variable inside other text is refused. */
async function ruleValue(text: string, resolve: ResolveVariable): Promise<VariableValue | null> {
  const variable = VARIABLE.exec(text.trim())?.[1];
  if (variable !== undefined) return isRuleVariable(variable) ? resolve(variable) : null;
  if (/[#$]\{/.test(text)) return null;
  return { kind: 'scalar', value: text };
}

function fieldCondition(
  field: string,
  def: FieldDef,
  condition: RuleCondition,
  value: VariableValue,
): CompiledRule {
  const canonical = (raw: string | number) => {
    const coerced = coerceValue(def, raw);
    return coerced.ok && coerced.value !== null ? coerced.value : undefined;
  };
  const values = (raws: readonly (string | number)[]): CanonicalValue[] | undefined => {
    const out = raws.map(canonical);
    return out.every((v) => v !== undefined) ? (out as CanonicalValue[]) : undefined;
  };
  const badValue = refuse(`value does not fit field ${field}`);

  if (value.kind === 'subtree') {
    // The department and every department below it (org codes grow by prefix, api-contract 4.3).
    if (condition !== '=' && condition !== 'IN' && condition !== 'RIGHT_LIKE')
      return refuse(`#{sys_org_code} takes =, IN or RIGHT_LIKE, not ${condition}`);
    if (!TEXT_KINDS.has(def.kind)) return badValue;
    if (value.code === null || value.code === '') return { ok: true, condition: NO_ROWS };
    return { ok: true, condition: { field, op: 'like', text: value.code, anchor: 'starts' } };
  }

  if (value.kind === 'set') {
    const members = values(value.values);
    if (!members) return badValue;
    if (condition === '=' || condition === 'IN') {
      return { ok: true, condition: members.length === 0 ? NO_ROWS : { field, op: 'in', values: members } };
    }
    if (condition === '!=') {
      const outside: Condition[] = members.map((member) => ({ field, op: 'ne', value: member }));
      return { ok: true, condition: { op: 'group', match: 'and', conditions: outside } };
    }
    return refuse(`a set variable takes =, != or IN, not ${condition}`);
  }

  // A caller without the value (an internal user's partner): nothing equals it, everything differs.
  if (value.value === null) return { ok: true, condition: condition === '!=' ? ALL_ROWS : NO_ROWS };
  if (condition === 'IN') {
    const raws =
      typeof value.value === 'string' ? value.value.split(',').map((v) => v.trim()) : [value.value];
    const members = values(raws.filter((v) => v !== ''));
    if (!members || members.length === 0) return badValue;
    return { ok: true, condition: { field, op: 'in', values: members } };
  }
  if (condition === 'LIKE' || condition === 'LEFT_LIKE' || condition === 'RIGHT_LIKE') {
    if (!TEXT_KINDS.has(def.kind)) return refuse(`${condition} needs a text field, ${field} is ${def.kind}`);
    const text = String(value.value);
    if (text === '') return badValue;
    return { ok: true, condition: { field, op: 'like', text, anchor: LIKE_ANCHORS[condition] } };
  }
  const single = canonical(value.value);
  if (single === undefined) return badValue;
  return { ok: true, condition: { field, op: COMPARISONS[condition], value: single } };
}
