import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_MS, sendEarly, takeEarly } from '../../../src/client/firstData';
import { get, setHttpAdapter } from '../../../src/client/http';
import { setLocale } from '../../../src/client/locale';
import { setRuntimeConfig } from '../../../src/client/runtimeConfig';
import { clearSession, setTenantId, startSession } from '../../../src/client/session';
import { purchaseOrder } from '../../../src/domain/srm/purchase-order';
import { firstListRequest, listData } from '../../../src/ui/entity/list-request';

/** What the page's own requests reached: the test adapter of the HTTP client. */
const sentByPage: string[] = [];
const adapter: AxiosAdapter = async (config) => {
  sentByPage.push(config.url ?? '');
  return {
    data: { success: true, result: 'from the page' },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  };
};

interface Sent {
  url: URL;
  init: RequestInit;
}
let sentEarly: Sent[] = [];
let answer: () => Response = () =>
  new Response(JSON.stringify({ success: true, result: 'early' }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const signIn = (token: string) =>
  startSession({
    token,
    userInfo: { id: '1', username: 'u', realname: 'U' },
    source: 'login',
    storageMs: 1e6,
  });

/** Lets the early request's promises (configuration, fetch, body) settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a page's first data before its code (issue 17, src/client/firstData.ts)", () => {
  beforeEach(() => {
    sentByPage.length = 0;
    sentEarly = [];
    setHttpAdapter(adapter);
    setRuntimeConfig({ apiBase: 'https://api.example/jeecg-boot' }, 'https://host.example/');
    clearSession();
    setLocale('zh_CN');
    vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
      sentEarly.push({ url: new URL(input), init });
      return answer();
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    clearSession();
  });

  it('sends the GET with the session, tenant, language and _t of the HTTP client, without credentials', async () => {
    signIn('tok');
    setTenantId(3);
    const before = Math.floor(Date.now() / 1000);
    sendEarly({
      url: '/srm/purchaseOrder/list',
      params: { docStatus: 'approved', pageNo: 1, skipped: undefined },
    });
    await settled();
    expect(sentEarly).toHaveLength(1);
    const [{ url, init }] = sentEarly as [Sent];
    expect(`${url.origin}${url.pathname}`).toBe('https://api.example/jeecg-boot/srm/purchaseOrder/list');
    expect(url.searchParams.get('docStatus')).toBe('approved');
    expect(url.searchParams.get('pageNo')).toBe('1');
    expect(url.searchParams.has('skipped')).toBe(false);
    expect(Number(url.searchParams.get('_t'))).toBeGreaterThanOrEqual(before);
    const headers = new Headers(init.headers);
    expect(headers.get('X-Access-Token')).toBe('tok');
    expect(headers.get('tenant-id')).toBe('3');
    expect(headers.get('tenant_id')).toBe('3');
    expect(headers.get('X-Locale')).toBe('zh_CN');
    expect(init.credentials).toBe('omit');
  });

  it("hands the answer to the page's identical get once; the next get is the page's own", async () => {
    signIn('tok');
    sendEarly({ url: '/a/list', params: { b: 2, a: 'x' } });
    sendEarly({ url: '/a/list', params: { a: 'x', b: 2 } }); // already under way: not sent twice
    expect(await get('/a/list', { a: 'x', b: 2 })).toEqual({ success: true, result: 'early' });
    expect(sentEarly).toHaveLength(1);
    expect(sentByPage).toEqual([]);
    expect(await get('/a/list', { a: 'x', b: 2 })).toEqual({ success: true, result: 'from the page' });
    expect(sentByPage).toEqual(['/a/list']);
  });

  it('never hands it to other parameters, another session, tenant or language', async () => {
    signIn('tok');
    sendEarly({ url: '/a/list', params: { a: 'x' } });
    expect(takeEarly('/a/list', { a: 'y' })).toBeUndefined();
    expect(takeEarly('/b/list', { a: 'x' })).toBeUndefined();
    setTenantId(7);
    expect(takeEarly('/a/list', { a: 'x' })).toBeUndefined();
    setTenantId(1);
    expect(takeEarly('/a/list', { a: 'x' })).toBeUndefined(); // the tenant change dropped it

    sendEarly({ url: '/a/list' });
    signIn('another');
    expect(takeEarly('/a/list', undefined)).toBeUndefined();

    sendEarly({ url: '/a/list' });
    setLocale('en_US');
    expect(takeEarly('/a/list', undefined)).toBeUndefined();

    sendEarly({ url: '/a/list' });
    clearSession();
    expect(takeEarly('/a/list', undefined)).toBeUndefined();
  });

  it('sends nothing without a valid session, nor parameters that are not plain values', async () => {
    sendEarly({ url: '/a/list' });
    startSession(
      {
        token: 'expired',
        userInfo: { id: '1', username: 'u', realname: 'U' },
        source: 'login',
        storageMs: 1_000,
      },
      Date.now() - 60_000,
    );
    sendEarly({ url: '/a/list' });
    signIn('tok');
    sendEarly({ url: '/a/list', params: { ids: ['1', '2'] } });
    await settled();
    expect(sentEarly).toEqual([]);
  });

  it('leaves a failed early request to the page, which sends its own (and reports its errors)', async () => {
    signIn('tok');
    answer = () => new Response('busy', { status: 503 });
    sendEarly({ url: '/a/list' });
    expect(await get('/a/list')).toEqual({ success: true, result: 'from the page' });
    expect(sentByPage).toEqual(['/a/list']);
  });

  it('drops an answer nobody took within EARLY_ANSWER_MS', async () => {
    vi.useFakeTimers();
    signIn('tok');
    sendEarly({ url: '/a/list' });
    vi.advanceTimersByTime(EARLY_ANSWER_MS + 1);
    expect(takeEarly('/a/list', undefined)).toBeUndefined();
  });

  it("a list page's first request: its list route, the host's filter, the first page", () => {
    const filter = { docStatus: 'approved', confirmStatus: 'unconfirmed' };
    expect(firstListRequest(purchaseOrder, filter)).toEqual({
      url: `${purchaseOrder.basePath}/list`,
      params: { docStatus: 'approved', confirmStatus: 'unconfirmed', pageNo: 1, pageSize: 10 },
    });
    expect(listData(purchaseOrder)()).toEqual([
      { url: `${purchaseOrder.basePath}/list`, params: { pageNo: 1, pageSize: 10 } },
    ]);
  });
});
