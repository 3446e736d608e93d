import { createHash } from 'node:crypto';
import type { Db } from '../../../db/database';
import type { SysPermissionTable } from '../../../db/system-tables';
import type { SysPermissionDataRuleTable } from '../system-admin-tables';

export type PermissionRow = Pick<
  SysPermissionTable,
  | 'id'
  | 'parentId'
  | 'name'
  | 'nameEn'
  | 'url'
  | 'component'
  | 'componentName'
  | 'redirect'
  | 'menuType'
  | 'perms'
  | 'permsType'
  | 'sortNo'
  | 'alwaysShow'
  | 'icon'
  | 'isRoute'
  | 'keepAlive'
  | 'hidden'
  | 'status'
  | 'internalOrExternal'
>;

/** What a user is granted: through roles and department roles (api-contract.md 3.1). */
export interface UserGrants {
  roleCodes: readonly string[];
  permissionIds: ReadonlySet<string>;
  /** Permission codes (comma lists split) of the granted rows; a rule's status only affects display. */
  codes: ReadonlySet<string>;
  /** Same value for the same set of granted rows: users with the same roles share derived values. */
  signature: string;
  /**
   * Data rule ids chosen on the user's grants of each menu (`data_rule_ids`), the union over every role
   * and department role granting it (JeecgBoot semantics, docs/decisions.md).
   */
  dataRuleIds: ReadonlyMap<string, readonly string[]>;
}

/** An active data rule of a menu (api-contract 3.5). */
export type DataRuleRow = Pick<
  SysPermissionDataRuleTable,
  'id' | 'permissionId' | 'ruleName' | 'ruleColumn' | 'ruleConditions' | 'ruleValue'
>;

const MAX_DERIVED = 500;

/**
 * In-memory copy of sys_permission and of each user's grants. Every write to permissions, roles,
 * grants or user-role links must call `invalidate` (all users) or `invalidateUser`.
 */
export class PermissionCache {
  private rows: Promise<PermissionRow[]> | null = null;
  private rules: Promise<ReadonlyMap<string, DataRuleRow>> | null = null;
  private readonly grants = new Map<string, Promise<UserGrants>>();
  private readonly derived = new Map<string, unknown>();

  constructor(private readonly db: Db) {}

  /** Every non-deleted permission row, ordered by sort_no. */
  allRows(): Promise<PermissionRow[]> {
    if (!this.rows) {
      this.rows = this.db
        .selectFrom('sysPermission')
        .select([
          'id',
          'parentId',
          'name',
          'nameEn',
          'url',
          'component',
          'componentName',
          'redirect',
          'menuType',
          'perms',
          'permsType',
          'sortNo',
          'alwaysShow',
          'icon',
          'isRoute',
          'keepAlive',
          'hidden',
          'status',
          'internalOrExternal',
        ])
        .where('delFlag', '=', 0)
        .orderBy('sortNo')
        .orderBy('id')
        .execute()
        .then((rows) => rows.map((r) => ({ ...r, sortNo: Number(r.sortNo) })));
      this.rows.catch(() => {
        this.rows = null;
      });
    }
    return this.rows;
  }

  /** Every active data rule by id; rule edits and grant saves call `invalidate`. */
  dataRules(): Promise<ReadonlyMap<string, DataRuleRow>> {
    if (!this.rules) {
      this.rules = this.db
        .selectFrom('sysPermissionDataRule')
        .select(['id', 'permissionId', 'ruleName', 'ruleColumn', 'ruleConditions', 'ruleValue'])
        .where('status', '=', '1')
        .execute()
        .then((rows) => new Map(rows.map((row) => [row.id, row])));
      this.rules.catch(() => {
        this.rules = null;
      });
    }
    return this.rules;
  }

  userGrants(userId: string): Promise<UserGrants> {
    let grants = this.grants.get(userId);
    if (!grants) {
      grants = this.loadGrants(userId);
      this.grants.set(userId, grants);
      grants.catch(() => this.grants.delete(userId));
    }
    return grants;
  }

  /**
   * A value computed from a set of grants (key it by `UserGrants.signature`: the menu per locale, ...),
   * cached until the next `invalidate`.
   */
  async derive<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.derived.has(key)) return this.derived.get(key) as T;
    const value = await compute();
    if (this.derived.size >= MAX_DERIVED) this.derived.clear();
    this.derived.set(key, value);
    return value;
  }

  invalidate(): void {
    this.rows = null;
    this.rules = null;
    this.grants.clear();
    this.derived.clear();
  }

  /** After a change of one user's roles or department roles. */
  invalidateUser(userId: string): void {
    this.grants.delete(userId);
  }

  private async loadGrants(userId: string): Promise<UserGrants> {
    const [roles, viaRoles, viaDepartRoles, rows] = await Promise.all([
      this.db
        .selectFrom('sysUserRole as ur')
        .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
        .select('r.roleCode')
        .where('ur.userId', '=', userId)
        .execute(),
      this.db
        .selectFrom('sysUserRole as ur')
        .innerJoin('sysRolePermission as rp', 'rp.roleId', 'ur.roleId')
        .select(['rp.permissionId', 'rp.dataRuleIds'])
        .where('ur.userId', '=', userId)
        .execute(),
      this.db
        .selectFrom('sysDepartRoleUser as du')
        .innerJoin('sysDepartRolePermission as dp', 'dp.roleId', 'du.droleId')
        .select(['dp.permissionId', 'dp.dataRuleIds'])
        .where('du.userId', '=', userId)
        .execute(),
      this.allRows(),
    ]);
    const viaGrants = [...viaRoles, ...viaDepartRoles];
    const permissionIds = new Set(viaGrants.map((r) => r.permissionId));
    const dataRuleIds = new Map<string, string[]>();
    for (const grant of viaGrants) {
      const chosen = (grant.dataRuleIds ?? '').split(',').filter((id) => id !== '');
      if (chosen.length === 0) continue;
      const known = dataRuleIds.get(grant.permissionId) ?? [];
      dataRuleIds.set(grant.permissionId, [...new Set([...known, ...chosen])]);
    }
    const codes = new Set<string>();
    for (const row of rows) {
      if (!permissionIds.has(row.id) || !row.perms) continue;
      for (const code of row.perms.split(',')) if (code.trim() !== '') codes.add(code.trim());
    }
    const signature = createHash('sha1')
      .update([...permissionIds].sort().join(','))
      .digest('hex');
    return {
      roleCodes: roles.map((r) => r.roleCode).sort(),
      permissionIds,
      codes,
      signature,
      dataRuleIds,
    };
  }
}
