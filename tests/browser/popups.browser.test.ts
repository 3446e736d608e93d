import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { probeElement } from './fixtures/probeElement';
import { click, configureTestRuntime, mount, settled, shadow, style, waitFor } from './helpers';

configureTestRuntime();

const probe = mount(probeElement.tag, { label: 'popups' });
const root = () => shadow(probe);
const visible = (selector: string) =>
  [...root().querySelectorAll<HTMLElement>(selector)].find(
    (node) => style(node).display !== 'none' && node.offsetHeight > 0,
  );

async function expectInside(selector: string, what: string): Promise<HTMLElement> {
  const popup = await waitFor(() => visible(selector), what);
  expect(popup.getRootNode(), what).to.equal(probe.shadowRoot);
  expect(document.body.querySelector(selector), `${what} in document.body`).to.equal(null);
  return popup;
}

const WHITE = 'rgb(255, 255, 255)';

describe('every popup kind renders inside the element root, styled', () => {
  before(async () => {
    await waitFor(() => probe.shadowRoot?.querySelector('.probe'), 'the probe page');
  });

  it('DatePicker panel', async () => {
    await click(root().querySelector('.date') as HTMLElement);
    const panel = await expectInside('.ant-picker-dropdown', 'date panel');
    expect(style(panel).position).to.equal('absolute');
    expect(style(panel.querySelector('.ant-picker-panel-container') as HTMLElement).backgroundColor).to.equal(
      WHITE,
    );
    await sendKeys({ press: 'Escape' });
  });

  it('Dropdown menu', async () => {
    await click(root().querySelector('.dropdown') as HTMLElement);
    const menu = await expectInside('.ant-dropdown', 'dropdown');
    expect(style(menu.querySelector('.ant-dropdown-menu') as HTMLElement).backgroundColor).to.equal(WHITE);
    await click(root().querySelector('.dropdown') as HTMLElement);
  });

  it('Tooltip', async () => {
    await click(root().querySelector('.tooltip') as HTMLElement);
    const tip = await expectInside('.ant-tooltip', 'tooltip');
    expect(tip.textContent).to.equal('a tooltip');
    // antd tooltips are dark with light text.
    const inner = tip.querySelector('.ant-tooltip-container, .ant-tooltip-inner') as HTMLElement;
    expect(style(inner).color).to.equal(WHITE);
    await click(root().querySelector('.tooltip') as HTMLElement);
  });

  it('Popconfirm', async () => {
    await click(root().querySelector('.popconfirm') as HTMLElement);
    const confirm = await expectInside('.ant-popconfirm', 'popconfirm');
    expect(confirm.textContent).to.contain('sure?');
    expect(
      style(confirm.querySelector('.ant-popover-container, .ant-popover-inner') as HTMLElement)
        .backgroundColor,
    ).to.equal(WHITE);
    await click(confirm.querySelector('.ant-btn') as HTMLElement);
  });

  it('Drawer', async () => {
    await click(root().querySelector('.drawer') as HTMLElement);
    const drawer = await expectInside('.ant-drawer', 'drawer');
    const section = drawer.querySelector('.ant-drawer-section, .ant-drawer-content') as HTMLElement;
    expect(style(section).backgroundColor).to.equal(WHITE);
    await settled(section);
    await click(drawer.querySelector('.ant-drawer-close') as HTMLElement);
    await waitFor(
      () => !visible('.ant-drawer-mask') && !visible('.ant-drawer-content-wrapper, .ant-drawer-section'),
      'the drawer to close',
    );
  });

  it('notification', async () => {
    await click(root().querySelector('.notify') as HTMLElement);
    const notice = await expectInside('.ant-notification-notice', 'notification');
    expect(notice.textContent).to.contain('a notification');
    expect(style(notice).backgroundColor).to.equal(WHITE);
    expect(style(notice).boxShadow).to.not.equal('none');
  });
});
