import { describe, expect, it } from 'vitest';
import type { EntityDescriptor } from '../../../src/domain/entity/define-entity';
import { parseListQuery } from '../../../src/domain/entity/parse-list-query';
import { businessPartner, product } from '../../../src/domain/masterdata';

function conditions(params: Record<string, unknown>, entity: EntityDescriptor = businessPartner) {
  const parsed = parseListQuery(entity, params);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
  return parsed.query.conditions;
}

describe('parseListQuery', () => {
  it('maps a plain value to an exact match', () => {
    expect(conditions({ code: 'S001' })).toEqual([{ field: 'code', op: 'eq', value: 'S001' }]);
  });

  it('maps star forms to contains, ends-with and starts-with likes', () => {
    expect(conditions({ name: '*abc*', shortName: '*ab', code: 'ab*' })).toEqual([
      { field: 'name', op: 'like', text: 'abc', anchor: 'contains' },
      { field: 'shortName', op: 'like', text: 'ab', anchor: 'ends' },
      { field: 'code', op: 'like', text: 'ab', anchor: 'starts' },
    ]);
  });

  it('keeps like wildcards of the value literal for the translator to escape', () => {
    expect(conditions({ name: '*50%_off*' })).toEqual([
      { field: 'name', op: 'like', text: '50%_off', anchor: 'contains' },
    ]);
  });

  it('maps comma lists to in, leading and trailing commas to any-like, ++ to an escaped comma', () => {
    expect(conditions({ country: 'CN,DE', supplierLevel: ',A,B,', code: 'a++b' })).toEqual([
      { field: 'country', op: 'in', values: ['CN', 'DE'] },
      { field: 'supplierLevel', op: 'anyLike', texts: ['A', 'B'] },
      { field: 'code', op: 'eq', value: 'a,b' },
    ]);
  });

  it('maps !x to not-equal and comparison prefixes to comparisons', () => {
    expect(conditions({ code: '!X', standardCost: '>= 1.5', uomDecimals: '< 2' }, product)).toEqual([
      { field: 'code', op: 'ne', value: 'X' },
      { field: 'standardCost', op: 'ge', value: 1_500_000 },
      { field: 'uomDecimals', op: 'lt', value: 2 },
    ]);
  });

  it('pads date-only range edges of instants to the whole day', () => {
    expect(conditions({ createTime_begin: '2024-01-01', createTime_end: '2024-01-31' })).toEqual([
      { field: 'createTime', op: 'ge', value: '2024-01-01 00:00:00' },
      { field: 'createTime', op: 'le', value: '2024-01-31 23:59:59' },
    ]);
  });

  it('converts booleans and scaled numbers to their stored form', () => {
    expect(conditions({ isSupplier: '1', packageQty: '2.5' }, businessPartner)).toEqual([
      { field: 'isSupplier', op: 'eq', value: true },
    ]);
    expect(conditions({ packageQty: '2.5' }, product)).toEqual([
      { field: 'packageQty', op: 'eq', value: 2500 },
    ]);
  });

  it('ignores parameters that are not fields, secret fields and inherited object keys', () => {
    expect(
      conditions({
        _t: '1',
        field: 'id,,code',
        foo: 'x',
        tenantId: '5',
        delFlag: '1',
        constructor: 'x',
        __proto__: 'x',
      }),
    ).toEqual([]);
  });

  it('rejects a value that does not fit the field kind instead of returning nothing', () => {
    const parsed = parseListQuery(product, { uomDecimals: "1' or '1'='1" });
    expect(parsed).toEqual({
      ok: false,
      issue: { code: 'entity.query.badValue', params: { field: 'uomDecimals', value: "1' or '1'='1" } },
    });
    expect(parseListQuery(product, { standardCost: '*1*' }).ok).toBe(false);
    expect(parseListQuery(product, { createTime_begin: '2024-13-01' }).ok).toBe(false);
  });

  it('sorts only over sortable fields, stripping _dictText, asc when order contains asc', () => {
    const parsed = parseListQuery(businessPartner, { column: 'name_dictText', order: 'ASCEND' });
    expect(parsed.ok && parsed.query.sort).toEqual([{ field: 'name', order: 'asc' }]);
    const fallback = parseListQuery(businessPartner, {});
    expect(fallback.ok && fallback.query.sort).toEqual([{ field: 'createTime', order: 'desc' }]);
    expect(parseListQuery(businessPartner, { column: 'tel', order: 'asc' })).toEqual({
      ok: false,
      issue: { code: 'entity.query.badSort', params: { column: 'tel' } },
    });
    expect(parseListQuery(businessPartner, { column: 'name;drop table x', order: 'asc' }).ok).toBe(false);
  });

  it('defaults paging to 1/10, caps the page size at 1000 and the depth at 10 000 rows', () => {
    const defaults = parseListQuery(product, {});
    expect(defaults.ok && [defaults.query.pageNo, defaults.query.pageSize]).toEqual([1, 10]);
    const capped = parseListQuery(product, { pageNo: '2', pageSize: '100000' });
    expect(capped.ok && [capped.query.pageNo, capped.query.pageSize]).toEqual([2, 1000]);
    const junk = parseListQuery(product, { pageNo: '-1', pageSize: 'x' });
    expect(junk.ok && [junk.query.pageNo, junk.query.pageSize]).toEqual([1, 10]);
    expect(parseListQuery(product, { pageNo: '1001', pageSize: '10' }).ok).toBe(false);
  });

  it('reads the advanced search as one AND or OR block over descriptor fields', () => {
    const json = JSON.stringify([
      { field: 'name', rule: 'like', val: 'Steel' },
      { field: 'code', rule: 'right_like', val: 'BP' },
      { field: 'country', rule: 'in', val: 'CN,DE' },
      { field: 'createTime', rule: '>=', val: '2024-01-01', type: 'date' },
      { field: 'tel', rule: 'eq', val: '' },
    ]);
    expect(conditions({ superQueryParams: encodeURI(json), superQueryMatchType: 'or' })).toEqual([
      {
        op: 'group',
        match: 'or',
        conditions: [
          { field: 'name', op: 'like', text: 'Steel', anchor: 'contains' },
          { field: 'code', op: 'like', text: 'BP', anchor: 'starts' },
          { field: 'country', op: 'in', values: ['CN', 'DE'] },
          { field: 'createTime', op: 'ge', value: '2024-01-01 00:00:00' },
        ],
      },
    ]);
  });

  it('refuses advanced searches over unknown or secret fields, unknown rules and malformed JSON', () => {
    for (const items of [
      [{ field: 'password', rule: 'eq', val: 'x' }],
      [{ field: 'delFlag', rule: 'eq', val: '1' }],
      [{ field: 'name', rule: 'or 1=1', val: 'x' }],
      [{ field: 'name) or (1', rule: 'eq', val: 'x' }],
      [{ field: 'isSupplier', rule: 'like', val: 'x' }],
    ]) {
      expect(parseListQuery(businessPartner, { superQueryParams: JSON.stringify(items) }).ok).toBe(false);
    }
    expect(parseListQuery(businessPartner, { superQueryParams: '[{"field":' }).ok).toBe(false);
  });

  it('keeps only id-shaped export selections', () => {
    const parsed = parseListQuery(product, { selections: '12,34,,x;1' });
    expect(parsed.ok && parsed.query.selections).toEqual(['12', '34']);
  });
});
