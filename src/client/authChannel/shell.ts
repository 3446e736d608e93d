import { $session, type Session } from '../session';
import {
  CHANNEL_VERSION,
  type ChannelErrorCode,
  depthBelow,
  type Envelope,
  envelope,
  parseEnvelope,
  type TokenPayload,
} from './protocol';
import { channelStats, countDropped } from './stats';

export interface ShellOptions {
  allowedOrigins: string[];
  maxDepth: number;
  /** The shell window (default: this one). */
  window?: Window;
  /** A child asked the shell to navigate (web-components.md 9: navigation requests). */
  onNavigate?: (path: string, origin: string) => void;
}

export interface AuthShell {
  /** Adds origins at run time (an element's `allowed-origins` attribute). */
  allow(origins: string[]): void;
  stop(): void;
}

function tokenPayload(session: Session): TokenPayload | null {
  if (!session.token) return null;
  return {
    token: session.token,
    tenantId: session.tenantId,
    userInfo: session.userInfo,
    expiresAt: session.expiresAt,
  };
}

/**
 * The shell side of the channel (web-components.md 9 steps 3-5): answers `hello` from allowed
 * origins with a MessagePort, then pushes tokens and logouts over that port only.
 */
export function startAuthShell(options: ShellOptions): AuthShell {
  const win = options.window ?? window;
  const allowed = new Set(options.allowedOrigins);
  const ports = new Set<MessagePort>();

  const reply = (source: MessageEventSource, origin: string, message: Envelope) =>
    (source as Window).postMessage(message, origin);

  const onMessage = (event: MessageEvent) => {
    const message = parseEnvelope(event.data);
    if (message?.type !== 'hello') return;
    if (!allowed.has(event.origin)) return countDropped(event.origin, 'origin not allowed');
    if (!event.source) return countDropped(event.origin, 'no source');
    const depth = depthBelow(event.source as Window, win);
    if (depth === null) return countDropped(event.origin, 'not a frame of this shell');
    if (message.v !== CHANNEL_VERSION) {
      return reply(
        event.source,
        event.origin,
        envelope<{ code: ChannelErrorCode }>('error', message.nonce, { code: 'version' }),
      );
    }
    if (depth > options.maxDepth) {
      return reply(
        event.source,
        event.origin,
        envelope('error', message.nonce, { code: 'max-depth', depth, max: options.maxDepth }),
      );
    }
    channelStats.accepted += 1;
    const channel = new MessageChannel();
    const port = channel.port1;
    ports.add(port);
    const nonce = message.nonce;
    // The welcome and its port go to event.origin only, never to '*'.
    (event.source as Window).postMessage(envelope('welcome', nonce), event.origin, [channel.port2]);
    const sendToken = () => {
      const payload = tokenPayload($session.get());
      if (payload) port.postMessage(envelope('token', nonce, payload));
    };
    sendToken();
    port.onmessage = (portEvent: MessageEvent) => {
      const request = parseEnvelope(portEvent.data);
      if (!request || request.nonce !== nonce) return;
      if (request.type === 'refresh') sendToken();
      if (request.type === 'navigate') {
        const path = (request.payload as { path?: unknown } | undefined)?.path;
        if (typeof path === 'string') options.onNavigate?.(path, event.origin);
      }
    };
    let lastToken = $session.get().token;
    const unlisten = $session.listen((session) => {
      if (session.token === lastToken) return;
      lastToken = session.token;
      if (session.token) sendToken();
      else port.postMessage(envelope('logout', nonce));
    });
    port.addEventListener('close', unlisten);
  };

  win.addEventListener('message', onMessage);
  return {
    allow(origins) {
      for (const origin of origins) allowed.add(origin);
    },
    stop() {
      win.removeEventListener('message', onMessage);
      for (const port of ports) port.close();
      ports.clear();
    },
  };
}
