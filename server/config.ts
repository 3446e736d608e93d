import { resolve } from 'node:path';
import type { Delivery } from './http/delivery';
import { readSalesConfig, SALES_CONFIG_VARIABLES, type SalesConfig } from './integrations/sales/sales-config';
import { readSapConfig, SAP_CONFIG_VARIABLES, type SapConfig } from './integrations/sap/sap-config';

/** One environment variable the server reads; the README's configuration table mirrors this list. */
export interface ConfigVariable {
  name: string;
  default: string;
  meaning: string;
}

export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'PORT', default: '8080', meaning: 'HTTP port' },
  { name: 'HOST', default: '0.0.0.0', meaning: 'listen address' },
  { name: 'DATA_DIR', default: './data', meaning: 'SQLite file, uploaded files' },
  { name: 'DATABASE_URL', default: '', meaning: 'postgres:// URL: run on PostgreSQL instead of SQLite' },
  { name: 'REDIS_URL', default: '', meaning: 'realtime fan-out between several server nodes' },
  { name: 'API_PREFIX', default: '/jeecg-boot', meaning: 'where the API is served' },
  { name: 'ISPS_MODE', default: 'demo', meaning: 'demo seeds demo data; production creates only admin' },
  { name: 'ISPS_CAPTCHA', default: 'on', meaning: 'off turns the login captcha off' },
  { name: 'ISPS_ADMIN_PASSWORD', default: '', meaning: 'production: password of the first admin' },
  { name: 'TOKEN_TTL', default: '7d', meaning: 'session lifetime, renewed while in use' },
  { name: 'SHELL_TOKEN_TTL', default: '3h', meaning: 'lifetime of field-service shell sessions' },
  { name: 'ISPS_ALLOWED_ORIGINS', default: '', meaning: 'comma list of host origins on the auth channel' },
  { name: 'ISPS_MAX_FRAME_DEPTH', default: '3', meaning: 'deepest frame nesting of the auth channel' },
  { name: 'ISPS_SHELL_USERNAME', default: '', meaning: 'shell service account (demo: the demo account)' },
  {
    name: 'ISPS_SHELL_SECRET',
    default: '',
    meaning: 'HMAC key shared with the shell backend (>= 32 chars; demo: derived)',
  },
  { name: 'ISPS_SHELL_AUDIENCE', default: 'isps-fsm-shell', meaning: 'audience the shell assertions name' },
  {
    name: 'ISPS_SHELL_ASSERTION_URL',
    default: '',
    meaning: 'shell backend URL pages get an assertion from (demo: ours)',
  },
  { name: 'ISPS_SHELL_NETWORKS', default: '', meaning: 'comma list of CIDRs allowed to use the shell login' },
  {
    name: 'ISPS_LOGIN_RATE_LIMIT',
    default: '30',
    meaning: 'login attempts per source address and minute',
  },
  { name: 'CAS_SERVER_URL', default: '', meaning: 'CAS server for /cas/client/validateLogin' },
  {
    name: 'ISPS_AUTH_FAILURE_STATUS',
    default: '401',
    meaning: '500 answers expired tokens the JeecgBoot way',
  },
  {
    name: 'ISPS_SECRET_KEY',
    default: '',
    meaning: 'key of stored secrets (32 bytes, base64); else DATA_DIR/secret.key',
  },
  {
    name: 'S3_ENDPOINT',
    default: '',
    meaning: 'S3-compatible store for uploads (with S3_BUCKET and the keys)',
  },
  { name: 'S3_BUCKET', default: '', meaning: 'bucket of uploaded files' },
  { name: 'S3_ACCESS_KEY_ID', default: '', meaning: 'access key of the store' },
  { name: 'S3_SECRET_ACCESS_KEY', default: '', meaning: 'secret key of the store' },
  { name: 'S3_REGION', default: 'us-east-1', meaning: 'region used in request signatures' },
  {
    name: 'ISPS_OPENAPI',
    default: 'demo: on, production: off',
    meaning: 'serve the OpenAPI page and document at <API>/docs',
  },
  { name: 'LOG_LEVEL', default: 'info', meaning: 'server log level' },
  {
    name: 'ISPS_STATIC_PLAIN',
    default: '',
    meaning: '1: no compression, no long caching (bench/network baseline only)',
  },
  ...SAP_CONFIG_VARIABLES,
  ...SALES_CONFIG_VARIABLES,
];

export type IspsMode = 'demo' | 'production';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL, or null for the embedded SQLite file `${dataDir}/isps.sqlite`. */
  databaseUrl: string | null;
  /** PostgreSQL schema to work in (tests give every file its own); null = the server default. */
  databaseSchema: string | null;
  redisUrl: string | null;
  apiPrefix: string;
  mode: IspsMode;
  captcha: boolean;
  adminPassword: string | null;
  tokenTtlMs: number;
  shellTokenTtlMs: number;
  allowedOrigins: string[];
  maxFrameDepth: number;
  shell: ShellLoginConfig | null;
  /** Whether `<API>/docs` serves the OpenAPI page and document. */
  openApi: boolean;
  /** Login requests per source address and minute (issue 16). */
  loginRateLimit: number;
  casServerUrl: string | null;
  authFailureStatus: 401 | 500;
  logLevel: string;
  /** How files and answers are delivered (server/http/delivery.ts). */
  delivery: Delivery;
  /** The SAP boundary (server/integrations/sap, docs/integrations.md). */
  sap: SapConfig;
  /** The sales order boundary (server/integrations/sales, docs/integrations.md). */
  sales: SalesConfig;
}

/**
 * The field-service shell's automatic login (docs/embedding.md): the shell's backend signs a one-use
 * assertion with `secret`; no password of the service account exists anywhere outside the database.
 */
export interface ShellLoginConfig {
  username: string;
  /** HMAC-SHA256 key shared with the shell's backend; null in demo mode = derived from the secret key. */
  secret: string | null;
  audience: string;
  networks: string[];
  /** Where pages without a shell above them get an assertion (the shell's backend), or null. */
  assertionUrl: string | null;
}

/** Demo mode's shell account (seeded by the demo seed). */
export const DEMO_SHELL_USERNAME = 'fsm_shell';
const SHELL_SECRET_MIN_LENGTH = 32;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** `7d`, `3h`, `30m`, `45s` or a bare number of seconds. */
export function parseDuration(name: string, value: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match)
    throw new ConfigError(`${name}: expected a duration like 7d, 3h, 30m or seconds, got "${value}"`);
  const unit = { '': 1_000, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[
    match[2] as '' | 's' | 'm' | 'h' | 'd'
  ];
  const ms = Number(match[1]) * unit;
  if (ms <= 0) throw new ConfigError(`${name}: must be positive`);
  return ms;
}

function integer(name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name}: expected an integer from ${min} to ${max}, got "${value}"`);
  }
  return n;
}

function onOff(name: string, value: string): boolean {
  const normalised = value.toLowerCase();
  if (['on', 'true', '1'].includes(normalised)) return true;
  if (['off', 'false', '0'].includes(normalised)) return false;
  throw new ConfigError(`${name}: expected on or off, got "${value}"`);
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function normalisePrefix(value: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  if (!/^\/[A-Za-z0-9._~/-]*$/.test(trimmed)) throw new ConfigError(`API_PREFIX: not a path: "${value}"`);
  return trimmed;
}

/** Reads the environment into a typed configuration; throws ConfigError with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const get = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const mode = get('ISPS_MODE') ?? 'demo';
  if (mode !== 'demo' && mode !== 'production') {
    throw new ConfigError(`ISPS_MODE: expected demo or production, got "${mode}"`);
  }
  const captcha = (get('ISPS_CAPTCHA') ?? 'on').toLowerCase();
  if (!['on', 'off', 'true', 'false', '1', '0'].includes(captcha)) {
    throw new ConfigError(`ISPS_CAPTCHA: expected on or off, got "${captcha}"`);
  }
  const databaseUrl = get('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL: only postgres:// URLs are supported (unset it for SQLite)');
  }
  const authFailureStatus = integer(
    'ISPS_AUTH_FAILURE_STATUS',
    get('ISPS_AUTH_FAILURE_STATUS') ?? '401',
    401,
    500,
  );
  if (authFailureStatus !== 401 && authFailureStatus !== 500) {
    throw new ConfigError('ISPS_AUTH_FAILURE_STATUS: expected 401 or 500');
  }
  const shell = shellLoginConfig(get, mode);
  const casServerUrl = get('CAS_SERVER_URL') ?? null;
  if (casServerUrl !== null && !/^https?:\/\//.test(casServerUrl)) {
    throw new ConfigError('CAS_SERVER_URL: expected an http(s) URL');
  }
  const dataDir = resolve(get('DATA_DIR') ?? './data');
  const sap = readSapConfig(get, dataDir, (message) => {
    throw new ConfigError(message);
  });
  const sales = readSalesConfig(get, dataDir, (message) => {
    throw new ConfigError(message);
  });
  return {
    port: integer('PORT', get('PORT') ?? '8080', 0, 65_535),
    host: get('HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    databaseSchema: null,
    redisUrl: get('REDIS_URL') ?? null,
    apiPrefix: normalisePrefix(env.API_PREFIX ?? '/jeecg-boot'),
    mode,
    captcha: ['on', 'true', '1'].includes(captcha),
    adminPassword: get('ISPS_ADMIN_PASSWORD') ?? null,
    tokenTtlMs: parseDuration('TOKEN_TTL', get('TOKEN_TTL') ?? '7d'),
    shellTokenTtlMs: parseDuration('SHELL_TOKEN_TTL', get('SHELL_TOKEN_TTL') ?? '3h'),
    allowedOrigins: list(get('ISPS_ALLOWED_ORIGINS')),
    maxFrameDepth: integer('ISPS_MAX_FRAME_DEPTH', get('ISPS_MAX_FRAME_DEPTH') ?? '3', 1, 10),
    shell,
    openApi: onOff('ISPS_OPENAPI', get('ISPS_OPENAPI') ?? (mode === 'demo' ? 'on' : 'off')),
    loginRateLimit: integer('ISPS_LOGIN_RATE_LIMIT', get('ISPS_LOGIN_RATE_LIMIT') ?? '30', 1, 100_000),
    casServerUrl: casServerUrl?.replace(/\/+$/, '') ?? null,
    authFailureStatus,
    logLevel: get('LOG_LEVEL') ?? 'info',
    delivery: ['1', 'true'].includes(get('ISPS_STATIC_PLAIN') ?? '') ? 'plain' : 'optimized',
    sap,
    sales,
  };
}

function shellLoginConfig(
  get: (name: string) => string | undefined,
  mode: IspsMode,
): ShellLoginConfig | null {
  if (get('ISPS_SHELL_PASSWORD') !== undefined) {
    throw new ConfigError(
      'ISPS_SHELL_PASSWORD is no longer read: the shell logs in with a signed assertion, set ISPS_SHELL_SECRET (docs/embedding.md)',
    );
  }
  const username = get('ISPS_SHELL_USERNAME') ?? (mode === 'demo' ? DEMO_SHELL_USERNAME : undefined);
  if (!username) return null;
  const secret = get('ISPS_SHELL_SECRET') ?? null;
  if (secret === null && mode === 'production') {
    throw new ConfigError('ISPS_SHELL_SECRET: required with ISPS_SHELL_USERNAME');
  }
  if (secret !== null && secret.length < SHELL_SECRET_MIN_LENGTH) {
    throw new ConfigError(`ISPS_SHELL_SECRET: at least ${SHELL_SECRET_MIN_LENGTH} characters`);
  }
  const networks = list(get('ISPS_SHELL_NETWORKS'));
  for (const cidr of networks) parseCidrOrThrow(cidr);
  const assertionUrl = get('ISPS_SHELL_ASSERTION_URL') ?? null;
  if (assertionUrl !== null && !/^(https?:\/\/|\/)/.test(assertionUrl)) {
    throw new ConfigError('ISPS_SHELL_ASSERTION_URL: expected an http(s) URL or a path');
  }
  return {
    username,
    secret,
    audience: get('ISPS_SHELL_AUDIENCE') ?? 'isps-fsm-shell',
    networks,
    assertionUrl,
  };
}

function parseCidrOrThrow(cidr: string): void {
  const [address, bits] = cidr.split('/');
  const isV4 = /^\d{1,3}(\.\d{1,3}){3}$/.test(address ?? '');
  const isV6 = !isV4 && (address ?? '').includes(':');
  const max = isV4 ? 32 : 128;
  if ((!isV4 && !isV6) || (bits !== undefined && !(Number(bits) >= 0 && Number(bits) <= max))) {
    throw new ConfigError(`ISPS_SHELL_NETWORKS: not a CIDR: "${cidr}"`);
  }
}
