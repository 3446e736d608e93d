import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { setHttpAdapter } from '../../src/client/http';

/**
 * A small fake of the JeecgBoot API as an axios adapter: browser tests check the elements, not the
 * server (the e2e suite runs against the real one). Every call is recorded.
 */
export interface FakeCall {
  method: string;
  url: string;
  params: Record<string, unknown>;
  headers: Record<string, string>;
  body: unknown;
}

export const calls: FakeCall[] = [];

const ok = <T>(result: T, code = 0) => ({
  success: true,
  message: '操作成功！',
  code,
  result,
  timestamp: Date.now(),
});

export const DICTIONARIES = {
  priority: [
    { value: 'L', text: '一般', title: '一般' },
    { value: 'M', text: '重要', title: '重要' },
    { value: 'H', text: '紧急', title: '紧急' },
  ],
  yn: [
    { value: '1', text: '是', title: '是' },
    { value: '0', text: '否', title: '否' },
  ],
};

export const USER = { id: 'u1', username: 'admin', realname: '管理员', orgCode: 'A01' };

const notices = [
  {
    id: 'n1',
    titile: '系统升级通知',
    msgContent: '<p>今晚22:00升级</p><img src="data:," onerror="window.__xss=1">',
    priority: 'H',
    sender: 'admin',
    sendTime: '2021-08-13 15:00:00',
    createTime: '2021-08-13 14:55:10',
    openType: 'url',
    openPage: '/isps/userAnnouncement',
  },
  {
    id: 'n2',
    titile: '盘点安排',
    msgContent: '<p>周五盘点</p>',
    priority: 'M',
    sender: 'admin',
    createTime: '2021-08-12 10:00:00',
  },
];
const systemMessages = [
  {
    id: 's1',
    titile: '密码即将过期',
    msgContent: '<p>请修改密码</p>',
    priority: 'L',
    createTime: '2021-08-11 09:00:00',
  },
];

type Route = (call: FakeCall) => { status?: number; data: unknown };

const routes: [RegExp, Route][] = [
  [
    /\/sys\/annountCement\/listByUser$/,
    () => ({
      data: ok({
        anntMsgList: notices,
        anntMsgTotal: notices.length,
        sysMsgList: systemMessages,
        sysMsgTotal: 1,
      }),
    }),
  ],
  [/\/sys\/sysAnnouncementSend\/editByAnntIdAndUserId$/, () => ({ data: ok(null) })],
  [/\/sys\/dict\/queryAllDictItems$/, () => ({ data: ok(DICTIONARIES) })],
  [
    /\/sys\/dict\/getDictItems\/(\w+)$/,
    (call) => {
      const code = /getDictItems\/(\w+)$/.exec(call.url)?.[1] as keyof typeof DICTIONARIES;
      return { data: ok(DICTIONARIES[code] ?? []) };
    },
  ],
  [/\/sys\/dict\/refleshCache$/, () => ({ data: ok(null) })],
  [
    /\/sys\/user\/getCurrentUserDeparts$/,
    () => ({
      data: ok({
        list: [
          { id: 'd1', orgCode: 'A01', departName: '总部' },
          { id: 'd2', orgCode: 'A02', departName: '华东仓' },
        ],
        orgCode: 'A01',
      }),
    }),
  ],
  [
    /\/sys\/selectDepart$/,
    (call) => ({
      data: ok({ userInfo: { ...USER, orgCode: (call.body as { orgCode: string }).orgCode } }),
    }),
  ],
  [
    /\/sys\/fsmShellLogin$/,
    (call) => {
      const body = call.body as { assertion: string };
      if (!body.assertion.startsWith('shell-assertion-'))
        return { data: { success: false, code: 500, message: '外壳登录凭证无效', result: null } };
      return {
        data: ok(
          { token: 'shell-token', expires_in: 10_800, userInfo: USER, sysAllDictItems: DICTIONARIES },
          200,
        ),
      };
    },
  ],
  [
    /\/sys\/permission\/getUserPermissionByToken$/,
    () => ({
      data: ok(
        { menu: [{ path: '/dashboard/analysis' }], auth: [{ action: 'user:add', type: '1' }], allAuth: [] },
        200,
      ),
    }),
  ],
  [
    /\/sys\/login$/,
    (call) => {
      const body = call.body as { username: string; password: string };
      if (body.username !== USER.username || body.password !== '123456')
        return { data: { success: false, code: 500, message: '用户名或密码错误', result: null } };
      return { data: ok({ token: 'login-token', userInfo: USER, sysAllDictItems: DICTIONARIES }, 200) };
    },
  ],
  [
    // A token a host obtained itself (setSession) is checked here: 'host-token' is valid, 'forged' refused;
    // the tests' own sessions find no such route, as before setSession existed.
    /\/sys\/user\/getUserInfo$/,
    (call) => {
      const token = call.headers['X-Access-Token'];
      if (token === 'host-token') return { data: ok({ userInfo: USER, sysAllDictItems: DICTIONARIES }) };
      if (token === 'forged')
        return {
          status: 401,
          data: { success: false, code: 401, message: 'Token失效，请重新登录', result: null },
        };
      return { status: 404, data: { message: 'not found' } };
    },
  ],
  [/\/sys\/randomImage\/\d+$/, () => ({ data: ok('data:image/gif;base64,R0lGODlhAQABAAAAACw=') })],
  [
    /\/status\/(\d+)$/,
    (call) => ({
      status: Number(/status\/(\d+)$/.exec(call.url)?.[1]),
      data: { success: false, code: 500, message: call.params.message ?? 'Token失效，请重新登录' },
    }),
  ],
];

const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const url = `${config.baseURL ?? ''}${config.url ?? ''}`;
  const call: FakeCall = {
    method: (config.method ?? 'get').toUpperCase(),
    url,
    params: { ...(config.params as Record<string, unknown>) },
    headers: Object.fromEntries(Object.entries(config.headers.toJSON()).map(([k, v]) => [k, String(v)])),
    body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
  };
  calls.push(call);
  const route = routes.find(([pattern]) => pattern.test(url.split('?')[0] ?? ''));
  const { status = 200, data } = route ? route[1](call) : { status: 404, data: { message: 'not found' } };
  const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
  if (status >= 400) {
    const { AxiosError } = await import('axios');
    throw new AxiosError(
      `Request failed with status code ${status}`,
      'ERR_BAD_RESPONSE',
      config,
      {},
      response,
    );
  }
  return response;
};

/** Routes this copy's HTTP client to the fake. */
/** Runtime-config `shellAssertionUrl`s of a fake shell backend: one that mints assertions, one that forges them. */
export const FAKE_SHELL_BACKEND = {
  issuing: '/fake-shell-backend/assertion',
  forging: '/fake-shell-backend/forged',
} as const;

/** Answers the fake shell backend's URLs in `fetch` (the auto-login asks it before calling our API). */
export function installFakeShellBackend(): void {
  const realFetch = globalThis.fetch;
  let minted = 0;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname === FAKE_SHELL_BACKEND.issuing) {
      minted += 1;
      return Response.json({ assertion: `shell-assertion-${minted}` });
    }
    if (url.pathname === FAKE_SHELL_BACKEND.forging) return Response.json({ assertion: 'forged' });
    return realFetch(input, init);
  };
}

export function installFakeApi(): void {
  setHttpAdapter(adapter);
}
