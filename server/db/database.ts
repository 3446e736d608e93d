import type { Kysely } from 'kysely';
import type { SystemTables } from './system-tables';

/**
 * The typed database: every table of every area, keyed by camelCase table name
 * (CamelCasePlugin maps `sysUser` <-> `sys_user`). An area adds its tables by augmentation:
 *
 * ```ts
 * declare module '../../db/database' { interface Database extends WarehouseTables {} }
 * ```
 */
export interface Database extends SystemTables {}

export type Db = Kysely<Database>;

export type Engine = 'sqlite' | 'postgres';
