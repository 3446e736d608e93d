import { createHash } from 'node:crypto';
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '../../../src/domain/system/session';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { epochMs } from '../../db/datetime';

/**
 * The counter's key: one account seen from one source address (issue 16), so a stranger's wrong
 * passwords lock the account for that stranger only. Hashed to fit the column whatever the lengths.
 */
function attemptKey(username: string, ip: string): string {
  return createHash('sha256').update(`${username}\n${ip}`).digest('hex');
}

/**
 * Wrong-password counter per account and source address: the fifth wrong password in a row locks the
 * account for that address for ten minutes (api-contract.md 11). A success, or ten quiet minutes,
 * starts the count again. Unknown accounts are counted like real ones, so the lock reveals nothing.
 */
export class LoginAttempts {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Milliseconds the account stays locked, or 0. */
  async lockedFor(username: string, ip: string): Promise<number> {
    const row = await this.db
      .selectFrom('sysLoginAttempt')
      .select('lockedUntil')
      .where('username', '=', attemptKey(username, ip))
      .executeTakeFirst();
    const until = epochMs(row?.lockedUntil) ?? 0;
    return Math.max(0, until - this.clock.now());
  }

  /** Counts a wrong password; returns true when this failure locked the account. */
  async recordFailure(username: string, ip: string): Promise<boolean> {
    const key = attemptKey(username, ip);
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('sysLoginAttempt')
        .select(['failedCount', 'lastFailedAt'])
        .where('username', '=', key)
        .executeTakeFirst();
      const recent = row && now - (epochMs(row.lastFailedAt) ?? 0) < LOGIN_LOCK_MS;
      const failedCount = (recent ? row.failedCount : 0) + 1;
      const locks = failedCount >= LOGIN_MAX_FAILURES;
      const values = {
        failedCount: locks ? 0 : failedCount,
        lastFailedAt: now,
        lockedUntil: locks ? now + LOGIN_LOCK_MS : null,
      };
      await trx
        .insertInto('sysLoginAttempt')
        .values({ username: key, ...values })
        .onConflict((oc) => oc.column('username').doUpdateSet(values))
        .execute();
      return locks;
    });
  }

  async reset(username: string, ip: string): Promise<void> {
    await this.db.deleteFrom('sysLoginAttempt').where('username', '=', attemptKey(username, ip)).execute();
  }
}
