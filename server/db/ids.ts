import { createHash, randomInt } from 'node:crypto';

/**
 * Ids are strings (domain.md 0.2 offers string or bigint; we keep strings so that SQLite never rounds a
 * 64-bit value through a JavaScript number and JSON carries them unchanged). New rows get 19-digit,
 * time-ordered snowflake numbers; seeded system rows get ids derived from a stable key.
 */

const EPOCH_MS = 1_577_836_800_000n; // 2020-01-01T00:00:00Z
const NODE_ID = BigInt(randomInt(1024));
let lastMs = 0n;
let sequence = 0n;

export function newId(): string {
  let now = BigInt(Date.now());
  if (now <= lastMs) {
    sequence = (sequence + 1n) & 4095n;
    if (sequence === 0n) lastMs += 1n; // 4096 ids in one millisecond: borrow the next one
    now = lastMs;
  } else {
    sequence = 0n;
    lastMs = now;
  }
  const value = ((now - EPOCH_MS) << 22n) | (NODE_ID << 12n) | sequence;
  return value.toString().padStart(19, '0');
}

/** A 32-character id that is the same on every database for the same key (menus, seed rows). */
export function stableId(namespace: string, key: string): string {
  return createHash('md5').update(`${namespace}:${key}`).digest('hex');
}
