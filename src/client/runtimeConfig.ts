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
    /** A host may set the configuration before loading our script instead of letting us fetch it. */
    ISPS_CONFIG?: Partial<IspsRuntimeConfig>;
  }
}

interface ConfigSlot {
  promise: Promise<RuntimeConfig> | null;
  value: RuntimeConfig | null;
}

const slot = pageShared<ConfigSlot>('config', () => ({ promise: null, value: null }));

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

async function fetchConfig(): Promise<RuntimeConfig> {
  const fromHost = globalThis.window?.ISPS_CONFIG;
  if (fromHost) return normaliseConfig(fromHost, globalThis.location.href);
  const url = new URL('/isps-config.json', libraryUrl()).href;
  try {
    const response = await fetch(url, { credentials: 'omit' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return normaliseConfig((await response.json()) as Partial<IspsRuntimeConfig>, url);
  } catch (error) {
    // Without a configuration the API is still reachable at the fallback prefix of our own origin.
    console.error(`[isps] could not read ${url}; using defaults`, error);
    return normaliseConfig({}, url);
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
