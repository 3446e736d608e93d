import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IspsRuntimeConfig } from '../../../src/domain/system/session';

/** What the server answers at /isps-config.json: captcha off and the shell's assertion URL, as in the issue. */
const SERVER: IspsRuntimeConfig = {
  apiBase: '/jeecg-boot',
  staticDomain: '/jeecg-boot/sys/common/static',
  allowedOrigins: ['https://host.example'],
  maxFrameDepth: 2,
  captcha: false,
  shellAssertionUrl: '/jeecg-boot/demo/fsmShellAssertion',
};

const REGISTRY = Symbol.for('isps.registry.v1');

/** A fresh copy of the module with an empty page registry, so each test reads the configuration anew. */
async function freshRuntimeConfig() {
  const registry = (globalThis as Record<symbol, Record<string, unknown> | undefined>)[REGISTRY];
  if (registry) delete registry.config;
  vi.resetModules();
  return import('../../../src/client/runtimeConfig');
}

function serverAnswers(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('configuration merge (docs/embedding.md "Configuration")', () => {
  beforeEach(() => {
    delete window.ISPS_CONFIG;
  });
  afterEach(() => {
    delete window.ISPS_CONFIG;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps every server key a host omits: auto-login account and captcha off survive a new apiBase', async () => {
    serverAnswers(SERVER);
    window.ISPS_CONFIG = { apiBase: 'https://api.example.com/jeecg-boot' };
    const { runtimeConfig } = await freshRuntimeConfig();
    const config = await runtimeConfig();
    expect(config.apiBase).toBe('https://api.example.com/jeecg-boot');
    expect(config.captcha).toBe(false);
    expect(config.shellAssertionUrl).toBe(`${location.origin}/jeecg-boot/demo/fsmShellAssertion`);
    expect(config.allowedOrigins).toEqual(['https://host.example']);
    expect(config.maxFrameDepth).toBe(2);
  });

  it('lets each key the host sets win over the server, key by key', async () => {
    serverAnswers(SERVER);
    window.ISPS_CONFIG = { captcha: true, maxFrameDepth: 1, allowedOrigins: ['https://other.example'] };
    const { runtimeConfig } = await freshRuntimeConfig();
    const config = await runtimeConfig();
    expect(config).toMatchObject({
      captcha: true,
      maxFrameDepth: 1,
      allowedOrigins: ['https://other.example'],
    });
    expect(config.apiBase).toBe(`${location.origin}/jeecg-boot`);
  });

  it('ignores keys a host sets to undefined', async () => {
    serverAnswers(SERVER);
    window.ISPS_CONFIG = { captcha: undefined, shellAssertionUrl: undefined };
    const { runtimeConfig } = await freshRuntimeConfig();
    const config = await runtimeConfig();
    expect(config.captcha).toBe(false);
    expect(config.shellAssertionUrl).not.toBeNull();
  });

  it('reads the server configuration even when the host set one', async () => {
    const fetchMock = serverAnswers(SERVER);
    window.ISPS_CONFIG = { apiBase: '/api' };
    const { runtimeConfig } = await freshRuntimeConfig();
    await runtimeConfig();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('resolves each source against its own address: host URLs against the page, server URLs against the configuration', async () => {
    const { mergeConfigs } = await freshRuntimeConfig();
    const config = mergeConfigs(
      {
        raw: { apiBase: '/jeecg-boot', staticDomain: '/files' },
        base: 'https://isps.example/isps-config.json',
      },
      { raw: { apiBase: '/api' }, base: 'https://host.example/shop/page.html' },
    );
    expect(config.apiBase).toBe('https://host.example/api');
    expect(config.staticDomain).toBe('https://isps.example/files');
    expect(config.origin).toBe('https://isps.example');
  });

  it('derives the static domain from the winning apiBase when no source sets one', async () => {
    const { mergeConfigs } = await freshRuntimeConfig();
    const config = mergeConfigs(
      { raw: { apiBase: '/jeecg-boot' }, base: 'https://isps.example/isps-config.json' },
      { raw: { apiBase: 'https://api.example/jb' }, base: 'https://host.example/' },
    );
    expect(config.staticDomain).toBe('https://api.example/jb/sys/common/static');
  });

  it('falls back to the host values and the defaults when the server configuration cannot be read', async () => {
    serverAnswers({}, 404);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.ISPS_CONFIG = { captcha: false };
    const { runtimeConfig } = await freshRuntimeConfig();
    const config = await runtimeConfig();
    expect(config).toMatchObject({ captcha: false, maxFrameDepth: 3, shellAssertionUrl: null });
    expect(error).toHaveBeenCalledOnce();
  });

  it('uses the server configuration alone when the host sets nothing', async () => {
    serverAnswers(SERVER);
    const { runtimeConfig } = await freshRuntimeConfig();
    const config = await runtimeConfig();
    expect(config).toMatchObject({
      captcha: false,
      maxFrameDepth: 2,
      allowedOrigins: ['https://host.example'],
    });
  });
});
