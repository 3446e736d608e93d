import { type ComponentProps, lazy, Suspense } from 'react';

/**
 * antd's table column filter, loaded when a column first shows one (issue 17). antd's Table imports
 * its filter dropdown (with antd's Tree, Menu and Empty) statically, 16 KB of gzip on every list
 * while no list of ours filters in a column header; the build (scripts/lazy-table-filter.ts) gives
 * antd's filter hook this module instead. Until the real dropdown is in, the column shows its title.
 */
type FilterDropdownModule = typeof import('antd/es/table/hooks/useFilter/FilterDropdown');
type FilterDropdownProps = ComponentProps<FilterDropdownModule['default']>;

const FilterDropdown = lazy(() => import('antd/es/table/hooks/useFilter/FilterDropdown'));

export default function LazyFilterDropdown(props: FilterDropdownProps) {
  return (
    <Suspense fallback={props.children}>
      <FilterDropdown {...props} />
    </Suspense>
  );
}

interface FilterItem {
  value: unknown;
  children?: readonly FilterItem[];
}

/** Every value of a filter tree, depth first: what antd's filter hook reads from the dropdown's module. */
export function flattenKeys(filters: readonly FilterItem[] | undefined): unknown[] {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);
}
