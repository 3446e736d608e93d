import type { AppContext } from '../context';
import { toDbDateTime } from '../db/datetime';

const DAY_MS = 86_400_000;

/** Deletes login and operation logs older than `days`; returns how many rows went. */
export async function purgeOldLogs(ctx: AppContext, days: number): Promise<number> {
  const cutoff = toDbDateTime(ctx.clock.now() - days * DAY_MS);
  const result = await ctx.db.deleteFrom('sysLog').where('createTime', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
