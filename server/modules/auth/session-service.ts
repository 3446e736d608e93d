import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { epochMs } from '../../db/datetime';
import { newId } from '../../db/ids';

/** What a valid session says about its user; permissions come from the grant cache. */
export interface SessionRecord {
  sessionId: string;
  tokenHash: string;
  kind: SessionKind;
  expiresAt: number;
  user: {
    id: string;
    username: string;
    realname: string;
    userType: string;
    partnerId: string | null;
    orgCode: string | null;
    relTenantIds: string | null;
  };
}

export type SessionKind = 'login' | 'phone' | 'shell' | 'cas';

interface CacheEntry {
  record: SessionRecord;
  fetchedAt: number;
}

export interface SessionOptions {
  ttlMs: number;
  shellTtlMs: number;
  /** How long a looked-up session is trusted without asking the database (other nodes' revocations). */
  cacheMs?: number;
  /** Sliding renewal writes at most this often per session. */
  renewEveryMs?: number;
  maxCacheEntries?: number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Sessions behind opaque 256-bit tokens, stored as sha256 hashes (api-contract.md 11). Normal sessions
 * slide: every use (at most once per `renewEveryMs`) pushes the expiry to now + TOKEN_TTL. Shell sessions
 * have a fixed lifetime, the `expires_in` the shell was told. Lookups are cached briefly; revocation on
 * this node drops the cache entry at once.
 */
export class SessionService {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly cacheMs: number;
  private readonly renewEveryMs: number;
  private readonly maxCacheEntries: number;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly options: SessionOptions,
  ) {
    this.cacheMs = options.cacheMs ?? 5_000;
    this.renewEveryMs = options.renewEveryMs ?? 60_000;
    this.maxCacheEntries = options.maxCacheEntries ?? 10_000;
  }

  ttlFor(kind: SessionKind): number {
    return kind === 'shell' ? this.options.shellTtlMs : this.options.ttlMs;
  }

  async create(
    userId: string,
    kind: SessionKind,
    meta: { ip?: string | null; userAgent?: string | null } = {},
  ): Promise<{ token: string; expiresAt: number }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = now + this.ttlFor(kind);
    await this.db
      .insertInto('sysSession')
      .values({
        id: newId(),
        tokenHash: hashToken(token),
        userId,
        kind,
        createdAt: now,
        lastRenewedAt: now,
        expiresAt,
        revokedAt: null,
        ip: meta.ip?.slice(0, 100) ?? null,
        userAgent: meta.userAgent?.slice(0, 255) ?? null,
      })
      .execute();
    return { token, expiresAt };
  }

  /** The live session of a token, or null when unknown, expired, revoked or its user is frozen/deleted. */
  async resolve(token: string): Promise<SessionRecord | null> {
    if (token === '' || token.length > 200) return null;
    const now = this.clock.now();
    // Keyed by the token itself so that a cache hit costs no hashing.
    const cached = this.cache.get(token);
    if (cached && now - cached.fetchedAt < this.cacheMs && now < cached.record.expiresAt)
      return cached.record;
    this.cache.delete(token);
    const tokenHash = hashToken(token);

    const row = await this.db
      .selectFrom('sysSession as s')
      .innerJoin('sysUser as u', 'u.id', 's.userId')
      .select([
        's.id as sessionId',
        's.kind',
        's.expiresAt',
        's.lastRenewedAt',
        's.revokedAt',
        'u.id as userId',
        'u.username',
        'u.realname',
        'u.userType',
        'u.partnerId',
        'u.orgCode',
        'u.relTenantIds',
        'u.status',
        'u.delFlag',
      ])
      .where('s.tokenHash', '=', tokenHash)
      .executeTakeFirst();
    if (!row || row.revokedAt !== null || row.status !== 1 || row.delFlag !== 0) return null;
    const kind = row.kind as SessionKind;
    let expiresAt = epochMs(row.expiresAt) ?? 0;
    if (now >= expiresAt) return null;
    const lastRenewedAt = epochMs(row.lastRenewedAt) ?? 0;
    if (kind !== 'shell' && now - lastRenewedAt >= this.renewEveryMs) {
      expiresAt = now + this.options.ttlMs;
      await this.db
        .updateTable('sysSession')
        .set({ expiresAt, lastRenewedAt: now })
        .where('id', '=', row.sessionId)
        .execute();
    }
    const record: SessionRecord = {
      sessionId: row.sessionId,
      tokenHash,
      kind,
      expiresAt,
      user: {
        id: row.userId,
        username: row.username,
        realname: row.realname ?? row.username,
        userType: row.userType,
        partnerId: row.partnerId,
        orgCode: row.orgCode,
        relTenantIds: row.relTenantIds,
      },
    };
    this.remember(token, record, now);
    return record;
  }

  /** Revokes one token; returns the user id it belonged to, or null when it was not a live session. */
  async revokeToken(token: string): Promise<string | null> {
    const tokenHash = hashToken(token);
    this.cache.delete(token);
    const row = await this.db
      .updateTable('sysSession')
      .set({ revokedAt: this.clock.now() })
      .where('tokenHash', '=', tokenHash)
      .where('revokedAt', 'is', null)
      .returning('userId')
      .executeTakeFirst();
    return row?.userId ?? null;
  }

  /** Revokes every session of a user (password change, freeze), optionally keeping the caller's own. */
  async revokeUserSessions(userId: string, keepTokenHash?: string): Promise<void> {
    let query = this.db
      .updateTable('sysSession')
      .set({ revokedAt: this.clock.now() })
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null);
    if (keepTokenHash) query = query.where('tokenHash', '!=', keepTokenHash);
    await query.execute();
    this.dropCachedUser(userId);
  }

  /**
   * Revokes one live session by its id (the online-users page's force logout, which never sees tokens);
   * returns its user id, or null when it was not live. Other nodes drop it when their short lookup cache
   * expires (`cacheMs`), as for every revocation.
   */
  async revokeSession(sessionId: string): Promise<string | null> {
    const now = this.clock.now();
    const row = await this.db
      .updateTable('sysSession')
      .set({ revokedAt: now })
      .where('id', '=', sessionId)
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('userId')
      .executeTakeFirst();
    for (const [token, entry] of this.cache)
      if (entry.record.sessionId === sessionId) this.cache.delete(token);
    return row?.userId ?? null;
  }

  /** Drops cached lookups of a user so the next request reads fresh user data (department, status). */
  forgetUser(userId: string): void {
    this.dropCachedUser(userId);
  }

  forgetAll(): void {
    this.cache.clear();
  }

  /** Removes sessions that expired or were revoked more than a day ago. */
  async purge(): Promise<void> {
    const cutoff = this.clock.now() - 86_400_000;
    await this.db
      .deleteFrom('sysSession')
      .where((eb) => eb.or([eb('expiresAt', '<', cutoff), eb('revokedAt', '<', cutoff)]))
      .execute();
  }

  // Not forgetUser: with several nodes that one also tells the others, which revocations do themselves.
  private dropCachedUser(userId: string): void {
    for (const [token, entry] of this.cache) if (entry.record.user.id === userId) this.cache.delete(token);
  }

  private remember(token: string, record: SessionRecord, now: number): void {
    if (this.cache.size >= this.maxCacheEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(token, { record, fetchedAt: now });
  }
}
