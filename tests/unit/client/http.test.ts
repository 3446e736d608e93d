import type { AxiosAdapter } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { $feedbackQueue } from '../../../src/client/feedback';
import {
  del,
  fileUrl,
  get,
  httpClient,
  post,
  REQUEST_TIMEOUT_MS,
  setHttpAdapter,
} from '../../../src/client/http';
import { pageActions } from '../../../src/client/pageActions';
import { setRuntimeConfig } from '../../../src/client/runtimeConfig';
import { $session, clearSession, setTenantId, startSession } from '../../../src/client/session';

const seen: {
  url: string;
  method: string;
  params: Record<string, unknown>;
  headers: Record<string, unknown>;
}[] = [];
const adapter: AxiosAdapter = async (config) => {
  seen.push({
    url: `${config.baseURL}${config.url}`,
    method: config.method ?? '',
    params: { ...config.params },
    headers: config.headers.toJSON(),
  });
  if (config.url === '/unauthorized') {
    const { AxiosError } = await import('axios');
    throw new AxiosError(
      'x',
      'ERR',
      config,
      {},
      { status: 401, statusText: '', headers: {}, config, data: {} },
    );
  }
  if (config.url === '/fail') {
    const { AxiosError } = await import('axios');
    throw new AxiosError(
      'x',
      'ERR',
      config,
      {},
      {
        status: 403,
        statusText: '',
        headers: {},
        config,
        data: {},
      },
    );
  }
  return { data: { success: true, result: config.url }, status: 200, statusText: 'OK', headers: {}, config };
};

describe('http client (spec 7, api-contract 9.2)', () => {
  beforeEach(() => {
    seen.length = 0;
    setHttpAdapter(adapter);
    setRuntimeConfig(
      { apiBase: 'https://api.example/jeecg-boot', staticDomain: 'https://files.example' },
      'https://host.example/',
    );
    clearSession();
  });

  it('uses the configured base url, the 40 minute timeout and returns the body only', async () => {
    const body = await get('/sys/x');
    expect(body).toEqual({ success: true, result: '/sys/x' });
    expect(seen[0]?.url).toBe('https://api.example/jeecg-boot/sys/x');
    expect((await httpClient()).defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(2_400_000);
  });

  it('falls back to /jeecg-boot on the configuration origin without an apiBase', async () => {
    setRuntimeConfig({}, 'https://isps.example/isps-config.json');
    await get('/a');
    expect(seen[0]?.url).toBe('https://isps.example/jeecg-boot/a');
  });

  it('adds the token and tenant headers, and _t in seconds on GET only', async () => {
    startSession({
      token: 'tok',
      userInfo: { id: '1', username: 'u', realname: 'U' },
      source: 'login',
      storageMs: 1e6,
    });
    setTenantId(3);
    const before = Math.floor(Date.now() / 1000);
    await get('/a', { q: 1 });
    await post('/b', { x: 1 });
    await del('/c', { id: 1 });
    await get('/sys/dict/getDictItems/sex');
    expect(seen[0]?.headers['X-Access-Token']).toBe('tok');
    expect(seen[0]?.headers.tenant_id).toBe('3');
    expect(seen[0]?.headers['tenant-id']).toBe('3');
    expect(seen[0]?.params._t).toBeGreaterThanOrEqual(before);
    expect(seen[0]?.params.q).toBe(1);
    expect(seen[1]?.params._t).toBeUndefined();
    expect(seen[2]?.params).toEqual({ id: 1 });
    expect(seen[3]?.params._t).toBeUndefined();
  });

  it('keeps the token and tenant a call names itself (a host session checked in its own tenant)', async () => {
    setTenantId(0);
    await (await httpClient()).get('/sys/user/getUserInfo', {
      headers: { 'X-Access-Token': 'host-token', tenant_id: '1', 'tenant-id': '1' },
    });
    expect(seen[0]?.headers['X-Access-Token']).toBe('host-token');
    expect(seen[0]?.headers.tenant_id).toBe('1');
    expect(seen[0]?.headers['tenant-id']).toBe('1');
  });

  it('passes failures on to the caller after queueing the notice (spec 8)', async () => {
    $feedbackQueue.set([]);
    await expect(get('/fail')).rejects.toThrow();
    expect($feedbackQueue.get()[0]).toMatchObject({
      kind: 'notification',
      title: { key: 'http:notice.title' },
      description: { key: 'http:error.forbidden' },
      seconds: 4,
    });
  });

  it('asks the shell for a new token after a 401 on a token handed over the channel', async () => {
    const refreshes: number[] = [];
    pageActions.refreshFromShell = () => refreshes.push(1);
    startSession({
      token: 'framed',
      userInfo: { id: '1', username: 'u', realname: 'U' },
      source: 'channel',
      storageMs: 1e6,
    });
    await expect(get('/unauthorized')).rejects.toThrow();
    expect(refreshes).toEqual([1]);
    expect($session.get().token).toBe('framed');
    pageActions.refreshFromShell = null;
  });

  it('logs out after a 401 on an own login', async () => {
    const reloads: number[] = [];
    const reload = pageActions.reload;
    pageActions.reload = () => reloads.push(1);
    startSession({
      token: 'own',
      userInfo: { id: '1', username: 'u', realname: 'U' },
      source: 'login',
      storageMs: 1e6,
    });
    await expect(get('/unauthorized')).rejects.toThrow();
    expect($session.get().token).toBeNull();
    pageActions.reload = reload;
  });

  it('prefixes stored file paths with the static domain unless http or a bracket (spec 7.1)', () => {
    expect(fileUrl('temp/a.png', 'https://files.example')).toBe('https://files.example/temp/a.png');
    expect(fileUrl('/temp/a.png', 'https://files.example')).toBe('https://files.example/temp/a.png');
    expect(fileUrl('https://cdn.example/a.png', 'https://files.example')).toBe('https://cdn.example/a.png');
    expect(fileUrl('["a.png","b.png"]', 'https://files.example')).toBe('["a.png","b.png"]');
    expect(fileUrl(null)).toBe('');
  });
});
