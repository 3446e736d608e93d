import type { Static } from 'typebox';
import { Type } from 'typebox';
import { PASSWORD_MAX_LENGTH } from '../../../../src/domain/system/session';
import { openObject, pageOf } from '../../../http/response-schema';

const text = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));
const nullableString = Type.Union([Type.String(), Type.Null()]);

/** The user form of the user page (api-contract 4.1 add/edit). */
export const userBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 32 })),
  username: text(100),
  realname: text(100),
  password: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH })),
  workNo: text(100),
  sex: Type.Optional(Type.Union([Type.String({ maxLength: 2 }), Type.Integer(), Type.Null()])),
  birthday: text(10),
  phone: text(45),
  email: text(45),
  telephone: text(45),
  avatar: text(255),
  post: text(100),
  userType: text(32),
  partnerId: text(32),
  relTenantIds: text(100),
  selectedroles: text(4000),
  selecteddeparts: text(4000),
  userIdentity: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 2 }), Type.Null()])),
  departIds: text(4000),
});
export type UserBody = Static<typeof userBody>;

// api-contract 4.1: status 2 freezes, 1 unfreezes.
export const frozenBody = Type.Object({
  ids: Type.String({ maxLength: 40_000 }),
  status: Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal(1), Type.Literal(2)]),
});

export const approveBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 32 })),
  ids: Type.Optional(Type.String({ maxLength: 40_000 })),
});

export const passwordResetBody = Type.Object({
  username: Type.String({ maxLength: 100 }),
  password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
  confirmpassword: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH })),
});

export const uniqueUserQuery = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 32 })),
  username: Type.Optional(Type.String({ maxLength: 100 })),
  phone: Type.Optional(Type.String({ maxLength: 45 })),
  email: Type.Optional(Type.String({ maxLength: 45 })),
  workNo: Type.Optional(Type.String({ maxLength: 100 })),
});

export const roleMembersBody = Type.Object({
  roleId: Type.String({ maxLength: 32 }),
  userIdList: Type.Array(Type.String({ maxLength: 32 }), { maxItems: 1000 }),
});

export const departMembersBody = Type.Object({
  depId: Type.String({ maxLength: 32 }),
  userIdList: Type.Array(Type.String({ maxLength: 32 }), { maxItems: 1000 }),
});

/** A user as the user page shows it (user-view.ts): userInfo, dictionary texts, roles and departments. */
export const userRecord = openObject(
  {
    id: Type.String(),
    username: Type.String(),
    realname: nullableString,
    avatar: nullableString,
    birthday: nullableString,
    sex: nullableString,
    email: nullableString,
    phone: nullableString,
    telephone: nullableString,
    orgCode: nullableString,
    orgCodeTxt: Type.Union([Type.String({ description: 'department names, comma separated' }), Type.Null()]),
    status: Type.String({ description: '1 normal, 2 frozen' }),
    workNo: nullableString,
    post: nullableString,
    userIdentity: Type.Union([Type.Integer(), Type.Null()]),
    relTenantIds: nullableString,
    userType: Type.String({ description: 'internal, supplier, engineer or integration' }),
    partnerId: nullableString,
    selectedroles: Type.String({ description: 'role ids, comma separated' }),
    selecteddeparts: Type.String({ description: 'department ids, comma separated' }),
    createTime: nullableString,
    updateTime: nullableString,
  },
  'a user, with `<field>_dictText` siblings for dictionary fields',
);

export const userPage = pageOf(userRecord);

/** One entry of the staff address book (api-contract 8.12). */
export const addressBookEntry = openObject({
  userId: Type.String(),
  realname: nullableString,
  workNo: nullableString,
  post: nullableString,
  telephone: nullableString,
  email: nullableString,
  phone: nullableString,
  departName: Type.String({ description: 'department names joined by " | "' }),
  avatar: nullableString,
});
