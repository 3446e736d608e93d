import { Type } from 'typebox';
import { openObject } from '../../http/response-schema';
import { allDictionaries } from '../dict/dict-replies';
import { departRecord } from '../system/departs/depart-schemas';
import { tenantView } from '../system/tenants/tenant-replies';

const nullableString = Type.Union([Type.String(), Type.Null()]);
const nullableInteger = Type.Union([Type.Integer(), Type.Null()]);

/** `userInfo` of api-contract 2.2: the signed-in user, without password hash or salt. */
export const userInfo = openObject(
  {
    id: Type.String(),
    username: Type.String(),
    realname: nullableString,
    avatar: nullableString,
    birthday: nullableString,
    sex: Type.Union([Type.String(), Type.Integer(), Type.Null()]),
    email: nullableString,
    phone: nullableString,
    telephone: nullableString,
    orgCode: Type.Union([Type.String({ description: 'the department the user works in now' }), Type.Null()]),
    orgCodeTxt: nullableString,
    status: Type.Union([Type.String(), Type.Integer()], { description: '1 normal, 2 frozen' }),
    delFlag: Type.Union([Type.String(), Type.Integer()]),
    workNo: nullableString,
    post: nullableString,
    userIdentity: nullableInteger,
    departIds: nullableString,
    relTenantIds: Type.Union([Type.String({ description: 'tenant ids, comma separated' }), Type.Null()]),
    userType: Type.String({ description: 'internal, supplier, engineer or integration' }),
    partnerId: Type.Union([Type.String({ description: "a supplier user's business partner" }), Type.Null()]),
    createTime: nullableString,
    updateTime: nullableString,
  },
  'the signed-in user',
);

const multiDepart = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], {
  description: '0 no department, 1 one, 2 several: the client asks which one to work in',
});

/** The answer of a password or SMS login (api-contract 2.2). */
export const loginResult = openObject({
  token: Type.String({ description: 'the session token: send it as X-Access-Token' }),
  userInfo,
  departs: Type.Array(departRecord),
  multi_depart: multiDepart,
  sysAllDictItems: allDictionaries,
  tenantList: Type.Array(tenantView),
});

/** The answer of a CAS ticket login (api-contract 2.5). */
export const casLoginResult = openObject({
  token: Type.String(),
  userInfo,
  departs: Type.Array(departRecord),
  multi_depart: multiDepart,
});

/** The answer of the field-service shell's assertion exchange. */
export const shellLoginResult = openObject({
  token: Type.String(),
  expires_in: Type.Integer({ description: 'seconds the session lives without use' }),
  userInfo,
  sysAllDictItems: allDictionaries,
});

/** `getUserInfo` (api-contract 2.3): the token's user and every enabled dictionary. */
export const userInfoResult = openObject({ userInfo, sysAllDictItems: allDictionaries });

/** A third-party login (api-contract 2.5): the token's user and the token. */
export const thirdLoginResult = openObject({ userInfo, token: Type.String() });

/** Which third-party apps sync users and departments (JeecgBoot's JThirdAppButton): none on ISPS. */
export const thirdAppsEnabled = Type.Object({ wechatEnterprise: Type.Boolean(), dingtalk: Type.Boolean() });

/** The key and iv the JeecgBoot login page caches (api-contract 2.6). */
export const encryptedString = Type.Object({
  key: Type.String({ minLength: 16, maxLength: 16 }),
  iv: Type.String({ minLength: 16, maxLength: 16 }),
});

/** A captcha image (api-contract 2.1). */
export const captchaImage = Type.String({ description: 'data:image/svg+xml;base64,… data URL' });

/** The user's departments and the one they work in now (api-contract 9.3). */
export const currentDeparts = openObject({ list: Type.Array(departRecord), orgCode: Type.String() });

/** The user after choosing the department to work in. */
export const selectedDepart = openObject({ userInfo });
