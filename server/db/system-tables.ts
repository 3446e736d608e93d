import type { ColumnType, Generated } from 'kysely';

/**
 * Row types of the system tables (migration 0001), in the camelCase the CamelCasePlugin maps them to.
 * Ids are strings everywhere (domain.md 0.2 allows string or bigint; see ids.ts), except `sys_tenant.id`.
 */

/** A datetime: ISO text on SQLite, timestamptz on PostgreSQL (domain.md 0.2). Written as ISO strings. */
export type DateTime = ColumnType<Date | string, string | undefined, string>;
export type NullableDateTime = ColumnType<Date | string | null, string | null | undefined, string | null>;
/** Epoch milliseconds in a bigint column: pg hands int8 back as a string, SQLite as a number. */
export type EpochMs = ColumnType<number | string, number, number>;
export type NullableEpochMs = ColumnType<number | string | null, number | null | undefined, number | null>;

interface Audit {
  createBy: string | null;
  createTime: NullableDateTime;
  updateBy: string | null;
  updateTime: NullableDateTime;
}

export interface SysTenantTable {
  id: number;
  name: string;
  beginDate: NullableDateTime;
  endDate: NullableDateTime;
  /** 1 normal, 0 frozen (dict tenant_status). */
  status: number;
  createBy: string | null;
  createTime: NullableDateTime;
}

export interface SysUserTable extends Audit {
  id: string;
  username: string;
  realname: string | null;
  /** `scrypt$N$r$p$salt$hash` (seed/password-hash.ts). */
  passwordHash: string;
  /** Salt of a legacy JeecgBoot hash being migrated; null for scrypt hashes (the salt is inside). */
  salt: string | null;
  avatar: string | null;
  birthday: string | null;
  sex: number | null;
  email: string | null;
  phone: string | null;
  telephone: string | null;
  /** Currently selected department code. */
  orgCode: string | null;
  /** 1 normal, 2 frozen. */
  status: number;
  delFlag: number;
  thirdId: string | null;
  thirdType: string | null;
  activitiSync: number | null;
  workNo: string | null;
  post: string | null;
  /** 1 member, 2 superior. */
  userIdentity: number | null;
  departIds: string | null;
  relTenantIds: string | null;
  clientId: string | null;
  /** dict user_type: internal, supplier, engineer, integration (domain.md 3.13). */
  userType: string;
  /** Business partner of a supplier user (domain.md 4.4). */
  partnerId: string | null;
}

export interface SysRoleTable extends Audit {
  id: string;
  roleName: string;
  roleCode: string;
  description: string | null;
}

export interface SysUserRoleTable {
  id: string;
  userId: string;
  roleId: string;
}

export interface SysDepartTable extends Audit {
  id: string;
  parentId: string | null;
  departName: string;
  departNameEn: string | null;
  departNameAbbr: string | null;
  departOrder: number;
  description: string | null;
  orgCategory: string;
  orgType: string | null;
  orgCode: string;
  mobile: string | null;
  fax: string | null;
  address: string | null;
  memo: string | null;
  status: string;
  delFlag: string;
}

export interface SysUserDepartTable {
  id: string;
  userId: string;
  depId: string;
}

export interface SysPermissionTable extends Audit {
  id: string;
  parentId: string | null;
  name: string;
  /** English title; JeecgBoot has one title only, we serve the request language. */
  nameEn: string | null;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  /** 0 first-level menu, 1 sub-menu, 2 button. */
  menuType: number;
  perms: string | null;
  /** '1' show/hide rule, '2' disable rule. */
  permsType: string | null;
  sortNo: number;
  alwaysShow: number;
  icon: string | null;
  isRoute: number;
  isLeaf: number;
  keepAlive: number;
  hidden: number;
  description: string | null;
  delFlag: number;
  ruleFlag: number;
  /** Button rule valid '1' / invalid '0'. */
  status: string | null;
  internalOrExternal: number;
}

export interface SysRolePermissionTable {
  id: string;
  roleId: string;
  permissionId: string;
  dataRuleIds: string | null;
  operateDate: NullableDateTime;
  operateIp: string | null;
}

export interface SysDepartPermissionTable {
  id: string;
  departId: string;
  permissionId: string;
  dataRuleIds: string | null;
}

export interface SysDepartRoleTable extends Audit {
  id: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description: string | null;
}

export interface SysDepartRoleUserTable {
  id: string;
  userId: string;
  droleId: string;
}

export interface SysDepartRolePermissionTable {
  id: string;
  departId: string;
  roleId: string;
  permissionId: string;
  dataRuleIds: string | null;
  operateDate: NullableDateTime;
  operateIp: string | null;
}

export interface SysDictTable extends Audit {
  id: string;
  dictName: string;
  dictNameEn: string | null;
  dictCode: string;
  description: string | null;
  delFlag: number;
  /** 0 string, 1 number. */
  type: number;
}

export interface SysDictItemTable extends Audit {
  id: string;
  dictId: string;
  /** zh_CN label. */
  itemText: string;
  itemTextEn: string | null;
  itemValue: string;
  description: string | null;
  sortOrder: number;
  color: string | null;
  /** 1 enabled, 0 disabled. */
  status: number;
}

export interface SysLogTable {
  id: string;
  tenantId: number;
  /** 1 login, 2 operation. */
  logType: number;
  logContent: string | null;
  operateType: number | null;
  /** Account (JeecgBoot calls the column userid). */
  userid: string | null;
  /** Real name. */
  username: string | null;
  ip: string | null;
  method: string | null;
  requestUrl: string | null;
  requestParam: string | null;
  requestType: string | null;
  costTime: number | null;
  createBy: string | null;
  createTime: DateTime;
}

export interface SysAnnouncementTable extends Audit {
  id: string;
  tenantId: number;
  titile: string;
  msgContent: string | null;
  startTime: NullableDateTime;
  endTime: NullableDateTime;
  sender: string | null;
  priority: string | null;
  msgCategory: string;
  msgType: string | null;
  sendStatus: string;
  sendTime: NullableDateTime;
  cancelTime: NullableDateTime;
  delFlag: string;
  busType: string | null;
  busId: string | null;
  openType: string | null;
  openPage: string | null;
  /** Comma list of user ids with a trailing comma (USER type). */
  userIds: string | null;
  msgAbstract: string | null;
}

export interface SysAnnouncementSendTable extends Audit {
  id: string;
  anntId: string;
  userId: string;
  /** '0' unread, '1' read. */
  readFlag: string;
  readTime: NullableDateTime;
}

export interface SysSessionTable {
  id: string;
  /** sha256 hex of the token; the token itself is never stored. */
  tokenHash: string;
  userId: string;
  /** login, phone, shell, cas. */
  kind: string;
  createdAt: EpochMs;
  lastRenewedAt: EpochMs;
  expiresAt: EpochMs;
  revokedAt: NullableEpochMs;
  ip: string | null;
  userAgent: string | null;
}

export interface SysVerificationCodeTable {
  /** captcha or sms. */
  kind: string;
  /** sha256 of the captcha check key or the mobile number. */
  keyHash: string;
  /** sha256 of the lower-cased code and the key. */
  codeHash: string;
  expiresAt: EpochMs;
  attempts: Generated<number>;
  createdAt: EpochMs;
}

export interface SysLoginAttemptTable {
  username: string;
  failedCount: number;
  lastFailedAt: EpochMs;
  lockedUntil: NullableEpochMs;
}

/** One-use nonces of redeemed shell assertions (server/modules/auth/shell-assertion.ts), kept until expiry. */
export interface SysShellNonceTable {
  nonce: string;
  expiresAt: EpochMs;
}

/** A file of `/sys/common/upload`: who may read it back (server/modules/files/file-access.ts). */
export interface SysUploadFileTable {
  path: string;
  tenantId: number;
  /** `sys_user.id` of the uploader. */
  uploadedBy: string;
  /** The uploader's business partner when a supplier uploaded it. */
  partnerId: string | null;
  uploadedAt: EpochMs;
}

export interface SystemTables {
  sysTenant: SysTenantTable;
  sysUser: SysUserTable;
  sysRole: SysRoleTable;
  sysUserRole: SysUserRoleTable;
  sysDepart: SysDepartTable;
  sysUserDepart: SysUserDepartTable;
  sysPermission: SysPermissionTable;
  sysRolePermission: SysRolePermissionTable;
  sysDepartPermission: SysDepartPermissionTable;
  sysDepartRole: SysDepartRoleTable;
  sysDepartRoleUser: SysDepartRoleUserTable;
  sysDepartRolePermission: SysDepartRolePermissionTable;
  sysDict: SysDictTable;
  sysDictItem: SysDictItemTable;
  sysLog: SysLogTable;
  sysAnnouncement: SysAnnouncementTable;
  sysAnnouncementSend: SysAnnouncementSendTable;
  sysSession: SysSessionTable;
  sysVerificationCode: SysVerificationCodeTable;
  sysLoginAttempt: SysLoginAttemptTable;
  sysShellNonce: SysShellNonceTable;
  sysUploadFile: SysUploadFileTable;
}
