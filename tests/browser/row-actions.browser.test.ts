import { expect } from 'chai';
import { setHttpAdapter } from '../../src/client/http';
import { OPERATION_PX } from '../../src/ui/entity/operation-width';
import { listAdapter } from './fixtures/listAdapter';
import { rowActionsElement } from './fixtures/rowActionsElement';
import { configureTestRuntime, mount, shadow, waitFor } from './helpers';

const ROWS = [
  { id: 'r1', name: 'none' },
  { id: 'r2', name: 'one' },
  { id: 'r3', name: 'two' },
  { id: 'r4', name: 'many' },
];

const adapter = listAdapter('/test/rowActions/list', () => ({
  records: ROWS,
  total: 4,
  size: 10,
  current: 1,
  pages: 1,
}));

configureTestRuntime();
setHttpAdapter(adapter);

/** The rendered buttons of a row's operation cell and how many dividers are drawn, and where. */
function operationCell(row: HTMLElement) {
  const actions = row.querySelector<HTMLElement>('.isps-row-actions')!;
  const buttons = [...actions.children] as HTMLElement[];
  const divided = buttons.filter((button) => afterOf(button).content !== 'none');
  return { texts: buttons.map((button) => button.textContent?.trim()), divided, buttons };
}

function afterOf(element: HTMLElement): CSSStyleDeclaration {
  return getComputedStyle(element, '::after');
}

describe('operation column of the generic list', () => {
  it('draws a divider only between buttons that render, none before an empty row extra', async () => {
    const element = mount(rowActionsElement.tag);
    const rows = await waitFor(() => {
      const found = [...shadow(element).querySelectorAll<HTMLElement>('.ant-table-tbody .ant-table-row')];
      return found.length === 4 && found;
    }, 'four rows');
    const [none, one, two] = rows.map(operationCell);

    expect(none!.texts).to.deep.equal(['详情']);
    expect(none!.divided).to.have.length(0);
    expect(one!.texts).to.deep.equal(['详情', 'A']);
    expect(one!.divided.map((b) => b.textContent)).to.deep.equal(['A']);
    expect(two!.texts).to.deep.equal(['详情', 'A', 'B']);
    expect(two!.divided.map((b) => b.textContent)).to.deep.equal(['A', 'B']);

    // The divider sits in the gap between two buttons, visible and not over either of them.
    const [detail, a] = two!.buttons as [HTMLElement, HTMLElement];
    const line = afterOf(a);
    expect(line.borderInlineStartStyle).to.equal('solid');
    const gap = a.getBoundingClientRect().left - detail.getBoundingClientRect().right;
    expect(gap).to.be.greaterThan(8);
    element.remove();
  });

  it('widens the column to keep the widest row on one line: five buttons side by side', async () => {
    const element = mount(rowActionsElement.tag);
    const root = shadow(element);
    const many = await waitFor(
      () => [...root.querySelectorAll<HTMLElement>('.ant-table-tbody .ant-table-row')][3],
      'the row with five buttons',
    );
    const { texts, buttons } = operationCell(many);
    expect(texts).to.deep.equal(['详情', '确认', '拒绝', '申请变更', '打印标签']);
    await waitFor(
      () => new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top))).size === 1,
      'one line',
    );
    const header = [...root.querySelectorAll<HTMLElement>('.ant-table-thead th')].at(-1)!;
    expect(header.getBoundingClientRect().width).to.be.greaterThan(OPERATION_PX);
    element.remove();
  });
});
