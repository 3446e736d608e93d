import type { IspsRuntimeConfig } from '../domain/system/session';
import { pageShared } from './pageShared';

/** api-contract 1.1: the fallback prefix when no base URL is configured. */
export const FALLBACK_API_PREFIX = '/jeecg-boot';
export const DEFAULT_MAX_FRAME_DEPTH = 3;

/** The deployment configuration with every URL made absolute. */
export interface RuntimeConfig extends IspsRuntimeConfig {
  /** Where the configuration came from; relative URLs in it were resolved against this. */
  origin: string;
}

declare global {
  interface Window {
    /**
     * Values a host sets before the first element connects; each key it sets overrides the server's
     * `/isps-config.json`, every key it omits keeps the server's value (docs/embedding.md).
     */
    ISPS_CONFIG?: Partial<IspsRuntimeConfig>;
  }
}

interface ConfigSlot {
  promise: Promise<RuntimeConfig> | null;
  value: RuntimeConfig | null;
}

const slot = pageShared<ConfigSlot>('config', () => ({ promise: null, value: null }));

/** The keys whose values are URLs: each source's relative URLs resolve against that source's own address. */
const URL_KEYS = ['apiBase', 'staticDomain', 'wsBase'] as const;

/** The keys a source really set: an omitted or `undefined` value never hides another source's value. */
function setKeys(raw: Partial<IspsRuntimeConfig>, base: string): Partial<IspsRuntimeConfig> {
  const defined: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) if (value !== undefined) defined[key] = value;
  for (const key of URL_KEYS) {
    const value = defined[key];
    if (typeof value === 'string' && value !== '') defined[key] = new URL(value, base).href;
  }
  return defined as Partial<IspsRuntimeConfig>;
}

/**
 * docs/embedding.md "Configuration": the server's `/isps-config.json` first, then every key the host
 * set (`window.ISPS_CONFIG`, `configure()`) over it, key by key. A key neither sets gets its default.
 */
export function mergeConfigs(
  server: { raw: Partial<IspsRuntimeConfig>; base: string },
  host: { raw: Partial<IspsRuntimeConfig>; base: string } | null,
): RuntimeConfig {
  const merged = { ...setKeys(server.raw, server.base), ...(host ? setKeys(host.raw, host.base) : {}) };
  return normaliseConfig(merged, server.base);
}

export function normaliseConfig(raw: Partial<IspsRuntimeConfig>, base: string): RuntimeConfig {
  const origin = new URL(base).origin;
  const apiBase = new URL(raw.apiBase || FALLBACK_API_PREFIX, base).href.replace(/\/+$/, '');
  const config: RuntimeConfig = {
    origin,
    apiBase,
    staticDomain: (raw.staticDomain
      ? new URL(raw.staticDomain, base).href
      : `${apiBase}/sys/common/static`
    ).replace(/\/+$/, ''),
    allowedOrigins: (raw.allowedOrigins ?? []).filter((o) => typeof o === 'string' && o.length > 0),
    maxFrameDepth: raw.maxFrameDepth ?? DEFAULT_MAX_FRAME_DEPTH,
    captcha: raw.captcha ?? true,
    shellAssertionUrl: raw.shellAssertionUrl ? new URL(raw.shellAssertionUrl, base).href : null,
  };
  if (raw.wsBase) config.wsBase = new URL(raw.wsBase, base).href.replace(/\/+$/, '');
  return config;
}

/** The URL this copy of the library was served from: the deployment configuration lives beside it. */
function libraryUrl(): string {
  return import.meta.url.startsWith('http') ? import.meta.url : globalThis.location.href;
}

/** What the host page set before our script ran; its relative URLs are relative to the page. */
function hostConfig(): { raw: Partial<IspsRuntimeConfig>; base: string } | null {
  const raw = globalThis.window?.ISPS_CONFIG;
  return raw ? { raw, base: globalThis.location.href } : null;
}

async function fetchConfig(): Promise<RuntimeConfig> {
  const url = new URL('/isps-config.json', libraryUrl()).href;
  const host = hostConfig();
  try {
    const response = await fetch(url, { credentials: 'omit' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return mergeConfigs({ raw: (await response.json()) as Partial<IspsRuntimeConfig>, base: url }, host);
  } catch (error) {
    // Without the server's configuration the host's values and the defaults still make a working one
    // (the API at the fallback prefix of the library's origin unless the host moved it).
    console.error(
      `[isps] could not read ${url}; using ${host ? 'window.ISPS_CONFIG and ' : ''}defaults`,
      error,
    );
    return mergeConfigs({ raw: {}, base: url }, host);
  }
}

/** The configuration, fetched once per page and shared by every copy of the library. */
export function runtimeConfig(): Promise<RuntimeConfig> {
  slot.promise ??= fetchConfig().then((config) => {
    slot.value = config;
    return config;
  });
  return slot.promise;
}

/** The configuration if it has been read already. */
export function currentConfig(): RuntimeConfig | null {
  return slot.value;
}

/** Replaces the configuration (hosts that compute it, tests). */
export function setRuntimeConfig(
  raw: Partial<IspsRuntimeConfig>,
  base = globalThis.location.href,
): RuntimeConfig {
  const config = normaliseConfig(raw, base);
  slot.value = config;
  slot.promise = Promise.resolve(config);
  return config;
}
