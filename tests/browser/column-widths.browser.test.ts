import { expect } from 'chai';
import { setHttpAdapter } from '../../src/client/http';
import { OPERATION_PX } from '../../src/ui/entity/operation-width';
import { columnWidthsElement } from './fixtures/columnWidthsElement';
import { listAdapter } from './fixtures/listAdapter';
import { configureTestRuntime, mount, shadow, waitFor } from './helpers';

const LONG_NAME = '净水设备整机九七九型不锈钢外壳带前置过滤器和后置活性炭滤芯的加长版本';
const ROWS = [
  {
    id: 'r1',
    code: 'PO2026112600001',
    name: LONG_NAME,
    planDate: '2026-12-31',
    qty: 1234567.5,
    amount: 12345678.9,
    createdAt: '2026-11-26 10:35:46',
    note: '',
  },
  {
    id: 'r2',
    code: 'PO2026112600002',
    name: '铜线 19mm',
    planDate: '2027-01-13',
    qty: 390,
    amount: 2262,
    createdAt: '2026-11-26 10:35:47',
    note: '',
  },
];

configureTestRuntime();
setHttpAdapter(
  listAdapter('/test/columnWidths/list', () => ({ records: ROWS, total: 2, size: 10, current: 1, pages: 1 })),
);

/** The list in a box narrower than its columns, as on a laptop beside the side menu. */
async function mountList(width: number) {
  const box = document.createElement('div');
  box.style.width = `${width}px`;
  document.body.append(box);
  const element = mount(columnWidthsElement.tag, {}, box);
  const root = shadow(element);
  const rows = await waitFor(() => {
    const found = [...root.querySelectorAll<HTMLElement>('.ant-table-tbody .ant-table-row')];
    return found.length === 2 && found;
  }, 'two rows');
  const headers = [...root.querySelectorAll<HTMLElement>('.ant-table-thead th')];
  const header = (text: string) => headers.find((th) => th.textContent?.trim() === text)!;
  const cell = (row: HTMLElement, text: string) =>
    [...row.querySelectorAll<HTMLElement>('td')].find((td) => td.textContent?.trim() === text)!;
  return { box, root, rows, headers, header, cell };
}

/** How many lines a cell's text takes: the distinct tops of its text's line boxes. */
function lines(element: HTMLElement): number {
  const tops = new Set<number>();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
  }
  return tops.size;
}

describe('list column widths', () => {
  it('scrolls sideways instead of squeezing: every column keeps its width, the operation column too', async () => {
    const { box, root, headers } = await mountList(700);
    const body = root.querySelector<HTMLElement>('.ant-table-content, .ant-table-body')!;
    expect(body.scrollWidth).to.be.greaterThan(body.clientWidth);
    const operation = headers.at(-1)!;
    expect(operation.textContent?.trim()).to.equal('操作');
    expect(Math.round(operation.getBoundingClientRect().width)).to.equal(OPERATION_PX);
    expect(operation.className).to.match(/ant-table-cell-fix/);
    box.remove();
  });

  it('keeps codes, dates, amounts and date times on one line, numbers right-aligned', async () => {
    const { box, rows, cell } = await mountList(700);
    const first = rows[0]!;
    for (const text of ['PO2026112600001', '2026-12-31', '12,345,678.90', '2026-11-26 10:35:46']) {
      const td = cell(first, text);
      expect(lines(td), text).to.equal(1);
      expect(td.scrollWidth, `${text} is not cut`).to.be.at.most(td.clientWidth);
    }
    expect(getComputedStyle(cell(first, '1234567.5')).textAlign).to.equal('right');
    box.remove();
  });

  it('cuts a long name with an ellipsis and shows it whole as a tooltip', async () => {
    const { box, rows } = await mountList(700);
    const td = [...rows[0]!.querySelectorAll<HTMLElement>('td')].find((cell) =>
      cell.textContent?.startsWith('净水设备'),
    )!;
    expect(lines(td)).to.equal(1);
    expect(getComputedStyle(td).textOverflow).to.equal('ellipsis');
    expect(td.querySelector('[title]')?.getAttribute('title') ?? td.getAttribute('title')).to.equal(
      LONG_NAME,
    );
    box.remove();
  });

  it('reads a Chinese header of up to six characters on one line, a longer one on two', async () => {
    const { box, header } = await mountList(700);
    expect(lines(header('计划交货日期'))).to.equal(1);
    expect(lines(header('单号'))).to.equal(1);
    expect(lines(header('采购订单行已收货数量合计说明'))).to.equal(2);
    box.remove();
  });
});
