import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '../../../src/domain/system/session';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { epochMs } from '../../db/datetime';

/**
 * Wrong-password counter per account: the fifth wrong password in a row locks the account for ten
 * minutes (api-contract.md 11). A success, or ten quiet minutes, starts the count again.
 */
export class LoginAttempts {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Milliseconds the account stays locked, or 0. */
  async lockedFor(username: string): Promise<number> {
    const row = await this.db
      .selectFrom('sysLoginAttempt')
      .select('lockedUntil')
      .where('username', '=', username)
      .executeTakeFirst();
    const until = epochMs(row?.lockedUntil) ?? 0;
    return Math.max(0, until - this.clock.now());
  }

  /** Counts a wrong password; returns true when this failure locked the account. */
  async recordFailure(username: string): Promise<boolean> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('sysLoginAttempt')
        .select(['failedCount', 'lastFailedAt'])
        .where('username', '=', username)
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
        .values({ username, ...values })
        .onConflict((oc) => oc.column('username').doUpdateSet(values))
        .execute();
      return locks;
    });
  }

  async reset(username: string): Promise<void> {
    await this.db.deleteFrom('sysLoginAttempt').where('username', '=', username).execute();
  }
}
