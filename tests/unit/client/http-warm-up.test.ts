import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** How often an HTTP client was made from axios: once per fresh module graph that loaded it. */
const axiosImports = vi.hoisted(() => ({ count: 0 }));
vi.mock('axios', async (importOriginal) => {
  const real = await importOriginal<typeof import('axios')>();
  const counted = new Proxy(real.default, {
    get(target, name, receiver) {
      if (name !== 'create') return Reflect.get(target, name, receiver);
      return (...args: Parameters<typeof target.create>) => {
        axiosImports.count += 1;
        return target.create(...args);
      };
    },
  });
  return { ...real, default: counted };
});

const signIn = async () =>
  (await import('../../../src/client/session')).startSession({
    token: 'tok',
    userInfo: { id: '1', username: 'u', realname: 'U' },
    source: 'login',
    storageMs: 1e6,
  });

/** Long enough for a dynamic import of axios under vitest to have finished, had one started. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 300));
const loadsAxios = () => vi.waitFor(() => expect(axiosImports.count).toBe(1), { timeout: 3_000 });

describe('when the HTTP client (axios) loads (issue 17, src/client/http.ts)', () => {
  beforeEach(async () => {
    vi.resetModules();
    axiosImports.count = 0;
    (await import('../../../src/client/session')).clearSession();
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ success: true, result: 'early' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
  });

  afterEach(() => vi.unstubAllGlobals());

  it('not when the module loads, even with a stored session: a page with early data does not wait for it', async () => {
    await signIn();
    await import('../../../src/client/http');
    await settled();
    expect(axiosImports.count).toBe(0);
  });

  it('at once for a page that sends its first requests itself (warmUp), only with a session', async () => {
    const http = await import('../../../src/client/http');
    http.warmUp();
    await settled();
    expect(axiosImports.count).toBe(0);
    await signIn();
    http.warmUp();
    await loadsAxios();
  });

  it('once the page has taken an early answer, for its next requests', async () => {
    await signIn();
    const { setRuntimeConfig } = await import('../../../src/client/runtimeConfig');
    setRuntimeConfig({ apiBase: 'https://api.example/jeecg-boot' }, 'https://host.example/');
    const http = await import('../../../src/client/http');
    http.sendFirstData([{ url: '/a/list', params: { a: 'x' } }]);
    await settled();
    expect(axiosImports.count).toBe(0);
    expect(await http.get('/a/list', { a: 'x' })).toEqual({ success: true, result: 'early' });
    await loadsAxios();
  });
});
