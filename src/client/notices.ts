import {
  type RealtimeMessage,
  WS_HEARTBEAT_MS,
  WS_HEARTBEAT_TEXT,
  WS_RECONNECT_MS,
} from '../domain/system/session';
import { get, put } from './http';
import type { RuntimeConfig } from './runtimeConfig';

/** spec 9: the header reloads its notices every 6000 ms. */
export const NOTICE_POLL_MS = 6_000;

/** spec 3 announcement list item (JeecgBoot spells the title `titile`). */
export interface NoticeItem {
  id: string;
  titile: string;
  createTime?: string | null;
  sendTime?: string | null;
  sender?: string | null;
  priority?: 'L' | 'M' | 'H' | null;
  msgContent?: string | null;
  openType?: string | null;
  openPage?: string | null;
  busId?: string | null;
  msgId?: string | null;
  msgTxt?: string | null;
}

/** spec 3 announcement list response. */
export interface NoticeLists {
  anntMsgList: NoticeItem[];
  anntMsgTotal: number;
  sysMsgList: NoticeItem[];
  sysMsgTotal: number;
}

/** GET /sys/annountCement/listByUser (spec 7.5); a failed envelope counts as a load error. */
export async function loadNotices(): Promise<NoticeLists> {
  const response = await get<NoticeLists>('/sys/annountCement/listByUser');
  if (!response.success) throw new Error(response.message);
  return response.result;
}

/** spec 4.3: opening a notice marks it read (PUT editByAnntIdAndUserId). */
export async function markNoticeRead(anntId: string): Promise<boolean> {
  const response = await put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId });
  return response.success;
}

/** spec 7.5: the API base with http -> ws and https -> wss, then /websocket/{userId}. */
export function noticeSocketUrl(config: Pick<RuntimeConfig, 'apiBase' | 'wsBase'>, userId: string): string {
  const base = config.wsBase ?? config.apiBase.replace(/^http(s?):/, 'ws$1:');
  return `${base}/websocket/${encodeURIComponent(userId)}`;
}

/** The part of a WebSocket the feed uses (the browser's satisfies it; tests pass a fake). */
export interface FeedSocket {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  readonly readyState: number;
  send(data: string): void;
  close(): void;
}

export interface NoticeFeedOptions {
  load: () => Promise<NoticeLists>;
  onData: (lists: NoticeLists) => void;
  /** Every parsed frame from the server, after the reload it may have triggered. */
  onMessage?: (message: RealtimeMessage) => void;
  /** The socket URL, or null to run without a socket. */
  socketUrl: string | null;
  /** Sent as Sec-WebSocket-Protocol: how the server authenticates the socket (browsers set no headers). */
  token: string | null;
  createSocket?: (url: string, protocols: string[]) => FeedSocket;
  pollMs?: number;
  reconnectMs?: number;
  heartbeatMs?: number;
}

export interface NoticeFeed {
  /** Loads the lists now (after opening a notice, spec 4.3). */
  reload(): Promise<void>;
  /** True while the 6 s polling runs; it stops for good on the first load error (spec 4.3, 8). */
  polling(): boolean;
  stop(): void;
}

const OPEN = 1;
const RELOAD_COMMANDS = new Set(['topic', 'user']);

function parseFrame(data: unknown): RealtimeMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as unknown;
    return parsed && typeof parsed === 'object' && typeof (parsed as RealtimeMessage).cmd === 'string'
      ? (parsed as RealtimeMessage)
      : null;
  } catch {
    // api-contract 6.3: never eval frames; anything but JSON is ignored.
    return null;
  }
}

/**
 * The header notices (spec 4.3): loads the lists, polls every 6000 ms until the first load error,
 * listens on the websocket and reloads on `topic` and `user` frames, sends `HeartBeat` every 20 s and
 * reconnects 5 s after an error or a close, never twice in parallel.
 */
export function startNoticeFeed(options: NoticeFeedOptions): NoticeFeed {
  const pollMs = options.pollMs ?? NOTICE_POLL_MS;
  const reconnectMs = options.reconnectMs ?? WS_RECONNECT_MS;
  const heartbeatMs = options.heartbeatMs ?? WS_HEARTBEAT_MS;
  const createSocket =
    options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols) as unknown as FeedSocket);

  let stopped = false;
  let pollTimer: ReturnType<typeof setInterval> | null = null;
  let heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let lockReconnect = false;
  let socket: FeedSocket | null = null;

  const stopPolling = () => {
    if (pollTimer !== null) clearInterval(pollTimer);
    pollTimer = null;
  };
  const stopHeartbeat = () => {
    if (heartbeatTimer !== null) clearInterval(heartbeatTimer);
    heartbeatTimer = null;
  };

  const reload = async () => {
    if (stopped) return;
    try {
      const lists = await options.load();
      if (!stopped) options.onData(lists);
    } catch {
      stopPolling();
    }
  };

  const reconnect = () => {
    if (stopped || lockReconnect) return;
    lockReconnect = true;
    stopHeartbeat();
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      lockReconnect = false;
      connect();
    }, reconnectMs);
  };

  function connect() {
    if (stopped || !options.socketUrl) return;
    let current: FeedSocket;
    try {
      current = createSocket(options.socketUrl, options.token ? [options.token] : []);
    } catch {
      reconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      stopHeartbeat();
      heartbeatTimer = setInterval(() => {
        if (current.readyState === OPEN) current.send(WS_HEARTBEAT_TEXT);
      }, heartbeatMs);
    };
    current.onmessage = (event) => {
      const message = parseFrame(event.data);
      if (!message) return;
      if (RELOAD_COMMANDS.has(message.cmd)) void reload();
      options.onMessage?.(message);
    };
    current.onerror = () => reconnect();
    current.onclose = () => {
      if (socket === current) socket = null;
      reconnect();
    };
  }

  void reload();
  pollTimer = setInterval(() => void reload(), pollMs);
  connect();

  return {
    reload,
    polling: () => pollTimer !== null,
    stop() {
      stopped = true;
      stopPolling();
      stopHeartbeat();
      if (reconnectTimer !== null) clearTimeout(reconnectTimer);
      const open = socket;
      socket = null;
      if (open) {
        open.onclose = null;
        open.onerror = null;
        open.close();
      }
    },
  };
}
