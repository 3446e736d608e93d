import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { expect } from 'chai';
import { setHttpAdapter } from '../../src/client/http';
import { $session } from '../../src/client/session';
import { documentElement } from './fixtures/documentElement';
import { configureTestRuntime, mount, shadow, waitFor } from './helpers';

const ROWS = [
  { id: 'D1', code: 'TD1', version: 3, docStatus: 'pending', fulfilStatus: 'unexecuted' },
  { id: 'D2', code: 'TD2', version: 5, docStatus: 'approved', fulfilStatus: 'executing' },
];
const SOURCE = [
  { id: 'S1', productCode: 'P1', openQty: 2 },
  { id: 'S2', productCode: 'P2', openQty: 3.5 },
];

const DOC_STATUS = [
  { value: 'pending', text: '待审核' },
  { value: 'approved', text: '已审核' },
];

const posted: { url: string; body: Record<string, unknown> }[] = [];
const listed: { url: string; params: Record<string, unknown> }[] = [];
const page = <T>(records: T[]) => ({
  success: true,
  code: 0,
  message: '',
  result: { records, total: records.length },
});
const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const url = config.url ?? '';
  if (config.method === 'post') posted.push({ url, body: JSON.parse(String(config.data)) });
  else listed.push({ url, params: config.params ?? {} });
  const data =
    config.method === 'post'
      ? { success: true, code: 200, message: '操作成功！', result: null }
      : url.includes('/sys/dict/getDictItems/')
        ? { success: true, code: 0, message: '', result: DOC_STATUS }
        : url.endsWith('/tst/sourceLine/list')
          ? page(SOURCE)
          : url.endsWith('/queryById')
            ? {
                success: true,
                code: 0,
                message: '',
                result: ROWS.find((row) => row.id === config.params?.id),
              }
            : page(ROWS);
  return { data, status: 200, statusText: 'OK', headers: {}, config };
};

configureTestRuntime();
setHttpAdapter(adapter);

/** The user holds these button permissions of the test document, and only these. */
function grant(...perms: string[]) {
  $session.set({
    ...$session.get(),
    auth: [{ action: perms.map((perm) => `tst:document:${perm}`).join(','), type: '1' }],
    allAuth: [],
  });
}

async function openPage(attributes: Record<string, string> = {}) {
  const element = mount(documentElement.tag, attributes);
  const root = shadow(element);
  // The first mount compiles the page's modules: slow on a loaded machine.
  await waitFor(
    () => root.querySelectorAll('.ant-table-tbody .ant-table-row').length === 2,
    'two rows',
    60_000,
  );
  const rowOf = (code: string) =>
    [...root.querySelectorAll<HTMLElement>('.ant-table-row')].find((tr) => tr.textContent?.includes(code))!;
  const buttonsOf = (code: string) =>
    [...rowOf(code).querySelectorAll<HTMLElement>('.isps-row-actions > button')].map(
      (button) => button.className.match(/isps-row-\S+/)?.[0],
    );
  const visible = (selector: string) => [...root.querySelectorAll<HTMLElement>(selector)];
  return { element, root, rowOf, buttonsOf, visible };
}

/** Types into a React-controlled input as the browser would report it. */
function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A DOM click: the buttons are antd's, which act on click events wherever they land. */
async function click(element: Element | null | undefined) {
  if (!element) throw new Error('nothing to click');
  (element as HTMLElement).click();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('the client document engine on a test descriptor (issue 11 point 3)', () => {
  afterEach(() => {
    for (const element of document.querySelectorAll(documentElement.tag)) element.remove();
  });
  beforeEach(() => {
    posted.length = 0;
    listed.length = 0;
    grant('add', 'approve', 'cancel');
  });

  it('opens the record a link names (bus-id) at once', async () => {
    const { root } = await openPage({ 'bus-id': 'D2' });
    const detail = await waitFor(() => root.querySelector('.isps-entity-detail'), 'the detail');
    expect(detail.textContent).to.contain('TD2');
    expect(
      listed.filter((call) => call.url.endsWith('/queryById')).map((call) => call.params.id),
    ).to.deep.equal(['D2']);
  });

  it('shows the W buttons the row state allows and the user holds', async () => {
    const { element, buttonsOf } = await openPage();
    // TD1 is pending: approve and cancel. TD2 executes, but outbound and force finish are not granted.
    // Edit and delete are not granted either.
    expect(buttonsOf('TD1')).to.deep.equal(['isps-row-detail', 'isps-row-approve', 'isps-row-cancel']);
    expect(buttonsOf('TD2')).to.deep.equal(['isps-row-detail']);
    element.remove();
  });

  it('offers the legs and force finish of an executing document to a user who holds them', async () => {
    grant('outbound', 'forceFinish');
    const { element, buttonsOf } = await openPage();
    expect(buttonsOf('TD1')).to.deep.equal(['isps-row-detail']);
    expect(buttonsOf('TD2')).to.deep.equal(['isps-row-detail', 'isps-row-outbound', 'isps-row-forceFinish']);
    element.remove();
  });

  it('asks the confirmation of approve, then posts it at the row version under a request id', async () => {
    const { element, rowOf, visible } = await openPage();
    await click(rowOf('TD1').querySelector('.isps-row-approve')!);
    const question = await waitFor(
      () => visible('.ant-modal-confirm').find((m) => m.textContent?.includes('确定审核吗?')),
      'the question',
    );
    expect(posted).to.deep.equal([]);
    await click(question.querySelector('.ant-btn-primary')!);
    await waitFor(() => posted.length === 1, 'the post');
    expect(posted[0]!.url).to.equal('/tst/document/approve');
    expect(posted[0]!.body).to.include({ id: 'D1', version: 3 });
    expect(String(posted[0]!.body.requestId)).to.match(/^[0-9a-f-]{36}$/);
    element.remove();
  });

  it('requires the remark of cancel before posting it', async () => {
    const { element, root, rowOf, visible } = await openPage();
    await click(rowOf('TD1').querySelector('.isps-row-cancel')!);
    const dialog = await waitFor(
      () =>
        visible('.ant-modal').find(
          (m) => m.querySelector('.ant-modal-title')?.textContent === '确定作废吗? TD1',
        ),
      'the remark dialog',
    );
    await click(dialog.querySelector('.ant-modal-footer .ant-btn-primary')!);
    await waitFor(() => root.querySelector('.ant-message-notice'), 'the warning');
    expect(posted).to.deep.equal([]);
    type(dialog.querySelector<HTMLTextAreaElement>('textarea.isps-remark')!, 'wrong partner');
    await click(dialog.querySelector('.ant-modal-footer .ant-btn-primary')!);
    await waitFor(() => posted.length === 1, 'the post');
    expect(posted[0]!.url).to.equal('/tst/document/cancel');
    expect(posted[0]!.body).to.include({ id: 'D1', version: 3, remark: 'wrong partner' });
    element.remove();
  });

  it("fills lines from the create-from picker under the header's filter and sums them into the header total", async () => {
    const { element, root } = await openPage();
    await click(root.querySelector('.isps-toolbar-add')!);
    const form = await waitFor(() => root.querySelector<HTMLElement>('.isps-entity-form'), 'the form');
    type(form.querySelector<HTMLInputElement>('input#entity-form_partnerCode')!, 'BP7');
    await click(form.querySelector('.isps-create-from-testSourceLine')!);
    const picker = await waitFor(() => {
      const table = root.querySelector<HTMLElement>('.isps-create-from-rows');
      return table?.querySelectorAll('.ant-table-row').length === 2 && table;
    }, 'the source rows');
    const sourceCall = listed.find((call) => call.url.endsWith('/tst/sourceLine/list'));
    expect(sourceCall?.params).to.include({ partnerCode: 'BP7' });
    for (const box of picker.querySelectorAll('.ant-table-row .ant-checkbox-input')) await click(box);
    await click(picker.closest('.ant-modal')!.querySelector('.ant-modal-footer .ant-btn-primary')!);
    await waitFor(
      () => form.querySelector('.isps-total-totalQty')?.textContent === '总数量: 5.5',
      'the total',
    );
    const lineCodes = [...form.querySelectorAll<HTMLInputElement>('input[id$="_productCode"]')].map(
      (input) => input.value,
    );
    expect(lineCodes).to.deep.equal(['P1', 'P2']);
    expect(Number(form.querySelector<HTMLInputElement>('input#entity-form_totalQty')?.value)).to.equal(5.5);
    element.remove();
  });
});
