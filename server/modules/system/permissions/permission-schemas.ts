import type { Static } from 'typebox';
import { Type } from 'typebox';
import { openObject } from '../../../http/response-schema';

const nullable = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));
const flag = Type.Optional(
  Type.Union([Type.Boolean(), Type.Integer(), Type.String({ maxLength: 5 }), Type.Null()]),
);

export const permissionBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 32 })),
  parentId: nullable(32),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  nameEn: nullable(200),
  url: nullable(255),
  component: nullable(255),
  componentName: nullable(100),
  redirect: nullable(255),
  menuType: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: 2 }), Type.String({ maxLength: 1 })]),
  ),
  perms: nullable(255),
  permsType: nullable(10),
  sortNo: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 12 }), Type.Null()])),
  icon: nullable(100),
  description: nullable(255),
  status: nullable(2),
  route: flag,
  keepAlive: flag,
  hidden: flag,
  alwaysShow: flag,
  internalOrExternal: flag,
});
export type PermissionBody = Static<typeof permissionBody>;

export const grantBody = Type.Object({
  roleId: Type.Optional(Type.String({ maxLength: 32 })),
  departId: Type.Optional(Type.String({ maxLength: 32 })),
  permissionIds: Type.Optional(Type.String({ maxLength: 100_000 })),
  lastpermissionIds: Type.Optional(Type.String({ maxLength: 100_000 })),
});
export type GrantBody = Static<typeof grantBody>;

export const ruleBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 32 })),
  permissionId: Type.Optional(Type.String({ maxLength: 32 })),
  ruleName: Type.Optional(Type.String({ maxLength: 50 })),
  ruleColumn: nullable(50),
  ruleConditions: Type.Optional(Type.String({ maxLength: 50 })),
  ruleValue: Type.Optional(Type.String({ maxLength: 300 })),
  status: nullable(3),
});
export type RuleBody = Static<typeof ruleBody>;

const nullableString = Type.Union([Type.String(), Type.Null()]);

/** A menu or button as `SysPermissionTree` (api-contract 3.3; permission-tree.ts `permissionNode`). */
export const permissionNodeSchema = openObject(
  {
    id: Type.String(),
    key: Type.String(),
    title: Type.String({ description: 'the name in the caller’s language' }),
    parentId: Type.String({ description: 'empty for a top-level menu' }),
    name: Type.String(),
    nameEn: nullableString,
    perms: nullableString,
    permsType: nullableString,
    component: nullableString,
    url: nullableString,
    sortNo: Type.Number(),
    menuType: Type.Integer({ description: '0 top menu, 1 sub menu, 2 button' }),
    leaf: Type.Boolean(),
    route: Type.Boolean(),
    hidden: Type.Boolean(),
    ruleFlag: Type.Integer({ description: '1 when the menu has data rules' }),
    status: nullableString,
    children: Type.Optional(Type.Array(openObject({}, 'a node of the same shape'))),
  },
  'a menu or button of the permission tree',
);

/** A node of the grant dialogs' tree (permission-tree.ts `treeModel`). */
export const treeModelNode = openObject(
  {
    key: Type.String(),
    title: Type.String(),
    value: Type.String(),
    parentId: Type.String(),
    isLeaf: Type.Boolean(),
    ruleFlag: Type.Integer(),
    menuType: Type.Integer(),
    children: Type.Optional(Type.Array(openObject({}, 'a node of the same shape'))),
  },
  'a menu or button as a grant tree node',
);

export const treeModelSchema = openObject({
  treeList: Type.Array(treeModelNode),
  ids: Type.Array(Type.String(), { description: 'every id in the tree' }),
});

/** The lazy menu page's children of several parents, keyed by parent id. */
export const submenuBatch = Type.Record(Type.String(), Type.Array(permissionNodeSchema));

/** A data rule of a menu (api-contract 3.5). */
export const ruleRecord = openObject({
  id: Type.String(),
  permissionId: Type.String(),
  ruleName: Type.String(),
  ruleColumn: nullableString,
  ruleConditions: Type.String(),
  ruleValue: Type.String(),
  status: Type.String(),
  createTime: nullableString,
  updateTime: nullableString,
});

const authEntry = {
  action: Type.String({ description: 'the button code, e.g. wms:receipt:approve' }),
  type: Type.String({ description: '1 shown when granted, 2 disabled when not granted' }),
  describe: Type.String(),
};

/** The session's menu and buttons (api-contract 3.1; user-permissions.ts `buildUserPermissions`). */
export const userPermissions = openObject({
  menu: Type.Array(
    openObject(
      {
        id: Type.String(),
        route: Type.Union([Type.Literal('1'), Type.Literal('0')]),
        path: Type.String(),
        name: Type.String(),
        component: Type.String(),
        meta: openObject({
          title: Type.String(),
          keepAlive: Type.Boolean(),
          internalOrExternal: Type.Boolean(),
        }),
        children: Type.Optional(Type.Array(openObject({}, 'a menu item of the same shape'))),
      },
      'a menu item of the vue-router tree',
    ),
  ),
  auth: Type.Array(Type.Object(authEntry), { description: 'the buttons granted to the user' }),
  allAuth: Type.Array(Type.Object({ ...authEntry, status: Type.String() }), {
    description: 'every button with its status',
  }),
});
