import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { expect } from 'chai';
import { setHttpAdapter } from '../../src/client/http';
import { batchFormElement } from './fixtures/batchFormElement';
import { click, configureTestRuntime, mount, settled, shadow, style, waitFor } from './helpers';

/** Balance rows of product P1 (two positions of batch B-OLD in F1) and one of P2. */
const BALANCES = [
  {
    productId: 'P1',
    facilityId: 'F1',
    positionId: 'S1',
    batchId: 'b2',
    batchNo: 'B-NEW',
    receivedDate: '2026-10-01',
    usableQty: 5,
  },
  {
    productId: 'P1',
    facilityId: 'F1',
    positionId: 'S1',
    batchId: 'b1',
    batchNo: 'B-OLD',
    receivedDate: '2026-03-15',
    usableQty: 2,
  },
  {
    productId: 'P1',
    facilityId: 'F1',
    positionId: 'S2',
    batchId: 'b1',
    batchNo: 'B-OLD',
    receivedDate: '2026-03-15',
    usableQty: 1.5,
  },
  {
    productId: 'P1',
    facilityId: 'F2',
    positionId: 'S9',
    batchId: 'b3',
    batchNo: 'B-ELSEWHERE',
    receivedDate: '2026-01-02',
    usableQty: 9,
  },
  {
    productId: 'P2',
    facilityId: 'F1',
    positionId: 'S1',
    batchId: 'b4',
    batchNo: 'B-OTHER',
    receivedDate: '2026-02-02',
    usableQty: 3,
  },
];
const inventoryCalls: Record<string, unknown>[] = [];

const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const params = { ...(config.params as Record<string, unknown>) };
  let result: unknown = { records: [], total: 0 };
  if ((config.url ?? '').endsWith('/wms/inventory/list')) {
    inventoryCalls.push(params);
    const records = BALANCES.filter(
      (row) =>
        row.productId === params.productId && (!params.facilityId || row.facilityId === params.facilityId),
    );
    result = { records, total: records.length, size: 1000, current: 1, pages: 1 };
  }
  const data = { success: true, code: 0, message: '', result };
  return { data, status: 200, statusText: 'OK', headers: {}, config };
};

configureTestRuntime();
setHttpAdapter(adapter);

const batchSelects = (element: HTMLElement) => [
  ...shadow(element).querySelectorAll<HTMLElement>('.isps-batch-select'),
];
const openPopup = (element: HTMLElement) =>
  [...shadow(element).querySelectorAll<HTMLElement>('.ant-select-dropdown')].find(
    (popup) => style(popup).display !== 'none' && !popup.classList.contains('ant-select-dropdown-hidden'),
  );

async function open(element: HTMLElement, select: HTMLElement): Promise<HTMLElement> {
  await click(select);
  const popup = await waitFor(() => openPopup(element), 'the batch list');
  await waitFor(() => popup.querySelectorAll('.isps-batch-option').length > 0, 'batch options');
  await settled(popup);
  return popup;
}

const optionTexts = (popup: HTMLElement) =>
  [...popup.querySelectorAll<HTMLElement>('.isps-batch-option')].map((row) =>
    [...row.children].map((cell) => cell.textContent),
  );

describe('batch field of a generic form', () => {
  beforeEach(() => {
    inventoryCalls.length = 0;
  });
  afterEach(() => {
    for (const element of document.querySelectorAll(batchFormElement.tag)) element.remove();
  });

  it("lists the product's batches in stock at the form's facility with receipt date and usable quantity", async () => {
    const element = mount(batchFormElement.tag, { facility: 'F1' });
    const [first, second] = await waitFor(
      () => batchSelects(element).length === 2 && batchSelects(element),
      'two lines',
    );
    // A line without a product cannot choose a batch yet.
    expect(second!.classList.contains('ant-select-disabled')).to.equal(true);

    const popup = await open(element, first!);
    expect(popup.querySelector('.isps-batch-head')?.textContent).to.equal('批次/序列号收货日期可用数量');
    expect(optionTexts(popup)).to.deep.equal([
      ['B-OLD', '2026-03-15', '3.5'],
      ['B-NEW', '2026-10-01', '5'],
    ]);
    expect(inventoryCalls.at(-1)).to.include({ productId: 'P1', facilityId: 'F1' });

    await click(popup.querySelectorAll<HTMLElement>('.isps-batch-option')[1]!);
    await waitFor(() => first!.textContent?.includes('B-NEW'), 'the chosen batch shown');
    const values = (window as unknown as { __batchForm: { lines: { batchId?: string }[] } }).__batchForm;
    expect(values.lines[0]!.batchId).to.equal('b2');
  });

  it('falls back to every batch in stock of the product when the form has no facility', async () => {
    const element = mount(batchFormElement.tag);
    const [first] = await waitFor(
      () => batchSelects(element).length === 2 && batchSelects(element),
      'two lines',
    );
    const popup = await open(element, first!);
    expect(optionTexts(popup).map((row) => row[0])).to.deep.equal(['B-ELSEWHERE', 'B-OLD', 'B-NEW']);
    expect(inventoryCalls.at(-1)).to.not.have.property('facilityId');
    expect(inventoryCalls.at(-1)).to.include({ productId: 'P1' });
  });
});
