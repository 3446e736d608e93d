/**
 * Session and transport constants shared by the server and the browser runtime
 * (spec 7 and 9, api-contract.md 1.1, 2 and 6.3).
 */

/** Spec 9: token and user info are kept locally for 7 days after a normal login. */
export const LOGIN_STORAGE_MS = 604_800_000;
/** Spec 9: after the shell auto-login the local period is 3 hours. */
export const SHELL_STORAGE_MS = 10_800_000;
/** `expires_in` of `/sys/fsmShellLogin` with the default SHELL_TOKEN_TTL, in seconds. */
export const SHELL_EXPIRES_IN_S = 10_800;

export const TOKEN_HEADER = 'X-Access-Token';
/** api-contract 1.1: JeecgBoot sends `tenant-id`, the spec says `tenant_id`; the server accepts both. */
export const TENANT_HEADERS = ['tenant-id', 'tenant_id'] as const;
export const DEFAULT_TENANT_ID = 0;
/** Header a client may send to pick the language of server messages (`Accept-Language` works too). */
export const LOCALE_HEADER = 'X-Locale';

/** Spec 8: the re-login modal opens when an error message contains this marker. */
export const TOKEN_EXPIRED_MARKER = 'Token失效';

/** api-contract 2.1: a captcha image answers for 60 s and only once. */
export const CAPTCHA_TTL_MS = 60_000;
export const CAPTCHA_LENGTH = 4;
/** api-contract 2.5: SMS login codes have 6 digits and live 10 minutes. */
export const SMS_CODE_TTL_MS = 600_000;
export const SMS_CODE_LENGTH = 6;
/** Wrong tries after which an SMS code is void, whatever its age (api-contract 11). */
export const SMS_CODE_MAX_ATTEMPTS = 5;

/** Five wrong passwords lock an account for ten minutes. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MS = 600_000;

export const PASSWORD_MIN_LENGTH = 6;
/** Upper bound so that hashing cannot be turned into a denial of service. */
export const PASSWORD_MAX_LENGTH = 128;

/** api-contract 6.3: what the client sends every 20 s and what only the sender gets back. */
export const WS_HEARTBEAT_TEXT = 'HeartBeat';
export const WS_HEARTBEAT_REPLY = { cmd: 'heartcheck', msgTxt: '心跳响应' } as const;
export const WS_HEARTBEAT_MS = 20_000;
export const WS_RECONNECT_MS = 5_000;

/** Commands of server-to-client websocket frames (api-contract 6.3). */
export type RealtimeCommand = 'topic' | 'user' | 'email' | 'sign' | 'heartcheck';

export interface RealtimeMessage {
  cmd: RealtimeCommand;
  msgId?: string;
  msgTxt?: string;
  userId?: string;
}

/**
 * Who may empty the server caches (`/sys/dict/refleshCache`, the header's "clear cache"): dictionary
 * administrators, not every logged-in user (issue 16).
 */
export const CACHE_REFRESH_PERMISSION = 'sys:dict:edit';

/** `GET /isps-config.json`: runtime configuration the server hands to the browser bundle. */
export interface IspsRuntimeConfig {
  /** API base, e.g. `/jeecg-boot`. */
  apiBase: string;
  /** Prefix for stored file paths (spec 7.1). */
  staticDomain: string;
  /** Websocket base when it differs from `apiBase` with http -> ws. */
  wsBase?: string;
  /** Host origins allowed on the auth channel (web-components.md 9). */
  allowedOrigins: string[];
  maxFrameDepth: number;
  /** Whether the login form shows and sends a captcha. */
  captcha: boolean;
  /**
   * Where a page without a shell above it asks for a one-use shell login assertion (the shell's
   * backend; in demo mode our stand-in), or null. Never a credential (issue 16).
   */
  shellAssertionUrl: string | null;
}
