import type { NullableDateTime } from '../../../../db/system-tables';

/** `sys_user_facility` (domain.md 3.2, migration 0033): the facilities an internal user works in. */
export interface SysUserFacilityTable {
  id: string;
  userId: string;
  facilityId: string;
  isDefault: number;
  createBy: string | null;
  createTime: NullableDateTime;
}

declare module '../../../../db/database' {
  interface Database {
    sysUserFacility: SysUserFacilityTable;
  }
}
