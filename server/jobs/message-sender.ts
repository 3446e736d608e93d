import type { AppContext } from '../context';
import { toDbDateTime } from '../db/datetime';
import { deliverSystemMessage } from '../modules/system/announcements/announcement-release';
import type { JobOutcome } from './job-kinds';

const BATCH = 100;
/** api-contract 8.11: a message is tried at most five times, then given up (-1). */
export const MAX_SEND_TRIES = 5;
const SYSTEM_MESSAGE = '4';

/**
 * Sends what `/sys/message/sysMessageTemplate/sendMsg` queued. System messages (type 4) become personal
 * system announcements pushed over the websocket; SMS, e-mail and WeChat need a gateway this server
 * does not have, so they fail with that reason and stay visible in the queue.
 */
export async function sendQueuedMessages(ctx: AppContext): Promise<JobOutcome> {
  const pending = await ctx.db
    .selectFrom('sysMessage')
    .selectAll()
    .where('sendStatus', 'in', [0, 2])
    .where('sendNum', '<', MAX_SEND_TRIES)
    .orderBy('createTime')
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const message of pending) {
    let status: number;
    let result: string;
    if (message.msgType === SYSTEM_MESSAGE) {
      const usernames = message.receiver
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      const delivered = await deliverSystemMessage(ctx, {
        tenantId: message.tenantId,
        title: message.title ?? message.templateCode ?? '',
        content: message.content,
        usernames,
      });
      status = delivered > 0 ? 1 : 2;
      result = delivered > 0 ? `delivered to ${delivered} users` : 'no such users';
    } else {
      status = 2;
      result = 'no gateway is configured for this message type';
    }
    const tries = message.sendNum + 1;
    await ctx.db
      .updateTable('sysMessage')
      .set({
        sendStatus: status === 2 && tries >= MAX_SEND_TRIES ? -1 : status,
        sendNum: tries,
        sendTime: toDbDateTime(ctx.clock.now()),
        result,
      })
      .where('id', '=', message.id)
      .execute();
    if (status === 1) sent += 1;
  }
  return { ok: sent === pending.length, message: `${sent} of ${pending.length} queued messages sent` };
}
