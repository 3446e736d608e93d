import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../elements/index';
import { startSession } from '../../src/client/session';
import { calls, installFakeApi, USER } from './fakeApi';
import { click, configureTestRuntime, mount, shadow, style, waitFor } from './helpers';

configureTestRuntime();
installFakeApi();
startSession({ token: 'test-token', userInfo: USER, source: 'login', storageMs: 60_000 });

// Host CSS that would recolour and realign any text it reaches.
const hostCss = document.createElement('style');
hostCss.textContent =
  '* { color: rgb(255, 0, 0) !important; } body { text-align: right; letter-spacing: 5px; }';
document.head.append(hostCss);

const RED = 'rgb(255, 0, 0)';

async function rowsOf(element: HTMLElement): Promise<HTMLElement[]> {
  return waitFor(() => {
    const rows = [...shadow(element).querySelectorAll<HTMLElement>('.ant-table-tbody .ant-table-row')];
    return rows.length > 0 && rows;
  }, `rows of <${element.localName}>`);
}

/** Opens the first Select in `scope` and returns its dropdown, which must live in the element's own root. */
async function openSelect(element: HTMLElement, scope: ParentNode = shadow(element)): Promise<HTMLElement> {
  const select = await waitFor(() => scope.querySelector<HTMLElement>('.ant-select'), 'a select');
  await click(select);
  return waitFor(
    () => shadow(element).querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
    `select dropdown of <${element.localName}>`,
  );
}

function visibleModal(element: HTMLElement): HTMLElement | null {
  return (
    [...shadow(element).querySelectorAll<HTMLElement>('.ant-modal-wrap')]
      .filter((wrap) => style(wrap).display !== 'none')
      .map((wrap) => wrap.querySelector<HTMLElement>('.ant-modal'))[0] ?? null
  );
}

/** Closes through a button and waits until the closing animation no longer covers the page. */
async function closeModal(element: HTMLElement, button: HTMLElement): Promise<void> {
  await click(button);
  await waitFor(
    () => !visibleModal(element) && !shadow(element).querySelector('.ant-modal-mask'),
    'the modal to close',
  );
}

describe('elements in their shadow roots', () => {
  const elements: HTMLElement[] = [];

  before(async () => {
    const grid = document.createElement('div');
    document.body.append(grid);
    elements.push(
      mount('isps-user-announcement', {}, grid),
      mount('isps-dict-items', { 'dict-code': 'priority' }, grid),
      mount('isps-account-center', {}, grid),
      mount('isps-dict-items', { 'dict-code': 'yn' }, grid),
      mount('isps-dict-items', { 'dict-code': 'priority' }, grid),
    );
    for (const element of elements) await rowsOf(element);
  });

  it('defines each tag once and renders every instance with its rows', async () => {
    expect(customElements.get('isps-dict-items')).to.be.a('function');
    const yn = await rowsOf(elements[3] as HTMLElement);
    expect(yn.map((row) => row.textContent)).to.deep.equal(['1是', '0否']);
    const priority = await rowsOf(elements[4] as HTMLElement);
    expect(priority).to.have.length(3);
  });

  it('keeps antd styles out of document.head and styles every root', async () => {
    expect(document.head.querySelectorAll('style[data-css-hash]')).to.have.length(0);
    expect(document.head.querySelectorAll('style[data-rc-order]')).to.have.length(0);
    for (const element of elements) {
      const header = await waitFor(
        () => shadow(element).querySelector('.ant-table-thead th'),
        'a table header',
      );
      // antd's table header background proves the table styles apply in this root (after its transition).
      await waitFor(
        () => style(header).backgroundColor === 'rgb(250, 250, 250)',
        `header background of ${element.localName}`,
      );
      expect(style(header).fontWeight).to.equal('600');
    }
  });

  it('does not let host CSS change our text, alignment or spacing', async () => {
    for (const element of elements) {
      const cell = (await rowsOf(element))[0]?.querySelector('td') as HTMLElement;
      expect(style(cell).color).to.not.equal(RED);
      expect(style(cell).color).to.equal('rgba(0, 0, 0, 0.88)');
      expect(style(cell).letterSpacing).to.equal('normal');
      const title = shadow(element).querySelector('.ant-card-head-title') as HTMLElement;
      expect(style(title).color).to.equal('rgba(0, 0, 0, 0.88)');
    }
  });

  it('does not leak our styles into the host page', () => {
    const probe = document.createElement('div');
    probe.className = 'ant-table-thead ant-btn ant-card';
    document.body.append(probe);
    expect(style(probe).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(style(probe).borderRadius).to.equal('0px');
    probe.remove();
  });

  it('opens each Select inside its own shadow root, styled', async () => {
    for (const element of elements) {
      const isAccount = element.localName === 'isps-account-center';
      // The account center's Select lives in its department modal.
      if (isAccount) await click(shadow(element).querySelector('.ant-card-extra button') as HTMLElement);
      const scope = isAccount
        ? await waitFor(() => visibleModal(element), 'the department modal')
        : shadow(element);
      const dropdown = await openSelect(element, scope);
      expect(document.body.querySelector('.ant-select-dropdown')).to.equal(null);
      expect(dropdown.getRootNode()).to.equal(element.shadowRoot);
      expect(style(dropdown).position).to.equal('absolute');
      expect(style(dropdown).backgroundColor).to.equal('rgb(255, 255, 255)');
      expect(style(dropdown).boxShadow).to.not.equal('none');
      const option = dropdown.querySelector('.ant-select-item-option') as HTMLElement;
      expect(style(option).color).to.not.equal(RED);
      await sendKeys({ press: 'Escape' });
      await waitFor(
        () => !shadow(element).querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
        'closed dropdown',
      );
      if (isAccount) await closeModal(element, scope.querySelector('.ant-modal-close') as HTMLElement);
    }
  });

  it('opens a Modal and shows a message inside each root', async () => {
    const [announcements, dictionary, account] = elements as [HTMLElement, HTMLElement, HTMLElement];

    // Announcements: opening a notice shows the 60 % modal, sanitised, and the "marked read" message.
    await click((await rowsOf(announcements))[0] as HTMLElement);
    const notice = await waitFor(() => visibleModal(announcements), 'the notice modal');
    expect(notice.style.width).to.equal('60%');
    expect(notice.textContent).to.contain('系统升级通知').and.contain('发布人：admin');
    expect(notice.querySelector('img[onerror]')).to.equal(null);
    expect((window as unknown as { __xss?: number }).__xss).to.equal(undefined);
    const read = await waitFor(
      () => shadow(announcements).querySelector('.ant-message-notice'),
      'the read message',
    );
    expect(read.textContent).to.contain('已标记为已读');
    expect(calls.some((c) => c.method === 'PUT' && c.url.endsWith('editByAnntIdAndUserId'))).to.equal(true);
    expect(
      style(notice.querySelector('.ant-modal-container, .ant-modal-content') as HTMLElement).backgroundColor,
    ).to.equal('rgb(255, 255, 255)');
    await closeModal(
      announcements,
      notice.querySelector('.ant-modal-footer button:last-child') as HTMLElement,
    );

    // Each dictionary instance: an item opens its detail modal; clearing the cache shows the message.
    for (const [index, instance] of [dictionary, elements[3], elements[4]].entries()) {
      const element = instance as HTMLElement;
      await click((await rowsOf(element))[1] as HTMLElement);
      const item = await waitFor(() => visibleModal(element), `the item modal of dictionary ${index}`);
      expect(item.textContent).to.match(/重要|否/);
      expect(
        style(item.querySelector('.ant-modal-container, .ant-modal-content') as HTMLElement).backgroundColor,
      ).to.equal('rgb(255, 255, 255)');
      await closeModal(element, item.querySelector('.ant-modal-close') as HTMLElement);
      await click(shadow(element).querySelector('.ant-card-extra button') as HTMLElement);
      const cleared = await waitFor(
        () => shadow(element).querySelector('.ant-message-notice'),
        'the cache message',
      );
      expect(cleared.textContent).to.contain('刷新缓存完成！');
    }

    // Account center: the 450 wide department switch saves and says so.
    await click(shadow(account).querySelector('.ant-card-extra button') as HTMLElement);
    const depart = await waitFor(() => visibleModal(account), 'the department modal');
    expect(depart.style.width).to.equal('450px');
    expect(depart.textContent).to.contain('部门切换（当前部门 : 总部）');
    await click(depart.querySelector('.ant-btn-primary') as HTMLElement);
    const switched = await waitFor(
      () => shadow(account).querySelector('.ant-message-notice'),
      'the switch message',
    );
    expect(switched.textContent).to.contain('部门切换成功');
    // The message box is white with a shadow, whichever of its nested boxes antd paints.
    const painted = [switched, ...switched.querySelectorAll('*')].find(
      (node) => style(node).backgroundColor === 'rgb(255, 255, 255)',
    ) as Element;
    expect(painted, 'a white message box').to.not.equal(undefined);
    expect(style(painted).boxShadow).to.not.equal('none');
    for (const element of elements)
      expect(document.body.querySelector('.ant-modal, .ant-message')).to.equal(null, element.localName);
  });

  it('sends the token, tenant and _t on GET, but no _t on dictionary item lookups', () => {
    const list = calls.find((c) => c.url.endsWith('/sys/annountCement/listByUser')) as (typeof calls)[number];
    expect(list.headers['X-Access-Token']).to.equal('test-token');
    expect(list.headers.tenant_id).to.equal('0');
    expect(list.params._t).to.be.a('number');
    expect(Math.abs((list.params._t as number) - Date.now() / 1000)).to.be.lessThan(60);
    const items = calls.find((c) => c.url.includes('/sys/dict/getDictItems/')) as (typeof calls)[number];
    expect(items.params._t).to.equal(undefined);
  });
});
