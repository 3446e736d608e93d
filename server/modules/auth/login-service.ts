import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../src/domain/i18n-text';
import { DEFAULT_TENANT_ID, LOGIN_LOCK_MS } from '../../../src/domain/system/session';
import type { AppContext } from '../../context';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { type DepartView, userDeparts } from '../system/departs/depart-view';
import { userTenantIds } from '../system/tenants/tenant-cache';
import { dummyPasswordHash, verifyPassword } from './password-hash';
import type { SessionKind } from './session-service';
import { checkShellSessionAllowed } from './shell-guard';
import { toUserInfo, type UserRow } from './user-info';

function requestMeta(request: FastifyRequest) {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : null };
}

/**
 * A login log row (api-contract.md 2.2: log_type 1; wrong passwords are not logged, other refusals are).
 * It belongs to the user's first tenant (a login picks no tenant yet), so each tenant's log and login
 * figures count its own users; an unknown name goes to the default tenant.
 */
export async function writeLoginLog(
  ctx: AppContext,
  request: FastifyRequest,
  entry: { username: string; realname?: string | null; relTenantIds?: string | null; content: string },
): Promise<void> {
  await ctx.db
    .insertInto('sysLog')
    .values({
      id: newId(),
      tenantId: entry.relTenantIds === undefined ? DEFAULT_TENANT_ID : userTenantIds(entry.relTenantIds)[0]!,
      logType: 1,
      logContent: entry.content.slice(0, 1000),
      operateType: null,
      userid: entry.username.slice(0, 32),
      username: entry.realname ?? null,
      ip: request.ip,
      method: null,
      requestUrl: request.url.split('?')[0]?.slice(0, 255) ?? null,
      requestParam: null,
      requestType: request.method,
      costTime: null,
      createBy: entry.username.slice(0, 32),
      createTime: toDbDateTime(ctx.clock.now()),
    })
    .execute();
}

export async function findUser(ctx: AppContext, by: { username: string } | { phone: string }) {
  let query = ctx.db.selectFrom('sysUser').selectAll();
  query =
    'username' in by
      ? query.where('username', '=', by.username)
      : query.where('phone', '=', by.phone).where('delFlag', '=', 0);
  return query.orderBy('createTime').executeTakeFirst();
}

/** api-contract.md 2.2 step 1: a missing captcha is `验证码无效`, an unknown or wrong one `验证码错误`. */
export async function checkCaptcha(
  ctx: AppContext,
  captcha: string | undefined,
  checkKey: string | undefined,
) {
  if (!ctx.config.captcha) return;
  if (!captcha || checkKey === undefined || checkKey === '') throw new AppError('auth.captchaMissing');
  const outcome = await ctx.codes.consume('captcha', checkKey, captcha);
  if (outcome !== 'ok') throw new AppError('auth.captchaWrong');
}

/** Refuses deleted and frozen users, and users whose every tenant is frozen (api-contract.md 2.2). */
async function checkUsable(ctx: AppContext, request: FastifyRequest, user: UserRow): Promise<void> {
  if (user.delFlag === 1) {
    await writeLoginLog(ctx, request, {
      username: user.username,
      realname: user.realname,
      relTenantIds: user.relTenantIds,
      content: `用户名: ${user.username},该用户已注销！`,
    });
    throw new AppError('auth.userDeleted');
  }
  if (user.status === 2) {
    await writeLoginLog(ctx, request, {
      username: user.username,
      realname: user.realname,
      relTenantIds: user.relTenantIds,
      content: `用户名: ${user.username},该用户已冻结！`,
    });
    throw new AppError('auth.userFrozen');
  }
  if ((await ctx.tenants.active(userTenantIds(user.relTenantIds))).length === 0) {
    throw new AppError('auth.tenantsFrozen');
  }
}

function lockedError(msLeft: number): AppError {
  return new AppError('auth.accountLocked', { minutes: Math.ceil(msLeft / 60_000) });
}

/**
 * Username and password check with the lockout per account and address. An unknown account, the shell
 * account (it logs in with assertions only) and a wrong password get the same answer after the same
 * scrypt work (issue 16); deleted, frozen and tenant-less users are told so only with the right password.
 */
export async function authenticatePassword(
  ctx: AppContext,
  request: FastifyRequest,
  username: string,
  password: string,
): Promise<UserRow> {
  const locked = await ctx.loginAttempts.lockedFor(username, request.ip);
  if (locked > 0) throw lockedError(locked);
  const found = await findUser(ctx, { username });
  const user = found && found.username !== ctx.config.shell?.username ? found : null;
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !matches) {
    await writeLoginLog(ctx, request, {
      username,
      relTenantIds: user?.relTenantIds,
      content: `用户名: ${username},用户名或密码错误！`,
    });
    if (await ctx.loginAttempts.recordFailure(username, request.ip)) throw lockedError(LOGIN_LOCK_MS);
    throw new AppError('auth.wrongPassword');
  }
  await checkUsable(ctx, request, user);
  await ctx.loginAttempts.reset(username, request.ip);
  return user;
}

/** The same checks for logins that proved identity otherwise (SMS code, CAS ticket). */
export async function checkUserMayLogIn(
  ctx: AppContext,
  request: FastifyRequest,
  user: UserRow,
): Promise<void> {
  const locked = await ctx.loginAttempts.lockedFor(user.username, request.ip);
  if (locked > 0) throw lockedError(locked);
  await checkUsable(ctx, request, user);
}

export async function openSession(
  ctx: AppContext,
  request: FastifyRequest,
  user: UserRow,
  kind: SessionKind,
) {
  if (user.username === ctx.config.shell?.username) checkShellSessionAllowed(ctx, request, kind === 'shell');
  const session = await ctx.sessions.create(user.id, kind, requestMeta(request));
  await writeLoginLog(ctx, request, {
    username: user.username,
    realname: user.realname,
    relTenantIds: user.relTenantIds,
    content: `用户名: ${user.username},登录成功！`,
  });
  return session;
}

/**
 * Departments and current department after a login (api-contract.md 2.2): one department becomes the
 * current one; with several, the first when none is set (the client then shows the picker).
 */
export async function loginDeparts(
  ctx: AppContext,
  user: UserRow,
): Promise<{ user: UserRow; departs: DepartView[]; multiDepart: 0 | 1 | 2 }> {
  const departs = await userDeparts(ctx.db, user.id);
  const first = departs[0];
  if (!first) return { user, departs, multiDepart: 0 };
  const multiDepart = departs.length === 1 ? 1 : 2;
  const keep = multiDepart === 2 && departs.some((d) => d.orgCode === user.orgCode);
  if (!keep && user.orgCode !== first.orgCode) {
    await ctx.db.updateTable('sysUser').set({ orgCode: first.orgCode }).where('id', '=', user.id).execute();
    ctx.sessions.forgetUser(user.id);
    return { user: { ...user, orgCode: first.orgCode }, departs, multiDepart };
  }
  return { user, departs, multiDepart };
}

/** The full login answer of `/sys/login` and `/sys/phoneLogin` (api-contract.md 2.2). */
export async function loginResult(ctx: AppContext, user: UserRow, token: string, locale: Locale) {
  const { user: current, departs, multiDepart } = await loginDeparts(ctx, user);
  const [sysAllDictItems, tenantList] = await Promise.all([
    ctx.dictionaries.allEnabled(locale),
    ctx.tenants.active(userTenantIds(current.relTenantIds)),
  ]);
  return {
    token,
    userInfo: toUserInfo(current),
    departs,
    multi_depart: multiDepart,
    sysAllDictItems,
    tenantList,
  };
}
