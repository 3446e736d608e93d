import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import { formatDateTime } from '../../../db/datetime';
import type { SysDepartTable } from '../../../db/system-tables';

/** A department as the contract serialises it (api-contract.md 4.6). */
export function toDepart(row: Selectable<SysDepartTable>) {
  return {
    id: row.id,
    parentId: row.parentId ?? '',
    departName: row.departName,
    departNameEn: row.departNameEn,
    departNameAbbr: row.departNameAbbr,
    departOrder: row.departOrder,
    description: row.description,
    orgCategory: row.orgCategory,
    orgType: row.orgType,
    orgCode: row.orgCode,
    mobile: row.mobile,
    fax: row.fax,
    address: row.address,
    memo: row.memo,
    status: row.status,
    delFlag: row.delFlag,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
  };
}

export type DepartView = ReturnType<typeof toDepart>;

/** The departments a user belongs to, by org code. */
export async function userDeparts(db: Db, userId: string): Promise<DepartView[]> {
  const rows = await db
    .selectFrom('sysUserDepart as ud')
    .innerJoin('sysDepart as d', 'd.id', 'ud.depId')
    .selectAll('d')
    .where('ud.userId', '=', userId)
    .where('d.delFlag', '=', '0')
    .orderBy('d.orgCode')
    .execute();
  return rows.map(toDepart);
}
