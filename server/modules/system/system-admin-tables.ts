import type { ColumnType } from 'kysely';
import type { NullableDateTime } from '../../db/system-tables';

/**
 * Row types of the tables of migration 0020 that the system modules query by hand (the engine tables
 * are reached through their descriptors), in the camelCase of the CamelCasePlugin.
 */
export interface SysPermissionDataRuleTable {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string | null;
  ruleConditions: string;
  ruleValue: string;
  status: string;
  createBy: string | null;
  createTime: NullableDateTime;
  updateBy: string | null;
  updateTime: NullableDateTime;
}

export interface SysMessageTable {
  id: string;
  tenantId: number;
  templateCode: string | null;
  /** template_type: 1 SMS, 2 e-mail, 3 WeChat, 4 system message. */
  msgType: string;
  title: string | null;
  receiver: string;
  content: string;
  /** 0 pending, 1 sent, 2 failed, -1 given up (api-contract 8.11). */
  sendStatus: number;
  sendNum: number;
  sendTime: NullableDateTime;
  result: string | null;
  createBy: string | null;
  createTime: ColumnType<Date | string, string, string>;
}

export interface SysQuartzJobTable {
  id: string;
  tenantId: number;
  version: number;
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
  description: string | null;
  status: string;
  nextRunTime: NullableDateTime;
  lastRunTime: NullableDateTime;
  lastRunStatus: string | null;
  lastRunMessage: string | null;
  lastRunMs: number | null;
  lastFireAt: NullableDateTime;
  createBy: string | null;
  createTime: NullableDateTime;
  updateBy: string | null;
  updateTime: NullableDateTime;
}

export interface SysOssFileTable {
  id: string;
  tenantId: number;
  version: number;
  fileName: string;
  url: string;
  size: number | null;
  contentType: string | null;
  storage: string | null;
  bizType: string | null;
  bizId: string | null;
  createBy: string | null;
  createTime: NullableDateTime;
  updateBy: string | null;
  updateTime: NullableDateTime;
}

export interface SysPrintTemplateTable {
  id: string;
  tenantId: number;
  version: number;
  code: string;
  name: string;
  bizType: string | null;
  widthMm: number;
  heightMm: number;
  content: string | null;
  remark: string | null;
  createBy: string | null;
  createTime: NullableDateTime;
  updateBy: string | null;
  updateTime: NullableDateTime;
}

export interface SysMessageTemplateTable {
  id: string;
  tenantId: number;
  version: number;
  templateCode: string;
  templateName: string;
  templateType: string;
  templateContent: string;
  templateTestJson: string | null;
}

export interface SysDataSourceTable {
  id: string;
  tenantId: number;
  code: string;
  name: string;
  dbType: string;
  dbUrl: string;
  dbPassword: string | null;
}

export interface WmsStockAgeSnapshotTable {
  id: string;
  tenantId: number;
  snapshotDay: string;
  facilityId: string;
  ageBucket: string;
  onhandQty: ColumnType<number | string, number, number>;
  balanceRows: number;
  createTime: ColumnType<Date | string, string, string>;
}

export interface SystemAdminTables {
  sysPermissionDataRule: SysPermissionDataRuleTable;
  sysMessage: SysMessageTable;
  sysQuartzJob: SysQuartzJobTable;
  sysOssFile: SysOssFileTable;
  sysPrintTemplate: SysPrintTemplateTable;
  sysMessageTemplate: SysMessageTemplateTable;
  sysDataSource: SysDataSourceTable;
  wmsStockAgeSnapshot: WmsStockAgeSnapshotTable;
}

declare module '../../db/database' {
  interface Database extends SystemAdminTables {}
}
