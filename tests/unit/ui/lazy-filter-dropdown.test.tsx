import enUS from 'antd/es/locale/en_US';
import { flattenKeys as antdFlattenKeys } from 'antd/es/table/hooks/useFilter/FilterDropdown';
import fc from 'fast-check';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import LazyFilterDropdown, { flattenKeys } from '../../../src/ui/vendor/LazyFilterDropdown';
import { mountRoot } from './test-root';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface FilterItem {
  text: string;
  value: string;
  children?: FilterItem[];
}

const filterTree: fc.Arbitrary<FilterItem[]> = fc.letrec<{ items: FilterItem[] }>((tie) => ({
  items: fc.array(
    fc.record(
      { text: fc.string(), value: fc.string(), children: tie('items') },
      { requiredKeys: ['text', 'value'] },
    ),
    { maxLength: 4, depthIdentifier: 'filters' },
  ),
})).items;

describe("antd's table column filter, loaded when first shown (scripts/lazy-table-filter.ts)", () => {
  it('reads the values of a filter tree as antd does', () => {
    fc.assert(
      fc.property(filterTree, (filters) => {
        expect(flattenKeys(filters)).toEqual(antdFlattenKeys(filters));
      }),
    );
    expect(flattenKeys(undefined)).toEqual([]);
  });

  it("shows the column's title at once and antd's filter trigger beside it once loaded", async () => {
    const { container, root } = mountRoot();
    const column = { title: 'Status', dataIndex: 'status', filters: [{ text: 'Open', value: 'open' }] };
    await act(async () =>
      root.render(
        <LazyFilterDropdown
          tablePrefixCls="ant-table"
          prefixCls="ant-table-filter"
          dropdownPrefixCls="ant-dropdown"
          column={column}
          columnKey="status"
          filterOnClose
          filterMultiple
          triggerFilter={() => undefined}
          locale={enUS.Table ?? {}}
        >
          <span className="title">Status</span>
        </LazyFilterDropdown>,
      ),
    );
    expect(container.querySelector('.title')?.textContent).toBe('Status');
    for (let round = 0; round < 200 && !container.querySelector('.ant-table-filter-trigger'); round++)
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector('.ant-table-filter-trigger')).not.toBeNull();
    expect(container.querySelector('.title')?.textContent).toBe('Status');
  });
});
