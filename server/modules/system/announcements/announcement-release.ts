import type { AppContext } from '../../../context';
import type { Db } from '../../../db/database';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import type { SessionUser } from '../../../http/session-user';
import { userTenantIds } from '../tenants/tenant-cache';

const PUBLISHED = '1';
const REVOKED = '2';
const SYSTEM_MESSAGE = '2';

/** Live users of a tenant (rel_tenant_ids), the audience of an ALL notice. */
async function tenantUserIds(ctx: AppContext, tenantId: number): Promise<string[]> {
  const users = await ctx.db
    .selectFrom('sysUser')
    .select(['id', 'relTenantIds'])
    .where('delFlag', '=', 0)
    .where('status', '=', 1)
    .execute();
  return users.filter((user) => userTenantIds(user.relTenantIds).includes(tenantId)).map((user) => user.id);
}

/** The user ids of a USER notice: the contract's comma list with a trailing comma. */
export function recipientIds(userIds: string | null): string[] {
  return [
    ...new Set(
      (userIds ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => /^[0-9A-Za-z]{1,32}$/.test(id)),
    ),
  ];
}

async function addSendRows(
  db: Db,
  now: number,
  anntId: string,
  userIds: string[],
  by: string,
): Promise<void> {
  if (userIds.length === 0) return;
  const at = toDbDateTime(now);
  for (let i = 0; i < userIds.length; i += 200) {
    await db
      .insertInto('sysAnnouncementSend')
      .values(
        userIds.slice(i, i + 200).map((userId) => ({
          id: newId(),
          anntId,
          userId,
          readFlag: '0',
          readTime: null,
          createBy: by,
          createTime: at,
          updateBy: null,
          updateTime: null,
        })),
      )
      .onConflict((oc) => oc.columns(['anntId', 'userId']).doNothing())
      .execute();
  }
}

/**
 * Publishes an announcement (api-contract 6.2 doReleaseData): status 1, send time, sender; a USER
 * notice gets its recipients' unread rows; every addressed user connected to any node is told at once
 * over the websocket (`topic` for everybody, `user` for chosen users), only within the notice's tenant.
 * Returns false when there is no such announcement in the tenant.
 */
export async function releaseAnnouncement(ctx: AppContext, id: string, user: SessionUser): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('sysAnnouncement')
    .select(['id', 'titile', 'msgType', 'userIds', 'tenantId'])
    .where('id', '=', id)
    .where('tenantId', '=', user.tenantId)
    .where('delFlag', '=', '0')
    .executeTakeFirst();
  if (!row) return false;
  const now = toDbDateTime(ctx.clock.now());
  await ctx.db
    .updateTable('sysAnnouncement')
    .set({
      sendStatus: PUBLISHED,
      sendTime: now,
      sender: user.username,
      updateBy: user.username,
      updateTime: now,
    })
    .where('id', '=', id)
    .execute();
  const everybody = row.msgType !== 'USER';
  const audience = everybody ? await tenantUserIds(ctx, row.tenantId) : recipientIds(row.userIds);
  if (!everybody) await addSendRows(ctx.db, ctx.clock.now(), id, audience, user.username);
  const message = { cmd: everybody ? 'topic' : 'user', msgId: id, msgTxt: row.titile } as const;
  await Promise.all(audience.map((userId) => ctx.hub.sendToUser(userId, { ...message, userId })));
  return true;
}

/** api-contract 6.2 doReovkeData: status 2 and the cancel time; the notice leaves every bell. */
export async function revokeAnnouncement(ctx: AppContext, id: string, user: SessionUser): Promise<boolean> {
  const now = toDbDateTime(ctx.clock.now());
  const result = await ctx.db
    .updateTable('sysAnnouncement')
    .set({ sendStatus: REVOKED, cancelTime: now, updateBy: user.username, updateTime: now })
    .where('id', '=', id)
    .where('tenantId', '=', user.tenantId)
    .where('delFlag', '=', '0')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A system message (message templates, jobs) to users by account name: a published personal system
 * announcement, pushed like a released one. Returns how many users it reached.
 */
export async function deliverSystemMessage(
  ctx: AppContext,
  message: { tenantId: number; title: string; content: string; usernames: string[] },
): Promise<number> {
  if (message.usernames.length === 0) return 0;
  const users = await ctx.db
    .selectFrom('sysUser')
    .select('id')
    .where('username', 'in', message.usernames)
    .where('delFlag', '=', 0)
    .execute();
  if (users.length === 0) return 0;
  const id = await storeSystemMessage(ctx.db, ctx.clock.now(), {
    ...message,
    userIds: users.map((user) => user.id),
  });
  await pushSystemMessage(ctx, id);
  return users.length;
}

export interface SystemMessage {
  tenantId: number;
  title: string;
  content: string;
  userIds: string[];
  /** The record the message is about (`bus_type`, `bus_id`) and the page the notice opens. */
  about?: { busType: string; busId: string; openPage: string };
}

/**
 * Stores a published personal system announcement and its recipients' unread rows, in the caller's
 * transaction when it passes one (a document action's notice commits or rolls back with the action).
 * Push it with `pushSystemMessage` once committed. Returns its id.
 */
export async function storeSystemMessage(db: Db, now: number, message: SystemMessage): Promise<string> {
  const id = newId();
  const at = toDbDateTime(now);
  await db
    .insertInto('sysAnnouncement')
    .values({
      id,
      tenantId: message.tenantId,
      titile: message.title.slice(0, 100),
      msgContent: message.content,
      startTime: null,
      endTime: null,
      sender: 'system',
      priority: 'L',
      msgCategory: SYSTEM_MESSAGE,
      msgType: 'USER',
      sendStatus: PUBLISHED,
      sendTime: at,
      cancelTime: null,
      delFlag: '0',
      busType: message.about?.busType ?? 'message',
      busId: message.about?.busId ?? null,
      openType: message.about ? 'url' : null,
      openPage: message.about?.openPage ?? null,
      userIds: `${message.userIds.join(',')},`,
      msgAbstract: null,
      createBy: 'system',
      createTime: at,
      updateBy: null,
      updateTime: null,
    })
    .execute();
  await addSendRows(db, now, id, message.userIds, 'system');
  return id;
}

/** Tells the recipients of a stored system message over the websocket, each on any node. */
export async function pushSystemMessage(ctx: AppContext, id: string): Promise<void> {
  const notice = await ctx.db
    .selectFrom('sysAnnouncement')
    .select('titile')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!notice) return;
  const recipients = await ctx.db
    .selectFrom('sysAnnouncementSend')
    .select('userId')
    .where('anntId', '=', id)
    .execute();
  await Promise.all(
    recipients.map(({ userId }) =>
      ctx.hub.sendToUser(userId, { cmd: 'user', msgId: id, msgTxt: notice.titile, userId }),
    ),
  );
}

/**
 * JeecgBoot's `syncNotic`: tells a published announcement's audience again (their bells reload it);
 * without an id, every user of the tenant is told to reload (after "read all"). Returns false when the
 * id names no published announcement of the tenant.
 */
export async function syncAnnouncement(
  ctx: AppContext,
  id: string | null,
  tenantId: number,
): Promise<boolean> {
  if (id === null) {
    const users = await tenantUserIds(ctx, tenantId);
    await Promise.all(
      users.map((userId) => ctx.hub.sendToUser(userId, { cmd: 'topic', msgTxt: '', userId })),
    );
    return true;
  }
  const row = await ctx.db
    .selectFrom('sysAnnouncement')
    .select(['id', 'titile', 'msgType', 'userIds'])
    .where('id', '=', id)
    .where('tenantId', '=', tenantId)
    .where('delFlag', '=', '0')
    .where('sendStatus', '=', PUBLISHED)
    .executeTakeFirst();
  if (!row) return false;
  const everybody = row.msgType !== 'USER';
  const audience = everybody ? await tenantUserIds(ctx, tenantId) : recipientIds(row.userIds);
  const message = { cmd: everybody ? 'topic' : 'user', msgId: id, msgTxt: row.titile } as const;
  await Promise.all(audience.map((userId) => ctx.hub.sendToUser(userId, { ...message, userId })));
  return true;
}

/** A new draft announcement to everybody, as the add form and the import start it (api-contract 6.1). */
export function draftAnnouncement(id: string, tenantId: number, username: string, now: string) {
  return {
    id,
    tenantId,
    titile: '',
    msgContent: null,
    startTime: null,
    endTime: null,
    sender: null,
    priority: 'L',
    msgCategory: '1',
    msgType: 'ALL',
    // 0 draft, 1 published, 2 revoked.
    sendStatus: '0',
    sendTime: null,
    cancelTime: null,
    delFlag: '0',
    busType: null,
    busId: null,
    openType: null,
    openPage: null,
    userIds: null,
    msgAbstract: null,
    createBy: username,
    createTime: now,
    updateBy: null,
    updateTime: null,
  };
}
