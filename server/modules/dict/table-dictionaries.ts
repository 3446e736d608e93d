import type { Kysely } from 'kysely';
import type { Locale } from '../../../src/domain/i18n-text';
import { MOVEMENT_TYPE_DICT, movementTypeDict } from '../../../src/domain/warehouse/command';
import { commandKinds } from '../../../src/domain/warehouse/command-kinds';
import { movementTypesFor } from '../../../src/domain/warehouse/movement-types';
import type { Db } from '../../db/database';
import type { EntityTables } from '../../entity/entity-filters';
import '../warehouse/warehouse-tables';

export interface TableDictOption {
  value: string;
  text: string;
}

/**
 * One table dictionary. The key of the registry is the exact `table,text,code[,filter]` string the
 * menus and forms use; nothing of that string ever reaches SQL (api-contract.md 5.3, 11).
 */
export interface TableDictionary {
  /** The options; cached per locale and tenant for a short while, so they may depend on nothing else. */
  load(db: Db, scope: { locale: Locale; tenantId: number }): Promise<TableDictOption[]>;
  /** Supplier users may read it (default no: staff names, departments, roles are internal). */
  supplierVisible?: boolean;
  /** Permission code needed to read it, when it is not for every logged-in user. */
  permission?: string;
}

const activeUsers = (db: Db) => db.selectFrom('sysUser').where('delFlag', '=', 0).orderBy('username');

/**
 * The tenant's live movement types by name in the session language (domain.md 5), optionally only the
 * given codes: a command kind's own list comes from the domain rules, never from a second list.
 */
function movementTypeDictionary(codes?: readonly string[]): TableDictionary {
  return {
    load: async (db, { locale, tenantId }) => {
      let query = db
        .selectFrom('mdmMovementType')
        .select(['code', 'nameZh', 'nameEn'])
        .where('tenantId', '=', tenantId)
        .where('delFlag', '=', 0);
      if (codes) query = query.where('code', 'in', codes);
      const rows = await query.orderBy('sort').orderBy('code').execute();
      return rows.map((r) => ({ value: r.code, text: (locale === 'en_US' && r.nameEn) || r.nameZh }));
    },
  };
}

const movementTypeDictionaries: Record<string, TableDictionary> = Object.fromEntries([
  [MOVEMENT_TYPE_DICT, movementTypeDictionary()],
  ...commandKinds.map((kind) => [
    movementTypeDict(kind.type),
    movementTypeDictionary(movementTypesFor(kind.type).map((type) => type.code)),
  ]),
]);

/** The registry. An area that needs a table dictionary adds its entry here. */
export const tableDictionaries: Record<string, TableDictionary> = {
  'sys_user,realname,username': {
    load: async (db) =>
      (await activeUsers(db).select(['username as value', 'realname']).execute()).map((r) => ({
        value: r.value,
        text: r.realname ?? r.value,
      })),
  },
  'sys_user,realname,id': {
    load: async (db) =>
      (await activeUsers(db).select(['id as value', 'realname', 'username']).execute()).map((r) => ({
        value: r.value,
        text: r.realname ?? r.username,
      })),
  },
  'sys_depart,depart_name,id': {
    load: async (db, { locale }) =>
      (
        await db
          .selectFrom('sysDepart')
          .select(['id as value', 'departName', 'departNameEn'])
          .where('delFlag', '=', '0')
          .orderBy('orgCode')
          .execute()
      ).map((r) => ({ value: r.value, text: (locale === 'en_US' && r.departNameEn) || r.departName })),
  },
  'sys_depart,depart_name,org_code': {
    load: async (db, { locale }) =>
      (
        await db
          .selectFrom('sysDepart')
          .select(['orgCode as value', 'departName', 'departNameEn'])
          .where('delFlag', '=', '0')
          .orderBy('orgCode')
          .execute()
      ).map((r) => ({ value: r.value, text: (locale === 'en_US' && r.departNameEn) || r.departName })),
  },
  'sys_role,role_name,role_code': {
    load: async (db) =>
      (
        await db
          .selectFrom('sysRole')
          .select(['roleCode as value', 'roleName as text'])
          .orderBy('roleCode')
          .execute()
      ).map((r) => ({ value: r.value, text: r.text })),
  },
  'sys_role,role_name,id': {
    load: async (db) =>
      (
        await db
          .selectFrom('sysRole')
          .select(['id as value', 'roleName as text'])
          .orderBy('roleCode')
          .execute()
      ).map((r) => ({ value: r.value, text: r.text })),
  },
  'sys_tenant,name,id': {
    load: async (db) =>
      (await db.selectFrom('sysTenant').select(['id', 'name']).orderBy('id').execute()).map((r) => ({
        value: String(r.id),
        text: r.name,
      })),
  },
  ...movementTypeDictionaries,
  // The category dictionary (JTreeSelect of the category form and pages built on it), the tenant's own.
  'sys_category,name,id': {
    load: async (db, { tenantId }) =>
      (
        await (db as unknown as Kysely<EntityTables>)
          .selectFrom('sys_category')
          .select(['id', 'name'])
          .where('tenantId', '=', tenantId)
          .orderBy('code')
          .execute()
      ).map((r) => ({ value: String(r.id), text: String(r.name) })),
  },
};
