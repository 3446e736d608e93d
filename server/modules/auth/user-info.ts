import type { Selectable } from 'kysely';
import { formatDateTime } from '../../db/datetime';
import type { SysUserTable } from '../../db/system-tables';

export type UserRow = Selectable<SysUserTable>;

/** `userInfo` of api-contract.md 2.2: the sys_user row without password hash or salt. */
export function toUserInfo(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    avatar: user.avatar,
    birthday: user.birthday,
    sex: user.sex,
    email: user.email,
    phone: user.phone,
    telephone: user.telephone,
    orgCode: user.orgCode,
    orgCodeTxt: null,
    status: user.status,
    delFlag: user.delFlag,
    workNo: user.workNo,
    post: user.post,
    activitiSync: user.activitiSync,
    userIdentity: user.userIdentity,
    departIds: user.departIds,
    relTenantIds: user.relTenantIds,
    clientId: user.clientId,
    userType: user.userType,
    partnerId: user.partnerId,
    createBy: user.createBy,
    createTime: formatDateTime(user.createTime),
    updateBy: user.updateBy,
    updateTime: formatDateTime(user.updateTime),
  };
}

export type UserInfo = ReturnType<typeof toUserInfo>;
