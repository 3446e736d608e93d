import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { expect } from 'chai';
import '../../elements/index';
import { setHttpAdapter } from '../../src/client/http';
import { startSession } from '../../src/client/session';
import { clearReportCache } from '../../src/ui/entity/report-api';
import { click, configureTestRuntime, mount, settled, shadow, style, waitFor } from './helpers';

/** A report of 12 products, served the way the server does (api-contract 7.2), every call recorded. */
const PRODUCTS = Array.from({ length: 12 }, (_, i) => ({
  id: String(1000 + i),
  code: `P-${String(i + 1).padStart(3, '0')}`,
  name: `Product ${i + 1}`,
  product_type: i % 2 === 0 ? 'spare_part' : 'raw_material',
}));
const calls: { url: string; params: Record<string, unknown> }[] = [];

const ok = (result: unknown) => ({
  success: true,
  message: '操作成功！',
  code: 200,
  result,
  timestamp: Date.now(),
});

const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const url = config.url ?? '';
  const params = { ...(config.params as Record<string, unknown>) };
  calls.push({ url, params });
  let data: unknown = ok(null);
  if (url.includes('/getRpColumns/rp_product')) {
    data = ok({
      cgRpConfigId: 'R1',
      cgRpConfigName: '物料选择',
      columns: [
        { title: '物料编码', dataIndex: 'code', align: 'center', sorter: 'true' },
        { title: '物料名称', dataIndex: 'name', align: 'center' },
        { title: '物料类型', dataIndex: 'product_type', align: 'center', customRender: 'product_type' },
      ],
      dictOptions: {
        product_type: [
          { value: 'spare_part', text: '备件', title: '备件' },
          { value: 'raw_material', text: '原材料', title: '原材料' },
        ],
      },
    });
  } else if (url.includes('/getRpColumns/')) {
    data = { success: false, message: '实体不存在', code: 500, result: null };
  } else if (url.includes('/getQueryInfo/R1')) {
    data = ok([
      { field: 'code', label: '物料编码', view: 'string', mode: 'single' },
      { field: 'name', label: '物料名称', view: 'string', mode: 'single' },
    ]);
  } else if (url.includes('/getData/R1')) {
    const word = typeof params.name === 'string' ? params.name.replaceAll('*', '') : '';
    const matching = PRODUCTS.filter((p) => p.name.includes(word));
    const pageNo = Number(params.pageNo ?? 1);
    const pageSize = Number(params.pageSize ?? 10);
    data = ok({
      records: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      total: matching.length,
    });
  }
  return { data, status: 200, statusText: 'OK', headers: {}, config };
};

configureTestRuntime();
setHttpAdapter(adapter);
startSession({
  token: 'picker-token',
  userInfo: { id: 'u1', username: 'admin', realname: 'Admin' },
  source: 'login',
  storageMs: 60_000,
});

interface Change {
  value: string;
  values: Record<string, string>;
  rows: Record<string, unknown>[];
  kind: string;
}

function picker(attributes: Record<string, string>) {
  const element = mount('isps-report-picker', attributes);
  const changes: Change[] = [];
  element.addEventListener('isps-change', (event) => changes.push((event as CustomEvent<Change>).detail));
  return { element, changes };
}

const input = (element: HTMLElement) =>
  waitFor(
    () => shadow(element).querySelector<HTMLInputElement>('.isps-report-picker-input input'),
    'picker input',
  );

function openModal(element: HTMLElement): HTMLElement | null {
  return (
    [...shadow(element).querySelectorAll<HTMLElement>('.ant-modal-wrap')]
      .find((wrap) => style(wrap).display !== 'none')
      ?.querySelector<HTMLElement>('.ant-modal') ?? null
  );
}

async function open(element: HTMLElement): Promise<HTMLElement> {
  await click(await input(element));
  const modal = await waitFor(() => openModal(element), 'the picker modal');
  await waitFor(() => modal.querySelectorAll('.ant-table-tbody .ant-table-row').length > 0, 'report rows');
  await settled(modal);
  return modal;
}

const rows = (modal: HTMLElement) => [
  ...modal.querySelectorAll<HTMLElement>('.ant-table-tbody .ant-table-row'),
];
const selectedRows = (modal: HTMLElement) =>
  rows(modal).filter((row) => row.classList.contains('ant-table-row-selected'));
const button = (modal: HTMLElement, text: string) =>
  [...modal.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => b.textContent?.replace(/\s/g, '') === text,
  )!;
const closed = (element: HTMLElement) =>
  waitFor(
    () => !openModal(element) && !shadow(element).querySelector('.ant-modal-mask'),
    'the modal to close',
  );

describe('<isps-report-picker>', () => {
  beforeEach(() => {
    calls.length = 0;
    clearReportCache();
  });
  afterEach(() => {
    for (const element of document.querySelectorAll('isps-report-picker')) element.remove();
  });

  it('opens on click, toggles rows on click, copies the columns into the target fields on OK and closes', async () => {
    const { element, changes } = picker({
      code: 'rp_product',
      field: 'productName',
      'org-fields': 'code,name',
      'dest-fields': 'productCode,productName',
      multi: 'true',
    });
    const modal = await open(element);
    expect(modal.style.width).to.equal('1200px');
    expect(modal.querySelector('.ant-modal-title')?.textContent).to.equal('物料选择');
    const table = modal.querySelector<HTMLElement>('.isps-report-table table')!;
    expect(table.style.width || style(table).minWidth).to.contain('1100');
    expect(rows(modal)[0]!.textContent).to.contain('备件');
    await click(rows(modal)[0]!.querySelectorAll('td')[2]!);
    await click(rows(modal)[2]!.querySelectorAll('td')[2]!);
    expect(selectedRows(modal)).to.have.length(2);
    await click(rows(modal)[2]!.querySelectorAll('td')[2]!);
    expect(selectedRows(modal)).to.have.length(1);
    await click(rows(modal)[1]!.querySelectorAll('td')[2]!);
    await click(button(modal, '确定'));
    await closed(element);
    expect(changes).to.have.length(1);
    expect(changes[0]!.values).to.deep.equal({
      productCode: 'P-001,P-002',
      productName: 'Product 1,Product 2',
    });
    expect(changes[0]!.rows.map((r) => r.id)).to.deep.equal(['1000', '1001']);
    expect(changes[0]!.kind).to.equal('input');
    expect((await input(element)).value).to.equal('Product 1,Product 2');
  });

  it('warns "please select one record" in single mode for none or several rows', async () => {
    const { element, changes } = picker({
      code: 'rp_product',
      'org-fields': 'code',
      'dest-fields': 'productCode',
    });
    const modal = await open(element);
    await click(button(modal, '确定'));
    await waitFor(
      () => shadow(element).querySelector('.ant-message')?.textContent?.includes('请选择一条记录'),
      'the warning',
    );
    await click(rows(modal)[0]!.querySelectorAll('td')[1]!);
    await click(rows(modal)[1]!.querySelectorAll('td')[1]!);
    await click(button(modal, '确定'));
    expect(changes).to.have.length(0);
    expect(openModal(element)).to.not.equal(null);
    await click(rows(modal)[1]!.querySelectorAll('td')[1]!);
    await click(button(modal, '确定'));
    await closed(element);
    expect(changes[0]!.values).to.deep.equal({ productCode: 'P-001' });
  });

  it('keeps the selection across pages, clears it on close, and searches from page 1', async () => {
    const { element } = picker({
      code: 'rp_product',
      'org-fields': 'code',
      'dest-fields': 'productCode',
      multi: 'true',
    });
    let modal = await open(element);
    await click(rows(modal)[0]!.querySelectorAll('td')[1]!);
    await click(modal.querySelector<HTMLElement>('.ant-pagination-item-2')!);
    await waitFor(() => rows(modal).length === 2, 'page 2');
    expect(calls.at(-1)!.params).to.include({ pageNo: 2, pageSize: 10 });
    await click(rows(modal)[0]!.querySelectorAll('td')[1]!);
    expect(modal.querySelector('.ant-table-selection-column .ant-checkbox-checked')).to.not.equal(null);
    const name = modal.querySelector<HTMLInputElement>('.isps-report-query input[id$="name"]')!;
    name.focus();
    name.value = '';
    document.execCommand('insertText', false, '1*');
    await click(modal.querySelector<HTMLElement>('.isps-report-search')!);
    await waitFor(() => calls.at(-1)!.params.name === '1*', 'the filtered call');
    expect(calls.at(-1)!.params.pageNo).to.equal(1);
    await click(modal.querySelector<HTMLElement>('.isps-report-reset')!);
    await waitFor(() => calls.at(-1)!.params.name === undefined, 'the reset call');
    await waitFor(
      () => modal.querySelector<HTMLInputElement>('.isps-report-query input[id$="name"]')!.value === '',
      'the cleared query',
    );
    // The footer moves down as the unfiltered page's ten rows replace the four found: click it after.
    await waitFor(() => rows(modal).length === 10, 'the unfiltered first page');
    await click(button(modal, '取消'));
    await closed(element);
    modal = await open(element);
    expect(selectedRows(modal)).to.have.length(0);
  });

  it('empties the text and every target field with the clear icon', async () => {
    const { element, changes } = picker({
      code: 'rp_product',
      'org-fields': 'code,name',
      'dest-fields': 'a,b',
      value: 'Shown',
    });
    expect((await input(element)).value).to.equal('Shown');
    await click(
      await waitFor(
        () => shadow(element).querySelector<HTMLElement>('.isps-report-picker-clear'),
        'clear icon',
      ),
    );
    expect(changes).to.deep.equal([{ value: '', values: { a: '', b: '' }, rows: [], kind: 'input' }]);
    expect((await input(element)).value).to.equal('');
  });

  it('refuses a missing or unequal configuration and stays disabled', async () => {
    const missing = picker({ 'org-fields': 'code', 'dest-fields': 'a' }).element;
    const uneven = picker({ code: 'rp_product', 'org-fields': 'code,name', 'dest-fields': 'a' }).element;
    const off = picker({
      code: 'rp_product',
      'org-fields': 'code',
      'dest-fields': 'a',
      disabled: 'true',
    }).element;
    expect((await input(missing)).value).to.equal('popup参数未正确配置!');
    expect((await input(missing)).disabled).to.equal(true);
    expect((await input(uneven)).value).to.equal('popup参数未正确配置,原始值和目标值数量不一致!');
    expect((await input(uneven)).disabled).to.equal(true);
    await click(await input(off));
    await click(await input(missing));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(openModal(off)).to.equal(null);
    expect(openModal(missing)).to.equal(null);
    expect(calls.filter((c) => c.url.includes('getRpColumns'))).to.have.length(0);
  });

  it('caches report answers for 30 s per group id', async () => {
    const first = picker({
      code: 'rp_product',
      'org-fields': 'code',
      'dest-fields': 'a',
      'group-id': 'g1',
    }).element;
    await click(button(await open(first), '取消'));
    await closed(first);
    const second = picker({
      code: 'rp_product',
      'org-fields': 'code',
      'dest-fields': 'a',
      'group-id': 'g1',
    }).element;
    await click(button(await open(second), '取消'));
    await closed(second);
    expect(calls.filter((c) => c.url.includes('getRpColumns'))).to.have.length(1);
    expect(calls.filter((c) => c.url.includes('getData'))).to.have.length(1);
    const ungrouped = picker({ code: 'rp_product', 'org-fields': 'code', 'dest-fields': 'a' }).element;
    await open(ungrouped);
    expect(calls.filter((c) => c.url.includes('getRpColumns'))).to.have.length(2);
  });

  it('reports callback changes with trigger-change and shows the server message of an unknown report', async () => {
    const { element, changes } = picker({
      code: 'rp_product',
      'org-fields': 'code',
      'dest-fields': 'a',
      'trigger-change': 'true',
    });
    const modal = await open(element);
    await click(rows(modal)[0]!.querySelectorAll('td')[1]!);
    await click(button(modal, '确定'));
    await closed(element);
    expect(changes[0]!.kind).to.equal('callback');
    const unknown = picker({ code: 'nope', 'org-fields': 'code', 'dest-fields': 'a' }).element;
    await click(await input(unknown));
    await waitFor(
      () => shadow(unknown).querySelector('.ant-message')?.textContent?.includes('实体不存在'),
      'the warning',
    );
  });
});
