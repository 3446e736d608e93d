import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ErrorCode, MessageParams } from '../../../src/domain/errors';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';

/** Longest lifetime an assertion may claim: the shell's backend mints one per login, just before it. */
export const SHELL_ASSERTION_MAX_LIFETIME_S = 60;
/** Nonces are random: at least 16 characters, at most what the nonce table holds. */
const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * What the field-service shell's backend asserts (docs/embedding.md, shell login): "the shell account
 * `sub` may open one session at `aud`, until `exp` (epoch seconds), once (`nonce`)".
 */
export interface ShellAssertionClaims {
  aud: string;
  sub: string;
  exp: number;
  nonce: string;
}

function signature(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(body).digest();
}

/**
 * `base64url(JSON claims) + "." + base64url(HMAC-SHA256(secret, first part))`: what a shell backend
 * sends its pages; the demo's stand-in backend and the tests mint with this too.
 */
export function signShellAssertion(secret: string, claims: ShellAssertionClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${signature(secret, body).toString('base64url')}`;
}

const refused = (code: ErrorCode, params?: MessageParams) => new AppError(code, params);

function parseClaims(json: string): ShellAssertionClaims | null {
  try {
    const claims = JSON.parse(json) as Partial<ShellAssertionClaims> | null;
    if (
      typeof claims?.aud !== 'string' ||
      typeof claims.sub !== 'string' ||
      typeof claims.nonce !== 'string' ||
      typeof claims.exp !== 'number' ||
      !Number.isSafeInteger(claims.exp)
    ) {
      return null;
    }
    return { aud: claims.aud, sub: claims.sub, exp: claims.exp, nonce: claims.nonce };
  } catch {
    return null;
  }
}

/**
 * Checks signature, audience, account and lifetime of an assertion; the nonce is claimed separately
 * (claimShellNonce) so that a forged assertion never writes to the database.
 */
export function verifyShellAssertion(
  assertion: string,
  expected: { secret: string; audience: string; username: string; nowMs: number },
): ShellAssertionClaims {
  const [body, mac, extra] = assertion.split('.');
  if (!body || !mac || extra !== undefined) throw refused('auth.shellAssertionInvalid');
  const given = Buffer.from(mac, 'base64url');
  const wanted = signature(expected.secret, body);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    throw refused('auth.shellAssertionInvalid');
  }
  const claims = parseClaims(Buffer.from(body, 'base64url').toString('utf8'));
  if (!claims || !NONCE_PATTERN.test(claims.nonce)) throw refused('auth.shellAssertionInvalid');
  if (claims.aud !== expected.audience) throw refused('auth.shellAssertionAudience');
  if (claims.sub !== expected.username) throw refused('auth.shellAccountRefused');
  const nowS = Math.floor(expected.nowMs / 1000);
  if (claims.exp <= nowS) throw refused('auth.shellAssertionExpired');
  if (claims.exp - nowS > SHELL_ASSERTION_MAX_LIFETIME_S) {
    throw refused('auth.shellAssertionLifetime', { seconds: SHELL_ASSERTION_MAX_LIFETIME_S });
  }
  return claims;
}

/**
 * Records a nonce as used; false when it was used before. The table is shared by every server node,
 * so an assertion opens one session in the whole cluster.
 */
export async function claimShellNonce(db: Db, nonce: string, expiresAtMs: number): Promise<boolean> {
  const result = await db
    .insertInto('sysShellNonce')
    .values({ nonce, expiresAt: expiresAtMs })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Forgets nonces whose assertion has expired: they cannot be replayed any more anyway. */
export async function purgeShellNonces(db: Db, nowMs: number): Promise<void> {
  await db.deleteFrom('sysShellNonce').where('expiresAt', '<', nowMs).execute();
}
