import { expect } from 'chai';
import { setHttpAdapter } from '../../src/client/http';
import { listAdapter } from './fixtures/listAdapter';
import { rowActionsElement } from './fixtures/rowActionsElement';
import { configureTestRuntime, mount, shadow, waitFor } from './helpers';

const ROWS = [
  { id: 'r1', name: 'none' },
  { id: 'r2', name: 'one' },
  { id: 'r3', name: 'two' },
];

const adapter = listAdapter('/test/rowActions/list', () => ({
  records: ROWS,
  total: 3,
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
      return found.length === 3 && found;
    }, 'three rows');
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
});
