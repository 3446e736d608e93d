/**
 * The auth channel between a shell window and framed pages (web-components.md 9): a versioned
 * envelope, origin allow-lists and frame depth. Pure functions; shell.ts and child.ts use them.
 */
export const CHANNEL_NS = 'isps-auth';
export const CHANNEL_VERSION = 1;

export type ChannelMessageType = 'hello' | 'welcome' | 'token' | 'logout' | 'refresh' | 'navigate' | 'error';

const TYPES: readonly ChannelMessageType[] = [
  'hello',
  'welcome',
  'token',
  'logout',
  'refresh',
  'navigate',
  'error',
];

export interface Envelope<P = unknown> {
  ns: typeof CHANNEL_NS;
  v: number;
  type: ChannelMessageType;
  nonce: string;
  payload?: P;
}

/** `error` codes: another protocol version, or a frame nested deeper than allowed (spec 8). */
export type ChannelErrorCode = 'version' | 'max-depth';

export interface TokenPayload {
  token: string;
  tenantId: number;
  userInfo: { id: string; username: string; realname: string; [field: string]: unknown } | null;
  expiresAt: number | null;
}

/** At least 16 random bytes, hex. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The envelope if `data` is one of ours (any version), else null. */
export function parseEnvelope(data: unknown): Envelope | null {
  if (!data || typeof data !== 'object') return null;
  const e = data as Partial<Envelope>;
  if (e.ns !== CHANNEL_NS || typeof e.v !== 'number') return null;
  if (!TYPES.includes(e.type as ChannelMessageType)) return null;
  if (typeof e.nonce !== 'string' || !/^[0-9a-f]{32,}$/.test(e.nonce)) return null;
  return e as Envelope;
}

export function envelope<P>(type: ChannelMessageType, nonce: string, payload?: P): Envelope<P> {
  return payload === undefined
    ? { ns: CHANNEL_NS, v: CHANNEL_VERSION, type, nonce }
    : { ns: CHANNEL_NS, v: CHANNEL_VERSION, type, nonce, payload };
}

/** Origins from an attribute or a config list: space or comma separated, normalised, no `*`. */
export function parseOrigins(value: string | readonly string[] | null | undefined): string[] {
  const items = typeof value === 'string' ? value.split(/[\s,]+/) : (value ?? []);
  const origins: string[] = [];
  for (const item of items) {
    if (!item || item === '*') continue;
    try {
      const origin = new URL(item).origin;
      if (origin !== 'null' && !origins.includes(origin)) origins.push(origin);
    } catch {
      // Not a URL: never trusted.
    }
  }
  return origins;
}

/** The windows above `win`, nearest first (readable cross-origin). */
export function ancestorsOf(win: Window): Window[] {
  const list: Window[] = [];
  let current = win;
  while (current.parent !== current) {
    current = current.parent;
    list.push(current);
  }
  return list;
}

/** How many frames `source` sits below `shell`, or null when it is not a descendant. */
export function depthBelow(source: Window, shell: Window): number | null {
  let depth = 0;
  let current = source;
  while (current !== shell) {
    if (current.parent === current) return null;
    current = current.parent;
    depth += 1;
  }
  return depth;
}

export class ChannelError extends Error {
  override name = 'ChannelError';
  constructor(
    readonly code: ChannelErrorCode | 'no-shell',
    readonly depth?: number,
    readonly max?: number,
  ) {
    super(`auth channel: ${code}${depth === undefined ? '' : ` (depth ${depth}, max ${max})`}`);
  }
}
