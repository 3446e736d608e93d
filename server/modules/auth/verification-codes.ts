import { createHash } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { epochMs } from '../../db/datetime';

export type CodeKind = 'captcha' | 'sms';
export type CodeCheck = 'ok' | 'missing' | 'wrong';

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function codeHash(code: string, key: string): string {
  return sha256(`${code.trim().toLowerCase()}\u0000${key}`);
}

/**
 * Captcha and SMS codes, stored hashed in the database so every server node sees them
 * (api-contract.md 2.1, 2.5). Both are one-shot; an SMS code also dies after a few wrong tries.
 */
export class VerificationCodes {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async store(kind: CodeKind, key: string, code: string, ttlMs: number): Promise<void> {
    const now = this.clock.now();
    const values = { codeHash: codeHash(code, key), expiresAt: now + ttlMs, attempts: 0, createdAt: now };
    await this.db
      .insertInto('sysVerificationCode')
      .values({ kind, keyHash: sha256(key), ...values })
      .onConflict((oc) => oc.columns(['kind', 'keyHash']).doUpdateSet(values))
      .execute();
  }

  /** Whether an unexpired code exists for the key (an SMS is not re-sent while one is valid). */
  async hasValid(kind: CodeKind, key: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('sysVerificationCode')
      .select('expiresAt')
      .where('kind', '=', kind)
      .where('keyHash', '=', sha256(key))
      .executeTakeFirst();
    return row !== undefined && (epochMs(row.expiresAt) ?? 0) > this.clock.now();
  }

  /** Checks and consumes a captcha: the stored entry is gone afterwards whatever the outcome. */
  async consume(kind: CodeKind, key: string, code: string): Promise<CodeCheck> {
    const row = await this.db
      .deleteFrom('sysVerificationCode')
      .where('kind', '=', kind)
      .where('keyHash', '=', sha256(key))
      .returning(['codeHash', 'expiresAt'])
      .executeTakeFirst();
    if (!row || (epochMs(row.expiresAt) ?? 0) <= this.clock.now()) return 'missing';
    return row.codeHash === codeHash(code, key) ? 'ok' : 'wrong';
  }

  /** Checks an SMS code: consumed when right; a wrong try counts, and the code dies at `maxAttempts`. */
  async attempt(kind: CodeKind, key: string, code: string, maxAttempts: number): Promise<CodeCheck> {
    const keyHash = sha256(key);
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('sysVerificationCode')
        .select(['codeHash', 'expiresAt', 'attempts'])
        .where('kind', '=', kind)
        .where('keyHash', '=', keyHash)
        .executeTakeFirst();
      if (!row || (epochMs(row.expiresAt) ?? 0) <= this.clock.now()) return 'missing';
      const remove = trx
        .deleteFrom('sysVerificationCode')
        .where('kind', '=', kind)
        .where('keyHash', '=', keyHash);
      if (row.codeHash === codeHash(code, key)) {
        await remove.execute();
        return 'ok';
      }
      if (row.attempts + 1 >= maxAttempts) await remove.execute();
      else
        await trx
          .updateTable('sysVerificationCode')
          .set({ attempts: row.attempts + 1 })
          .where('kind', '=', kind)
          .where('keyHash', '=', keyHash)
          .execute();
      return 'wrong';
    });
  }

  async discard(kind: CodeKind, key: string): Promise<void> {
    await this.db
      .deleteFrom('sysVerificationCode')
      .where('kind', '=', kind)
      .where('keyHash', '=', sha256(key))
      .execute();
  }

  async purgeExpired(): Promise<void> {
    await this.db.deleteFrom('sysVerificationCode').where('expiresAt', '<', this.clock.now()).execute();
  }
}
