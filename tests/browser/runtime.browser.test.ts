import { expect } from 'chai';
import '../../elements/index';
import { get, httpClient } from '../../src/client/http';
import { setLocale } from '../../src/client/locale';
import { pageActions } from '../../src/client/pageActions';
import { $session, clearSession, startSession } from '../../src/client/session';
import { defineElement } from '../../src/ui/root/defineElement';
import type { LoadErrorDetail } from '../../src/ui/root/elementClass';
import { calls, FAKE_SHELL_BACKEND, installFakeApi, installFakeShellBackend, USER } from './fakeApi';
import { type ProbeElement, probeElement } from './fixtures/probeElement';
import { click, configureTestRuntime, mount, settled, shadow, waitFor } from './helpers';

configureTestRuntime(FAKE_SHELL_BACKEND.issuing);
installFakeApi();
installFakeShellBackend();
const reloads: number[] = [];
pageActions.reload = () => reloads.push(Date.now());
pageActions.path = () => '/somewhere';

const text = (element: HTMLElement, selector: string) =>
  shadow(element).querySelector(selector)?.textContent ?? '';
const rendered = (element: HTMLElement) =>
  waitFor(() => shadow(element).querySelector('.probe'), 'the probe page');

describe('element props, events and methods', () => {
  it('reads string, number, boolean and json props from attributes', async () => {
    const probe = mount(probeElement.tag, {
      label: 'hello',
      count: '42',
      flag: 'true',
      config: '{"a":[1,2]}',
    });
    await rendered(probe);
    expect(text(probe, '.label')).to.equal('hello');
    expect(text(probe, '.count')).to.equal('number:42');
    expect(text(probe, '.flag')).to.equal('boolean:true');
    expect(text(probe, '.config')).to.equal('{"a":[1,2]}');
    probe.setAttribute('flag', 'false');
    await waitFor(() => text(probe, '.flag') === 'boolean:false', 'flag=false');
  });

  it('takes properties, including a function from the host as a method prop', async () => {
    const probe = mount(probeElement.tag) as ProbeElement;
    await rendered(probe);
    probe.label = 'by property';
    probe.config = { nested: true };
    probe.formatter = (value: string) => `formatted ${value}`;
    await waitFor(() => text(probe, '.formatted') === 'formatted x', 'the formatter');
    expect(text(probe, '.label')).to.equal('by property');
    expect(text(probe, '.config')).to.equal('{"nested":true}');
    expect(probe.getAttribute('config')).to.equal('{"nested":true}');
  });

  it('keeps properties a host set before the tag was defined', async () => {
    const early = document.createElement('isps-test-early') as HTMLElement & {
      label?: string;
      count?: number;
    };
    early.label = 'set early';
    early.count = 7;
    document.body.append(early);
    defineElement('isps-test-early', { ...probeElement, props: probeElement.props });
    await rendered(early);
    expect(text(early, '.label')).to.equal('set early');
    expect(text(early, '.count')).to.equal('number:7');
  });

  it('emits isps-* events that bubble out of the shadow root with their detail', async () => {
    const wrapper = document.createElement('section');
    document.body.append(wrapper);
    const probe = mount(probeElement.tag, { label: 'evented' }, wrapper);
    await rendered(probe);
    const received = new Promise<CustomEvent>((resolve) =>
      wrapper.addEventListener('isps-probe', (event) => resolve(event as CustomEvent), { once: true }),
    );
    await click(shadow(probe).querySelector('.emit') as HTMLElement);
    const event = await received;
    expect(event.detail).to.deep.equal({ label: 'evented' });
    expect(event.composed).to.equal(true);
    expect(event.target).to.equal(probe);
  });

  it('forwards methods to the rendered page and explains when it has not rendered yet', async () => {
    const probe = document.createElement(probeElement.tag) as ProbeElement;
    expect(() => probe.echo('early')).to.throw(/has not rendered yet/);
    probe.setAttribute('label', 'm');
    const ready = new Promise((resolve) => probe.addEventListener('isps-ready', resolve, { once: true }));
    document.body.append(probe);
    await ready;
    expect(probe.echo('hi')).to.equal('echo:hi:m');
  });
});

describe('language', () => {
  it('switches every element, antd texts included, and stores the choice', async () => {
    const first = mount(probeElement.tag);
    const second = mount(probeElement.tag);
    const pinned = mount(probeElement.tag, { locale: 'zh_CN' });
    for (const element of [first, second, pinned]) await rendered(element);
    expect(text(first, '.text')).to.equal('确定');
    expect(text(first, '.pages .ant-select')).to.contain('条/页');
    setLocale('en_US');
    await waitFor(() => text(first, '.text') === 'OK' && text(second, '.text') === 'OK', 'English texts');
    expect(text(first, '.pages .ant-select')).to.contain('/ page');
    expect(text(pinned, '.text')).to.equal('确定');
    expect(JSON.parse(localStorage.getItem('pro__language') as string).value).to.equal('en_US');
    setLocale('zh_CN');
    await waitFor(() => text(first, '.text') === '确定', 'Chinese again');
  });
});

describe('chunk loading', () => {
  it('raises isps-load-error and a console error after the timeout, and shows no message', async () => {
    const hanging = defineElement('isps-test-hanging', {
      summary: 'never loads',
      page: () => new Promise<never>(() => undefined),
      props: {},
      events: {},
      loadTimeoutMs: 50,
    });
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const element = document.createElement(hanging.tag);
      const failed = new Promise<CustomEvent<LoadErrorDetail>>((resolve) =>
        document.addEventListener('isps-load-error', (e) => resolve(e as CustomEvent<LoadErrorDetail>), {
          once: true,
        }),
      );
      document.body.append(element);
      const event = await failed;
      expect(event.detail.tag).to.equal('isps-test-hanging');
      expect(event.detail.reason).to.equal('timeout');
      expect(errors.some((args) => String(args[0]).includes('isps-test-hanging'))).to.equal(true);
      expect(element.shadowRoot?.childNodes.length).to.equal(0);
      expect(document.querySelector('.ant-message, .ant-notification')).to.equal(null);
    } finally {
      console.error = original;
    }
  });

  it('defines the default timeout as the 120 s of spec 7.1', async () => {
    const { CHUNK_LOAD_TIMEOUT_MS } = await import('../../src/ui/root/elementClass');
    expect(CHUNK_LOAD_TIMEOUT_MS).to.equal(120_000);
  });
});

describe('HTTP errors', () => {
  before(async () => {
    await rendered(mount(probeElement.tag));
  });

  /** Feedback shows in the first mounted root of the page, whichever element that is. */
  const inRoots = <E extends Element>(selector: string): E[] =>
    [...document.querySelectorAll('*')].flatMap((node) => [
      ...(node.shadowRoot?.querySelectorAll<E>(selector) ?? []),
    ]);
  /** The notification that says `expected`: one left over from a slower test must not be taken for it. */
  const notice = (expected: string) =>
    waitFor(
      () => inRoots('.ant-notification-notice').find((shown) => shown.textContent?.includes(expected)),
      `a notification saying ${expected}`,
    );
  /** Clicks every close button until none is left: on a loaded machine a notice can still be entering. */
  async function dismissAll() {
    await waitFor(() => {
      const open = inRoots<HTMLElement>('.ant-notification-notice');
      for (const close of inRoots<HTMLElement>('.ant-notification-notice-close')) close.click();
      return open.length === 0;
    }, 'no notification');
  }

  it('shows 403, 404 and 504 in the first element root and still rejects to the caller', async () => {
    for (const [status, expected] of [
      [403, '拒绝访问'],
      [404, '很抱歉，资源未找到!'],
      [504, '网络超时'],
    ] as const) {
      let rejected = false;
      await get(`/status/${status}`).catch(() => {
        rejected = true;
      });
      expect(rejected, `status ${status} reaches the caller`).to.equal(true);
      const shown = await notice(expected);
      expect(shown.textContent).to.contain('系统提示');
      expect(document.body.querySelector('.ant-notification')).to.equal(null);
      await dismissAll();
    }
  });

  it('shows other statuses with the server message', async () => {
    await get('/status/409', { message: '数据库中已存在该记录' }).catch(() => undefined);
    await notice('数据库中已存在该记录');
    await dismissAll();
  });

  it('on 401 with a token logs out and reloads after 1.5 s', async () => {
    startSession({ token: 't401', userInfo: USER, source: 'login', storageMs: 60_000 });
    const before = reloads.length;
    await get('/status/401').catch(() => undefined);
    await notice('未授权，请重新登录');
    expect($session.get().token).to.equal(null);
    await waitFor(() => reloads.length > before, 'the reload', 4_000);
    await dismissAll();
  });

  it('on 500 "Token失效" with a token opens the re-login modal, which logs out and reloads', async () => {
    startSession({ token: 't500', userInfo: USER, source: 'login', storageMs: 60_000 });
    const before = reloads.length;
    await get('/status/500').catch(() => undefined);
    await get('/status/500').catch(() => undefined);
    const modal = await waitFor(() => inRoots<HTMLElement>('.ant-modal-confirm')[0], 're-login modal');
    expect(inRoots('.ant-modal-confirm')).to.have.length(1);
    expect(modal.textContent).to.contain('登录已过期').and.contain('很抱歉，登录已过期，请重新登录');
    await settled(modal);
    await click(modal.querySelector('.ant-btn-primary') as HTMLElement);
    await waitFor(() => reloads.length > before, 'the reload');
    expect($session.get().token).to.equal(null);
  });
});

describe('shell auto-login', () => {
  beforeEach(() => clearSession());

  it('logs in through /sys/fsmShellLogin with an assertion from the shell backend when auto-login="true"', async () => {
    const element = mount('isps-dict-items', { 'auto-login': 'true', 'dict-code': 'priority' });
    await waitFor(() => shadow(element).querySelector('.ant-table-row'), 'rows after the auto-login');
    const login = calls.find((c) => c.url.endsWith('/sys/fsmShellLogin'));
    // issue 16: the page holds no credential, only the one-use assertion the shell backend minted.
    expect(login?.body).to.deep.equal({ assertion: 'shell-assertion-1' });
    expect($session.get().token).to.equal('shell-token');
    expect($session.get().source).to.equal('shell');
    // spec 9: user info for 3 hours, the token for the shell's expires_in (also 3 h here).
    const stored = JSON.parse(localStorage.getItem('pro__Login_Userinfo') as string);
    expect(stored.expire - Date.now()).to.be.within(10_800_000 - 60_000, 10_800_000);
    element.remove();
  });

  it('swallows a failing auto-login and shows the login form instead', async () => {
    configureTestRuntime(FAKE_SHELL_BACKEND.forging);
    const element = mount('isps-dict-items', { 'auto-login': 'true' });
    await waitFor(() => shadow(element).querySelector('input[autocomplete="username"]'), 'the login form');
    expect(shadow(element).querySelector('.ant-notification-notice, .ant-message-notice')).to.equal(null);
    expect($session.get().token).to.equal(null);
    element.remove();
  });
});

describe('two copies of the library on one page', () => {
  it('never defines a tag twice and shares the session and the language', async () => {
    const first = customElements.get('isps-dict-items');
    const copy = (await import(
      /* @vite-ignore */ `${location.origin}/__copy2__/index.js`
    )) as typeof import('../../elements/index');
    expect(customElements.get('isps-dict-items')).to.equal(first);
    expect(copy.elementRegistry['isps-dict-items'].element).to.equal(first);

    startSession({ token: 'shared', userInfo: USER, source: 'login', storageMs: 60_000 });
    const probe = mount(probeElement.tag);
    await rendered(probe);
    await copy.setLocale('en_US');
    await waitFor(() => text(probe, '.text') === 'OK', 'the language set by the other copy');
    await copy.logout();
    expect($session.get().token).to.equal(null);
    await copy.setLocale('zh_CN');
    expect((await httpClient()).defaults.adapter).to.be.a('function');
  });
});
