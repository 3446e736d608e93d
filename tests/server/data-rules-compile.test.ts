import { describe, expect, it } from 'vitest';
import {
  compileDataRule,
  NO_ROWS,
} from '../../server/modules/system/permissions/data-rules/compile-data-rule';
import type { VariableValue } from '../../server/modules/system/permissions/data-rules/rule-variable';
import type { DataRuleRow } from '../../server/modules/system/permissions/permission-cache';
import type { EntityDescriptor } from '../../src/domain/entity/define-entity';
import { product } from '../../src/domain/masterdata/product';
import type { RuleVariable } from '../../src/domain/system/data-rule-vocabulary';
import { command } from '../../src/domain/warehouse/command';

const variables: Record<RuleVariable, VariableValue> = {
  sys_user_code: { kind: 'scalar', value: 'clerk' },
  sys_org_code: { kind: 'subtree', code: 'A01A02' },
  sys_user_facilities: { kind: 'set', values: ['F1', 'F2'] },
  sys_user_partner: { kind: 'scalar', value: null },
  sys_purch_groups: { kind: 'set', values: [] },
  sys_date: { kind: 'scalar', value: '2026-11-22' },
  sys_time: { kind: 'scalar', value: '2026-11-22 08:00:00' },
  tenant_id: { kind: 'scalar', value: 0 },
};
const resolve = async (name: RuleVariable) => variables[name];

const compile = (entity: EntityDescriptor, ruleColumn: string, ruleConditions: string, ruleValue: string) => {
  const rule: DataRuleRow = {
    id: 'r',
    permissionId: 'm',
    ruleName: 'rule',
    ruleColumn,
    ruleConditions,
    ruleValue,
  };
  return compileDataRule(entity, rule, resolve);
};

describe('compiling a data rule into a list condition', () => {
  it('reads the column by field name or snake_case column and binds the variable value', async () => {
    const expected = { ok: true, condition: { field: 'createBy', op: 'eq', value: 'clerk' } };
    expect(await compile(product, 'createBy', '=', '#{sys_user_code}')).toEqual(expected);
    expect(await compile(product, 'create_by', '=', '#{sys_user_code}')).toEqual(expected);
  });

  it('splits literal IN lists and maps the LIKE family to contains, ends with and starts with', async () => {
    expect(await compile(product, 'code', 'IN', 'P1, P2')).toEqual({
      ok: true,
      condition: { field: 'code', op: 'in', values: ['P1', 'P2'] },
    });
    for (const [condition, anchor] of [
      ['LIKE', 'contains'],
      ['LEFT_LIKE', 'ends'],
      ['RIGHT_LIKE', 'starts'],
    ] as const) {
      expect(await compile(product, 'name', condition, 'pump')).toEqual({
        ok: true,
        condition: { field: 'name', op: 'like', text: 'pump', anchor },
      });
    }
  });

  it('turns the department variable into a prefix of the org code', async () => {
    expect(await compile(product, 'sysOrgCode', '=', '#{sys_org_code}')).toEqual({
      ok: true,
      condition: { field: 'sysOrgCode', op: 'like', text: 'A01A02', anchor: 'starts' },
    });
    expect((await compile(product, 'sysOrgCode', '>', '#{sys_org_code}')).ok).toBe(false);
  });

  it('matches set variables by membership, an empty set matching nothing', async () => {
    expect(await compile(command, 'outFacilityId', '!=', '#{sys_user_facilities}')).toEqual({
      ok: true,
      condition: {
        op: 'group',
        match: 'and',
        conditions: [
          { field: 'outFacilityId', op: 'ne', value: 'F1' },
          { field: 'outFacilityId', op: 'ne', value: 'F2' },
        ],
      },
    });
    expect(await compile(product, 'createBy', 'IN', '#{sys_purch_groups}')).toEqual({
      ok: true,
      condition: NO_ROWS,
    });
    expect(await compile(product, 'code', '=', '#{sys_user_partner}')).toEqual({
      ok: true,
      condition: NO_ROWS,
    });
  });

  it('reads facilityId on a two-facility document as either facility', async () => {
    expect(await compile(command, 'facility_id', 'IN', '#{sys_user_facilities}')).toEqual({
      ok: true,
      condition: {
        op: 'group',
        match: 'or',
        conditions: [
          { field: 'outFacilityId', op: 'in', values: ['F1', 'F2'] },
          { field: 'inFacilityId', op: 'in', values: ['F1', 'F2'] },
        ],
      },
    });
    expect((await compile(command, 'facilityId', '!=', '#{sys_user_facilities}')).ok).toBe(false);
  });

  it('refuses what it cannot apply, so the caller sees nothing', async () => {
    const refused: [string, string, string][] = [
      ['no_such_column', '=', 'x'],
      ['delFlag', '=', '0'],
      ['code', 'USE_SQL_RULES', '1 = 1'],
      ['code', '=', 'P-#{sys_user_code}'],
      ['code', '=', '#{sys_password}'],
      ['packageQty', 'LIKE', '1'],
      ['packageQty', '>', 'many'],
      ['code', 'IN', ' , '],
    ];
    for (const [column, condition, value] of refused) {
      expect((await compile(product, column, condition, value)).ok, `${column} ${condition} ${value}`).toBe(
        false,
      );
    }
  });
});
