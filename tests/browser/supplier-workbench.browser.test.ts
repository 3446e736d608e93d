import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { expect } from 'chai';
import '../../elements/index';
import { setHttpAdapter } from '../../src/client/http';
import { clearSession } from '../../src/client/session';
import { click, configureTestRuntime, mount, shadow, waitFor } from './helpers';

// The partner-portal supplier workbench (issue 12 point 8): its own login when there is no session, the
// tabs with the server's counts, each list with the tab's filter, the elements of other areas by tag,
// and a phone's 360 x 640 screen.

const SUPPLIER = {
  id: 'u-sa',
  username: 'supplier_a',
  realname: 'Supplier A',
  userType: 'supplier',
  partnerId: 'P-A',
  orgCode: 'A01',
};
/** Three months of supplier_a's figures, all of them in September. */
const TOTALS = {
  receiptLines: 3,
  onTimeLines: 1,
  onTimeRate: 33.3,
  inspections: 4,
  passedInspections: 2,
  passRate: 50,
  confirmedItems: 2,
  avgConfirmHours: 36,
};
const SUMMARY = {
  counts: {
    toConfirm: 2,
    itemsToConfirm: 5,
    toShip: 1,
    labelsToPrint: 4,
    deliveryPlans: null,
    returnsToAcknowledge: 3,
  },
  figures: { ...TOTALS, openItems: 7, from: '2026-08', to: '2026-10' },
  months: [{ ...TOTALS, partnerId: 'P-A', partnerName: 'Supplier A', month: '2026-09' }],
};
const PO_ROWS = [
  {
    id: 'PO1',
    code: '4500000001',
    version: 1,
    docStatus: 'approved',
    fulfilStatus: 'unexecuted',
    confirmStatus: 'unconfirmed',
    partnerId: 'P-A',
  },
];

const ok = (result: unknown, code = 200) => ({ success: true, code, message: '', result, timestamp: 0 });
const page = (records: unknown[]) =>
  ok({ records, total: records.length, size: 10, current: 1, pages: 1 }, 0);
const listed: { url: string; params: Record<string, unknown> }[] = [];

const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const url = (config.url ?? '').split('?')[0] ?? '';
  let data: unknown;
  if (url.endsWith('/sys/login')) {
    const body = JSON.parse(String(config.data)) as { username: string; password: string };
    data =
      body.username === 'supplier_a' && body.password === '123456'
        ? ok({ token: 'supplier-token', userInfo: SUPPLIER, sysAllDictItems: {} })
        : { success: false, code: 500, message: '用户名或密码错误', result: null };
  } else if (url.endsWith('/sys/permission/getUserPermissionByToken')) {
    data = ok({
      menu: [{ path: '/srm/delivery-note' }],
      auth: [{ action: 'srm:deliveryNote:approve', type: '1' }],
      allAuth: [],
    });
  } else if (url.endsWith('/srm/supplierWorkbench/summary')) {
    data = ok(SUMMARY);
  } else if (url.endsWith('/list')) {
    listed.push({ url, params: { ...(config.params as Record<string, unknown>) } });
    data = page(url.endsWith('/srm/purchaseOrder/list') ? PO_ROWS : []);
  } else if (url.includes('/sys/dict/')) {
    data = ok(url.includes('queryAllDictItems') ? {} : []);
  } else {
    // Whatever else a tab's element asks (the label page's lists): an empty page.
    data = config.method === 'get' ? page([]) : ok(null);
  }
  return { data, status: 200, statusText: 'OK', headers: {}, config };
};

setHttpAdapter(adapter);

async function typeInto(input: HTMLInputElement, text: string): Promise<void> {
  await click(input);
  await sendKeys({ type: text });
}

const countOf = (root: ShadowRoot, tab: string) =>
  root.querySelector<HTMLElement>(`.isps-workbench-tab[data-tab="${tab}"] .isps-workbench-count`)?.dataset
    .count ?? null;
const tabButton = (root: ShadowRoot, tab: string) =>
  root.querySelector<HTMLElement>(`.isps-workbench-tab[data-tab="${tab}"]`) as HTMLElement;

describe('<isps-supplier-workbench>', () => {
  let element: HTMLElement | null = null;

  before(() => {
    configureTestRuntime();
    clearSession();
  });
  after(async () => {
    element?.remove();
    await setViewport({ width: 800, height: 600 });
  });

  it('asks a supplier without a session to sign in, then shows the tabs with their counts', async () => {
    element = mount('isps-supplier-workbench');
    const root = shadow(element);
    // The first mount compiles the login and page modules: slow on a loaded machine.
    const username = await waitFor(
      () => root.querySelector<HTMLInputElement>('input[autocomplete="username"]'),
      'the login form',
      60_000,
    );
    expect(root.querySelector('.isps-workbench-tabs')).to.equal(null);
    await typeInto(username, 'supplier_a');
    await typeInto(
      root.querySelector('input[autocomplete="current-password"]') as HTMLInputElement,
      '123456',
    );
    await click(root.querySelector('button[type="submit"]') as HTMLElement);

    await waitFor(() => countOf(root, 'toConfirm') !== null, 'the counts', 60_000);
    expect(countOf(root, 'toConfirm')).to.equal('2');
    expect(countOf(root, 'toShip')).to.equal('1');
    expect(countOf(root, 'labels')).to.equal('4');
    expect(countOf(root, 'returns')).to.equal('3');
    // No delivery plans yet: the tab has no count rather than a false 0.
    expect(countOf(root, 'plans')).to.equal(null);
    expect(root.querySelector('.isps-workbench-items-to-confirm')?.textContent).to.match(/5/);

    // The first tab lists the released orders awaiting confirmation, with their confirm buttons' row.
    await waitFor(() => root.querySelector('.ant-table-row'), 'the order to confirm', 60_000);
    expect(root.querySelector('.ant-table-row')?.textContent).to.contain('4500000001');
    const orders = listed.find((call) => call.url.endsWith('/srm/purchaseOrder/list'));
    expect(orders?.params).to.include({ docStatus: 'approved', confirmStatus: 'unconfirmed' });
  });

  it('filters each tab as its count and renders the label and delivery plan elements by tag', async () => {
    const root = shadow(element as HTMLElement);
    await click(tabButton(root, 'returns'));
    await waitFor(
      () => listed.find((call) => call.url.endsWith('/wms/supplierReturn/list')),
      'the returns list',
      60_000,
    );
    const returns = listed.find((call) => call.url.endsWith('/wms/supplierReturn/list'));
    expect(returns?.params).to.include({ docStatus: 'approved', supplierConfirmStatus: 'unconfirmed' });

    await click(tabButton(root, 'toShip'));
    await waitFor(
      () => listed.find((call) => call.url.endsWith('/srm/deliveryNote/list')),
      'the delivery notes list',
      60_000,
    );
    expect(listed.find((call) => call.url.endsWith('/srm/deliveryNote/list'))?.params).to.include({
      docStatus: 'pending',
    });

    // Labels: the label element of its own branch, by tag.
    await click(tabButton(root, 'labels'));
    await waitFor(() => root.querySelector('.ant-tabs-content-active isps-label-print'), 'the label element');
    // Delivery plans: the plan element, by tag as well.
    await click(tabButton(root, 'plans'));
    await waitFor(
      () => root.querySelector('.ant-tabs-content-active isps-delivery-plan-list'),
      'the plan element',
    );
    expect(root.querySelector('.isps-page-unavailable')).to.equal(null);
  });

  it('fits a 360 x 640 phone: no sideways scrolling, the figures two by two', async () => {
    const host = element as HTMLElement;
    const root = shadow(host);
    // Chosen on the desktop: on the phone the last tabs sit in the tab bar's "more" menu.
    await click(tabButton(root, 'figures'));
    await setViewport({ width: 360, height: 640 });
    const figures = await waitFor(() => {
      const cards = [...root.querySelectorAll<HTMLElement>('.isps-workbench-figure')];
      return cards.length === 4 ? cards : null;
    }, 'four figures');
    expect(figures.map((card) => card.textContent)).to.deep.equal([
      '准时交货率33.3%',
      '质量合格率50%',
      '未完成订单行7',
      '平均确认时长36小时',
    ]);
    await waitFor(() => host.getBoundingClientRect().width <= 360, 'the element to fit the phone');
    const card = root.querySelector('.isps-supplier-workbench') as HTMLElement;
    expect(card.getBoundingClientRect().right).to.be.at.most(360);
    expect(card.scrollWidth).to.be.at.most(card.clientWidth);
    expect(document.documentElement.scrollWidth).to.be.at.most(360);
    // Two figures a row.
    const [first, second, third] = figures.map((figure) => figure.getBoundingClientRect());
    expect(Math.round(first?.top ?? 0)).to.equal(Math.round(second?.top ?? -1));
    expect(third?.top ?? 0).to.be.greaterThan(first?.bottom ?? 0);
    expect(first?.width ?? 999).to.be.at.most(180);
    // The tab bar stays inside the card (its overflow goes to the "more" menu).
    const nav = root.querySelector('.ant-tabs-nav') as HTMLElement;
    expect(nav.getBoundingClientRect().right).to.be.at.most(card.getBoundingClientRect().right + 0.5);
    // The month table scrolls within itself.
    expect(root.querySelector('.isps-scorecard-table .ant-table-row')?.textContent).to.contain('2026-09');
  });
});
