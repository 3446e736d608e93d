import { describe, expect, it } from 'vitest';
import {
  CRUD_ACTIONS,
  defineEntity,
  permissionCode,
  writableFields,
} from '../../../src/domain/entity/define-entity';
import { field } from '../../../src/domain/entity/field';
import { businessPartner, masterDataEntities, product } from '../../../src/domain/masterdata';
import { menuTree } from '../../../src/domain/system/menu';
import type { MenuDef } from '../../../src/domain/system/types';

function menuButtons(items: readonly MenuDef[]): string[] {
  return items.flatMap((item) => [
    ...(item.buttons ?? []).map((b) => b.perms),
    ...menuButtons(item.children ?? []),
  ]);
}

describe('defineEntity', () => {
  it('adds the common and master-data columns of domain.md 0.3', () => {
    for (const name of [
      'id',
      'status',
      'delFlag',
      'sysOrgCode',
      'createBy',
      'createTime',
      'tenantId',
      'version',
    ]) {
      expect(Object.keys(product.fields)).toContain(name);
    }
    expect(product.softDelete).toBe(true);
    expect(product.fields.delFlag?.secret).toBe(true);
  });

  it('derives the base path and button codes from the permission prefix', () => {
    expect(businessPartner.basePath).toBe('/mdm/businessPartner');
    expect(permissionCode(product, 'add')).toBe('mdm:product:add');
  });

  it('uses exactly the button codes the menu grants for every CRUD action', () => {
    const buttons = new Set(menuButtons(menuTree));
    for (const entity of masterDataEntities) {
      for (const action of CRUD_ACTIONS) expect(buttons).toContain(permissionCode(entity, action));
    }
  });

  it('never lets a request body write server-maintained columns', () => {
    const writable = writableFields(product);
    for (const name of ['id', 'tenantId', 'version', 'delFlag', 'createBy', 'createTime']) {
      expect(writable).not.toContain(name);
    }
    expect(writable).toContain('status');
  });

  it('derives query, sort and unique keys from the field options', () => {
    expect(product.queryFields).toEqual([
      'code',
      'name',
      'spec',
      'productType',
      'tracking',
      'barcode',
      'status',
      'createTime',
    ]);
    expect(product.sortable).toEqual(['code', 'name', 'standardCost', 'createTime', 'updateTime']);
    expect(product.uniqueKeys).toEqual([['code']]);
  });

  it('refuses list columns and default sorts that are not fields or not sortable', () => {
    const base = { name: 'x', table: 't_x', permission: 'a:x', label: { zh: 'x', en: 'x' } };
    expect(() =>
      defineEntity({ ...base, fields: { a: field.int({ label: { zh: 'a', en: 'a' } }) }, columns: ['b'] }),
    ).toThrow(/list column b/);
    expect(() => defineEntity({ ...base, fields: {}, defaultSort: { column: 'tel', order: 'asc' } })).toThrow(
      /not sortable/,
    );
  });
});
