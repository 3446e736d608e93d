import { PASSWORD_MIN_LENGTH } from '../../../../src/domain/system/session';
import type { AppContext } from '../../../context';
import { newId } from '../../../db/ids';
import { AppError } from '../../../http/app-error';
import type { SessionUser } from '../../../http/session-user';
import type { UserBody } from './user-schemas';

/** The reads and writes the user handlers share. */

const USER_TYPES = new Set(['internal', 'supplier', 'engineer', 'integration']);
export const FROZEN = 2;
export const NORMAL = 1;

export function blank(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function intOrNull(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
}

/** The columns a body sets; absent fields stay as they are on edit. */
export function userColumns(body: UserBody) {
  const columns: Record<string, unknown> = {};
  const set = (name: keyof UserBody, value: unknown) => {
    if (body[name] !== undefined) columns[name] = value;
  };
  set('realname', blank(body.realname));
  set('workNo', blank(body.workNo));
  set('sex', intOrNull(body.sex));
  set('birthday', blank(body.birthday));
  set('phone', blank(body.phone));
  set('email', blank(body.email));
  set('telephone', blank(body.telephone));
  set('avatar', blank(body.avatar));
  set('post', blank(body.post));
  set('userIdentity', intOrNull(body.userIdentity));
  set('departIds', blank(body.departIds));
  if (body.userType !== undefined && body.userType !== null) {
    if (!USER_TYPES.has(body.userType)) throw new AppError('entity.invalid', { detail: 'userType' });
    columns.userType = body.userType;
  }
  set('partnerId', blank(body.partnerId));
  if (body.relTenantIds !== undefined) {
    const ids = (body.relTenantIds ?? '').split(',').filter((id) => /^\d{1,9}$/.test(id.trim()));
    columns.relTenantIds = ids.length > 0 ? ids.join(',') : null;
  }
  return columns;
}

export async function checkLinks(ctx: AppContext, roleIds: string[], departIds: string[]): Promise<void> {
  if (roleIds.length > 0) {
    const found = new Set(
      (await ctx.db.selectFrom('sysRole').select('id').where('id', 'in', roleIds).execute()).map((r) => r.id),
    );
    const missing = roleIds.find((id) => !found.has(id));
    if (missing) throw new AppError('user.unknownRole', { id: missing });
  }
  if (departIds.length > 0) {
    const found = new Set(
      (
        await ctx.db
          .selectFrom('sysDepart')
          .select('id')
          .where('id', 'in', departIds)
          .where('delFlag', '=', '0')
          .execute()
      ).map((d) => d.id),
    );
    const missing = departIds.find((id) => !found.has(id));
    if (missing) throw new AppError('user.unknownDepart', { id: missing });
  }
}

/** Replaces a user's roles and departments (api-contract 4.1 add/edit: selectedroles, selecteddeparts). */
export async function replaceLinks(
  ctx: AppContext,
  userId: string,
  roleIds: string[] | null,
  departIds: string[] | null,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (roleIds) {
      await trx.deleteFrom('sysUserRole').where('userId', '=', userId).execute();
      if (roleIds.length > 0) {
        await trx
          .insertInto('sysUserRole')
          .values(roleIds.map((roleId) => ({ id: newId(), userId, roleId })))
          .execute();
      }
    }
    if (departIds) {
      await trx.deleteFrom('sysUserDepart').where('userId', '=', userId).execute();
      if (departIds.length > 0) {
        await trx
          .insertInto('sysUserDepart')
          .values(departIds.map((depId) => ({ id: newId(), userId, depId })))
          .execute();
      }
    }
  });
  ctx.permissions.invalidateUser(userId);
  ctx.sessions.forgetUser(userId);
}

export async function firstOrgCode(ctx: AppContext, departIds: string[]): Promise<string | null> {
  if (departIds.length === 0) return null;
  const row = await ctx.db
    .selectFrom('sysDepart')
    .select('orgCode')
    .where('id', 'in', departIds)
    .orderBy('orgCode')
    .executeTakeFirst();
  return row?.orgCode ?? null;
}

export async function liveUser(ctx: AppContext, id: string) {
  const user = id
    ? await ctx.db
        .selectFrom('sysUser')
        .selectAll()
        .where('id', '=', id)
        .where('delFlag', '=', 0)
        .executeTakeFirst()
    : undefined;
  if (!user) throw new AppError('user.notFound');
  return user;
}

export function checkPassword(password: string | undefined): string {
  if (!password) throw new AppError('user.passwordRequired');
  if ([...password].length < PASSWORD_MIN_LENGTH)
    throw new AppError('password.tooShort', { min: PASSWORD_MIN_LENGTH });
  return password;
}

export function notSelf(user: SessionUser, ids: readonly string[]): void {
  if (ids.includes(user.id)) throw new AppError('user.notSelf');
}
