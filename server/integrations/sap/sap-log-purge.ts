import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { toDbDateTime } from '../../db/datetime';
import './sap-tables';

/** domain.md 6.1: the SAP log keeps 13 months online. */
export const SAP_LOG_RETENTION_MONTHS = 13;
/** Rows one delete statement removes: short transactions, the outbox worker is never held up long. */
const CHUNK = 5_000;

/** The instant `months` calendar months before `now` (UTC): rows created before it are purged. */
export function retentionCutoff(now: number, months: number): number {
  const at = new Date(now);
  const target = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - months, 1));
  // The same day of the month, or the month's last day when it is shorter (31 March - 1 month = 28/29 Feb).
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  return target.getTime() + (now - Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/**
 * The purge job of the SAP log (issue 13 point 6): deletes, in every tenant, the messages created more than
 * `months` months ago that are settled (`success`, `ignored`); `pending` and `failed` ones stay whatever
 * their age, someone still has to act on them. Returns how many rows were deleted.
 */
export async function purgeSapLog(
  ctx: { db: Db; clock: Clock },
  months: number = SAP_LOG_RETENTION_MONTHS,
): Promise<number> {
  const cutoff = toDbDateTime(retentionCutoff(ctx.clock.now(), months));
  let removed = 0;
  for (;;) {
    const result = await ctx.db
      .deleteFrom('omsSapLog')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('omsSapLog')
          .select('id')
          .where('createTime', '<', cutoff)
          .where('syncStatus', 'in', ['success', 'ignored'])
          .limit(CHUNK),
      )
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    removed += count;
    if (count < CHUNK) return removed;
  }
}
