import { $session, clearSession, startSession } from '../session';
import {
  ancestorsOf,
  ChannelError,
  type ChannelErrorCode,
  createNonce,
  envelope,
  parseEnvelope,
  type TokenPayload,
} from './protocol';
import { channelStats, countDropped } from './stats';

export interface ChildOptions {
  allowedOrigins: string[];
  maxDepth: number;
  window?: Window;
  /** How long to wait for a shell's welcome. */
  timeoutMs: number;
}

export interface ShellConnection {
  origin: string;
  /** Asks the shell for a fresh token (before expiry, after a 401). */
  refresh(): void;
  /** Asks the shell to navigate to a path of the host application. */
  navigate(path: string): void;
  close(): void;
}

/** Ask for a new token this long before the current one expires. */
const REFRESH_BEFORE_EXPIRY_MS = 60_000;

/**
 * The framed side of the channel (web-components.md 9 steps 1, 2 and 5). Refuses to talk at all when
 * nested deeper than `maxDepth` (spec 8 maximum-depth error).
 */
export function connectToShell(options: ChildOptions): Promise<ShellConnection> {
  const win = options.window ?? window;
  const ancestors = ancestorsOf(win);
  if (ancestors.length > options.maxDepth) {
    return Promise.reject(new ChannelError('max-depth', ancestors.length, options.maxDepth));
  }
  const allowed = new Set(options.allowedOrigins);
  const nonce = createNonce();

  return new Promise<ShellConnection>((resolve, reject) => {
    const timer = setTimeout(() => {
      win.removeEventListener('message', onMessage);
      reject(new ChannelError('no-shell'));
    }, options.timeoutMs);

    function onMessage(event: MessageEvent) {
      const message = parseEnvelope(event.data);
      if (!message) return;
      if (!allowed.has(event.origin)) return countDropped(event.origin, 'origin not allowed');
      if (!ancestors.includes(event.source as Window)) return countDropped(event.origin, 'not an ancestor');
      if (message.nonce !== nonce) return countDropped(event.origin, 'wrong nonce');
      if (message.type === 'error') {
        const error = message.payload as { code: ChannelErrorCode; depth?: number; max?: number };
        clearTimeout(timer);
        win.removeEventListener('message', onMessage);
        reject(new ChannelError(error.code, error.depth, error.max));
        return;
      }
      const port = event.ports[0];
      if (message.type !== 'welcome' || !port) return;
      clearTimeout(timer);
      win.removeEventListener('message', onMessage);
      channelStats.accepted += 1;
      resolve(openConnection(port, event.origin, nonce));
    }

    win.addEventListener('message', onMessage);
    const hello = envelope('hello', nonce);
    // Each configured origin as targetOrigin (never '*'): the browser delivers only where it matches.
    for (const ancestor of ancestors) {
      for (const origin of allowed) ancestor.postMessage(hello, origin);
    }
  });
}

function openConnection(port: MessagePort, origin: string, nonce: string): ShellConnection {
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  const connection: ShellConnection = {
    origin,
    refresh: () => port.postMessage(envelope('refresh', nonce)),
    navigate: (path) => port.postMessage(envelope('navigate', nonce, { path })),
    close: () => {
      clearTimeout(refreshTimer);
      port.close();
    },
  };
  port.onmessage = (event: MessageEvent) => {
    const message = parseEnvelope(event.data);
    if (!message || message.nonce !== nonce) return;
    if (message.type === 'token') {
      const payload = message.payload as TokenPayload;
      const now = Date.now();
      const expiresAt = payload.expiresAt ?? now + REFRESH_BEFORE_EXPIRY_MS * 60;
      if (payload.tenantId !== $session.get().tenantId)
        $session.set({ ...$session.get(), tenantId: payload.tenantId });
      startSession({
        token: payload.token,
        userInfo: payload.userInfo ?? { id: '', username: '', realname: '' },
        source: 'channel',
        storageMs: Math.max(expiresAt - now, 0),
      });
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(connection.refresh, Math.max(expiresAt - now - REFRESH_BEFORE_EXPIRY_MS, 0));
    } else if (message.type === 'logout') {
      clearSession();
    }
  };
  return connection;
}
