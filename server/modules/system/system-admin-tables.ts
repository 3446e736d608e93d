import type { ColumnType } from 'kysely';
import type { dataSource } from '../../../src/domain/system/entities/data-source';
import type { messageTemplate } from '../../../src/domain/system/entities/message-template';
import type { ossFile } from '../../../src/domain/system/entities/oss-file';
import type { printTemplate } from '../../../src/domain/system/entities/print-template';
import type { quartzJob } from '../../../src/domain/system/entities/quartz-job';
import type { TableOf } from '../../db/entity-row-types';
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

export type SysQuartzJobTable = TableOf<typeof quartzJob>;

export type SysOssFileTable = TableOf<typeof ossFile>;

export type SysPrintTemplateTable = TableOf<typeof printTemplate>;

export type SysMessageTemplateTable = TableOf<typeof messageTemplate>;

export type SysDataSourceTable = TableOf<typeof dataSource>;

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
