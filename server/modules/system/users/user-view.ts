import type { Locale } from '../../../../src/domain/i18n-text';
import { sysUser } from '../../../../src/domain/system/entities/sys-user';
import type { AppContext } from '../../../context';
import { toWire } from '../../../entity/entity-rows';
import { withDictText } from '../../../entity/entity-texts';
import { toUserInfo, type UserRow } from '../../auth/user-info';

export type EntityRow = Record<string, unknown>;

/**
 * Users as the user page lists them (api-contract 4.1): the userInfo fields, the `_dictText` siblings,
 * `orgCodeTxt` (department names), and `selectedroles` / `selecteddeparts` for the edit form.
 */
export async function withUserTexts(
  ctx: AppContext,
  rows: readonly EntityRow[],
  locale: Locale,
): Promise<EntityRow[]> {
  const ids = rows.map((row) => String(row.id));
  if (ids.length === 0) return [];
  const [roles, departs] = await Promise.all([
    ctx.db.selectFrom('sysUserRole').select(['userId', 'roleId']).where('userId', 'in', ids).execute(),
    ctx.db
      .selectFrom('sysUserDepart as ud')
      .innerJoin('sysDepart as d', 'd.id', 'ud.depId')
      .select(['ud.userId', 'd.id', 'd.departName', 'd.departNameEn', 'd.orgCode'])
      .where('ud.userId', 'in', ids)
      .orderBy('d.orgCode')
      .execute(),
  ]);
  const wire = rows.map((row) => {
    const info = toUserInfo(row as unknown as UserRow);
    const mine = departs.filter((d) => d.userId === row.id);
    return {
      ...info,
      ...toWire(sysUser, row),
      sex: info.sex === null ? null : String(info.sex),
      status: String(info.status),
      orgCodeTxt: mine.map((d) => (locale === 'en_US' && d.departNameEn) || d.departName).join(',') || null,
      selectedroles: roles
        .filter((r) => r.userId === row.id)
        .map((r) => r.roleId)
        .join(','),
      selecteddeparts: mine.map((d) => d.id).join(','),
    };
  });
  return withDictText(ctx, sysUser, wire, locale, 0);
}
