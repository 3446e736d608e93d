import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { setSession } from '../../elements/index';
import { setRuntimeConfig } from '../../src/client/runtimeConfig';
import { $session, clearSession } from '../../src/client/session';
import { calls, installFakeApi, USER } from './fakeApi';
import { click, configureTestRuntime, mount, shadow, waitFor } from './helpers';

// docs/embedding.md "Signing in": several elements on one page without a session share one sign-in.
installFakeApi();

const mounted: HTMLElement[] = [];
function place(tag: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = mount(tag, attributes);
  mounted.push(element);
  return element;
}

const loginForms = (elements: HTMLElement[]) =>
  elements.filter((element) => shadow(element).querySelector('input[autocomplete="username"]'));
const waiting = (elements: HTMLElement[]) =>
  elements.filter((element) => shadow(element).querySelector('.isps-sign-in-wait'));
const loaded = (elements: HTMLElement[]) =>
  elements.filter((element) => shadow(element).querySelector('.ant-table-row'));

/** Four dictionary browsers, settled into one asking for credentials and three waiting. */
async function fourElementsWithoutSession(): Promise<HTMLElement[]> {
  const elements = [1, 2, 3, 4].map(() => place('isps-dict-items', { 'dict-code': 'priority' }));
  await waitFor(
    () => loginForms(elements).length + waiting(elements).length === elements.length,
    'every element to ask or wait',
    // The first test of the file also waits for the page chunks to compile.
    60_000,
  );
  return elements;
}

async function typeInto(input: HTMLInputElement, text: string): Promise<void> {
  await click(input);
  await sendKeys({ type: text });
}

async function signInThrough(element: HTMLElement): Promise<void> {
  const root = shadow(element);
  await typeInto(root.querySelector('input[autocomplete="username"]') as HTMLInputElement, USER.username);
  await typeInto(root.querySelector('input[autocomplete="current-password"]') as HTMLInputElement, '123456');
  await click(root.querySelector('button[type="submit"]') as HTMLElement);
}

describe('one sign-in per page', () => {
  beforeEach(() => {
    configureTestRuntime();
    clearSession();
    calls.length = 0;
  });
  afterEach(() => {
    for (const element of mounted.splice(0)) element.remove();
  });

  it('asks in exactly one element; the others wait and load once it signed in', async () => {
    const elements = await fourElementsWithoutSession();
    expect(loginForms(elements)).to.have.length(1);
    expect(waiting(elements)).to.have.length(3);
    expect(loginForms(elements)[0]).to.equal(elements[0]);

    await signInThrough(elements[0] as HTMLElement);
    await waitFor(() => loaded(elements).length === 4, 'every element to load after the one sign-in');
    expect(loginForms(elements)).to.have.length(0);
    expect(calls.filter((call) => call.url.endsWith('/sys/login'))).to.have.length(1);
    expect($session.get().source).to.equal('login');
  });

  it('lets the next waiting element ask when the asking one is removed', async () => {
    const elements = await fourElementsWithoutSession();
    (elements[0] as HTMLElement).remove();
    const rest = elements.slice(1);
    await waitFor(() => loginForms(rest)[0] === rest[0], 'the next element to ask');
    expect(loginForms(rest)).to.have.length(1);
    expect(waiting(rest)).to.have.length(2);
  });

  it('shows one form again when the session ends', async () => {
    const elements = await fourElementsWithoutSession();
    await signInThrough(elements[0] as HTMLElement);
    await waitFor(() => loaded(elements).length === 4, 'every element to load');
    clearSession(); // what logout() does on the page, without its call to the server
    await waitFor(
      () => loginForms(elements).length === 1 && waiting(elements).length === 3,
      'one form again',
    );
  });

  it('leaves the asking to an isps-login the page shows', async () => {
    const login = place('isps-login');
    const elements = [place('isps-dict-items'), place('isps-dict-items')];
    await waitFor(() => waiting(elements).length === 2, 'both elements to wait for isps-login');
    await waitFor(() => loginForms([login]).length === 1, 'the isps-login form');
    expect(loginForms(elements)).to.have.length(0);
    const goTo = shadow(elements[0] as HTMLElement).querySelector('.isps-sign-in-wait button') as HTMLElement;
    await click(goTo);
    expect(login.shadowRoot?.activeElement?.getAttribute('autocomplete')).to.equal('username');
  });

  it('shows no captcha and asks the server for none when the configuration has it off', async () => {
    const elements = await fourElementsWithoutSession();
    const form = loginForms(elements)[0] as HTMLElement;
    expect(shadow(form).querySelector('input[placeholder]')).not.to.equal(null);
    expect(shadow(form).querySelectorAll('input')).to.have.length(2);
    expect(calls.some((call) => call.url.includes('/sys/randomImage/'))).to.equal(false);
  });

  it('shows the captcha when the configuration has it on', async () => {
    setRuntimeConfig({
      apiBase: '/jeecg-boot',
      allowedOrigins: [],
      maxFrameDepth: 3,
      captcha: true,
      shellAssertionUrl: null,
    });
    const elements = await fourElementsWithoutSession();
    const form = shadow(loginForms(elements)[0] as HTMLElement);
    await waitFor(() => form.querySelector('img[src^="data:image"]'), 'the captcha image');
    expect(form.querySelectorAll('input')).to.have.length(3);
    expect(calls.filter((call) => call.url.includes('/sys/randomImage/'))).to.have.length(1);
  });
});

describe('a host that signs in itself', () => {
  let requests: CustomEvent[] = [];
  const signInItself = (event: Event) => {
    requests.push(event as CustomEvent);
    event.preventDefault();
  };
  beforeEach(() => {
    configureTestRuntime();
    clearSession();
    calls.length = 0;
    requests = [];
    document.addEventListener('isps-session-required', signInItself);
  });
  afterEach(() => {
    document.removeEventListener('isps-session-required', signInItself);
    for (const element of mounted.splice(0)) element.remove();
  });

  it('is asked once by isps-session-required, shows no form, and loads every element after setSession', async () => {
    const elements = [1, 2, 3].map(() => place('isps-dict-items', { 'dict-code': 'priority' }));
    await waitFor(() => waiting(elements).length === 3, 'every element to wait for the host');
    expect(loginForms(elements)).to.have.length(0);
    expect(requests).to.have.length(1);
    expect(requests[0]?.detail).to.deep.equal({ tag: 'isps-dict-items' });
    expect(shadow(elements[0] as HTMLElement).querySelector('.isps-sign-in-wait button')).to.equal(null);

    await setSession({ token: 'host-token', tenantId: 7 });
    await waitFor(() => loaded(elements).length === 3, 'every element to load with the host token');
    const check = calls.find((call) => call.url.endsWith('/sys/user/getUserInfo'));
    expect(check?.headers['X-Access-Token']).to.equal('host-token');
    expect($session.get()).to.include({ token: 'host-token', source: 'host', tenantId: 7 });
    expect($session.get().userInfo?.username).to.equal(USER.username);
    expect(requests).to.have.length(1);
  });

  it('keeps waiting when the server refuses the token, and setSession rejects', async () => {
    const elements = [place('isps-dict-items'), place('isps-dict-items')];
    await waitFor(() => waiting(elements).length === 2, 'both elements to wait');
    let refused: unknown = null;
    await setSession({ token: 'forged' }).catch((error: unknown) => {
      refused = error;
    });
    expect(refused).to.be.instanceOf(Error);
    expect($session.get().token).to.equal(null);
    expect(waiting(elements)).to.have.length(2);
  });

  it('is on window.isps for hosts whose bundler cannot import the loader URL', () => {
    expect(window.isps?.setSession).to.equal(setSession);
  });
});
