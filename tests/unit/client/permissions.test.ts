import { describe, expect, it } from 'vitest';
import { filterRoutesByPermission, grantedActions, hasPermission } from '../../../src/client/permissions';

describe('hasPermission (spec 6, api-contract 9.4)', () => {
  it('keeps a button the user holds, also inside a comma-separated action', () => {
    expect(
      hasPermission('user:edit', { auth: [{ action: 'user:add,user:edit', type: '1' }], allAuth: [] }),
    ).toBe(true);
  });

  it('hides a button nobody granted (default deny)', () => {
    expect(hasPermission('user:delete', { auth: [{ action: 'user:add', type: '1' }], allAuth: [] })).toBe(
      false,
    );
    expect(hasPermission('user:add', { auth: [], allAuth: [] })).toBe(false);
  });

  it('keeps the button when its rule is switched off (allAuth status 0)', () => {
    const allAuth = [{ action: 'user:delete', type: '1', status: '0' }];
    expect(hasPermission('user:delete', { auth: [], allAuth })).toBe(true);
  });

  it('ignores entries of type 2 on both sides', () => {
    expect(hasPermission('user:add', { auth: [{ action: 'user:add', type: '2' }], allAuth: [] })).toBe(false);
    const allAuth = [{ action: 'user:add', type: '2', status: '0' }];
    expect(hasPermission('user:add', { auth: [], allAuth })).toBe(false);
  });

  it('lists granted actions with comma lists split', () => {
    expect(
      grantedActions({
        auth: [
          { action: 'a, b', type: '1' },
          { action: 'c', type: '2' },
        ],
      }),
    ).toEqual(['a', 'b']);
  });
});

describe('filterRoutesByPermission (spec 6 first bullet)', () => {
  const routes = [
    { path: '/open' },
    { path: '/admin', meta: { permission: ['sys:admin'] } },
    {
      path: '/wms',
      meta: { permission: ['wms:view', 'wms:edit'] },
      children: [{ path: '/wms/a' }, { path: '/wms/b', meta: { permission: ['wms:b'] } }],
    },
  ];

  it('keeps open routes and those whose permission list overlaps the user list', () => {
    const kept = filterRoutesByPermission(routes, ['wms:edit']);
    expect(kept.map((r) => r.path)).toEqual(['/open', '/wms']);
    expect(kept[1]?.children?.map((r) => r.path)).toEqual(['/wms/a']);
  });

  it('treats an empty permission list as open', () => {
    expect(filterRoutesByPermission([{ path: '/x', meta: { permission: [] } }], [])).toHaveLength(1);
  });
});
