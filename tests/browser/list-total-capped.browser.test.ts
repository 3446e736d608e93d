import { expect } from 'chai';
import { setHttpAdapter } from '../../src/client/http';
import { listAdapter } from './fixtures/listAdapter';
import { rowActionsElement } from './fixtures/rowActionsElement';
import { configureTestRuntime, mount, shadow, waitFor } from './helpers';

/** A list whose server stopped counting at 10 000 (an entity with `listTotalCap`), then one that did not. */
let capped = true;
const ROWS = Array.from({ length: 10 }, (_, i) => ({ id: `r${i}`, name: `row ${i}` }));

const adapter = listAdapter('/test/rowActions/list', () =>
  capped
    ? { records: ROWS, total: 10_000, size: 10, current: 1, pages: 1000, totalCapped: true }
    : { records: ROWS, total: 42, size: 10, current: 1, pages: 5 },
);

configureTestRuntime();
setHttpAdapter(adapter);

const totalText = (element: HTMLElement) =>
  waitFor(() => shadow(element).querySelector('.ant-pagination-total-text')?.textContent, 'the total');

describe('the total of a generic list', () => {
  it('says "10000+" when the server capped its count, the exact figure otherwise', async () => {
    const cappedList = mount(rowActionsElement.tag);
    expect(await totalText(cappedList)).to.equal('第 1-10 条 / 共 10000+ 条');
    cappedList.remove();

    capped = false;
    const exactList = mount(rowActionsElement.tag);
    expect(await totalText(exactList)).to.equal('第 1-10 条 / 共 42 条');
    exactList.remove();
  });
});
