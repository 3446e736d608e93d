import type { Static } from 'typebox';
import { Type } from 'typebox';
import { openObject, pageOf } from '../../../http/response-schema';

const nullable = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));
export const departBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 32 })),
  parentId: nullable(32),
  departName: Type.Optional(Type.String({ maxLength: 100 })),
  departNameEn: nullable(500),
  departNameAbbr: nullable(500),
  departOrder: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 9 }), Type.Null()])),
  description: nullable(500),
  orgCategory: nullable(10),
  mobile: nullable(32),
  fax: nullable(32),
  address: nullable(100),
  memo: nullable(500),
  status: nullable(1),
});
export type DepartBody = Static<typeof departBody>;

export const departRoleBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 32 })),
  departId: Type.Optional(Type.String({ maxLength: 32 })),
  roleName: Type.Optional(Type.String({ maxLength: 200 })),
  roleCode: Type.Optional(Type.String({ maxLength: 100 })),
  description: nullable(255),
});
export type DepartRoleBody = Static<typeof departRoleBody>;

export const deptRoleUserBody = Type.Object({
  userId: Type.String({ maxLength: 32 }),
  newRoleId: Type.Optional(Type.String({ maxLength: 40_000 })),
  oldRoleId: Type.Optional(Type.String({ maxLength: 40_000 })),
});

const nullableString = Type.Union([Type.String(), Type.Null()]);

/** A department as the department page shows it (depart-view.ts). */
export const departRecord = openObject({
  id: Type.String(),
  parentId: nullableString,
  departName: Type.String(),
  departNameEn: nullableString,
  orgCode: Type.String({ description: 'hierarchical code: three characters per level' }),
  orgCategory: nullableString,
  departOrder: Type.Union([Type.Integer(), Type.Null()]),
  status: nullableString,
});

/** A node of the department tree: the department with the picker's key, value, title and children. */
export const departTreeNode = openObject(
  {
    key: Type.String(),
    value: Type.String(),
    title: Type.String(),
    children: Type.Array(openObject({}, 'a node of the same shape'), { description: 'departments below' }),
  },
  'a department (the fields of a department record) as a tree node',
);

/** A department role (`sys_depart_role`). */
export const departRoleRecord = openObject({
  id: Type.String(),
  departId: Type.String(),
  roleName: Type.String(),
  roleCode: Type.String(),
  description: nullableString,
  createTime: nullableString,
  updateTime: nullableString,
});

export const departRolePage = pageOf(departRoleRecord);

export const departRoleUser = openObject({
  id: Type.String(),
  userId: Type.String(),
  droleId: Type.String(),
});
