import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Params } from '../../client/http';
import type { EntityDescriptor } from '../../domain/entity/define-entity';
import { type EntityRow, entityApi } from './entity-api';
import { FIRST_PAGE, listPageParams } from './list-request';
import { type QueryValues, queryParams } from './query-params';

export interface ListSort {
  column: string;
  order: 'asc' | 'desc';
}

export interface EntityListState {
  rows: EntityRow[];
  total: number;
  /** More rows match than the server counted (the entity's `listTotalCap`): `total` is a floor. */
  totalCapped: boolean;
  loading: boolean;
  pageNo: number;
  pageSize: number;
  sort: ListSort | null;
  selectedKeys: string[];
  /** The server's message when the last load was refused. */
  error: string | null;
}

/**
 * The headless controller of a list page (react-admin's useListController in spirit): query values,
 * paging, sort, selection and the load itself. Views only draw what it holds.
 */
export function useEntityList(entity: EntityDescriptor, fixedParams: Params = {}, linked: QueryValues = {}) {
  const api = useMemo(() => entityApi(entity), [entity]);
  // A link's filter (the element's `filter`) is the first query; reset clears it like any other.
  const [query, setQuery] = useState<QueryValues>(linked);
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [sort, setSort] = useState<ListSort | null>(null);
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);
  const [generation, setGeneration] = useState(0);
  const [result, setResult] = useState({
    rows: [] as EntityRow[],
    total: 0,
    totalCapped: false,
    loading: true,
    error: null as string | null,
  });
  const fixed = useRef(fixedParams);
  fixed.current = fixedParams;

  const params = useCallback(
    (): Params => ({
      ...queryParams(entity, query),
      ...fixed.current,
      ...(sort ? { column: sort.column, order: sort.order } : {}),
    }),
    [entity, query, sort],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation is the reload trigger
  useEffect(() => {
    let current = true;
    setResult((r) => ({ ...r, loading: true }));
    api.list(listPageParams(params(), paging)).then(
      (answer) => {
        if (!current) return;
        if (answer.success)
          setResult({
            rows: answer.result.records,
            total: answer.result.total,
            totalCapped: answer.result.totalCapped === true,
            loading: false,
            error: null,
          });
        else setResult({ rows: [], total: 0, totalCapped: false, loading: false, error: answer.message });
      },
      () => current && setResult((r) => ({ ...r, loading: false })),
    );
    return () => {
      current = false;
    };
  }, [api, params, paging, generation]);

  const state: EntityListState = { ...result, ...paging, sort, selectedKeys };
  return {
    state,
    api,
    /** Current list parameters without paging: the export uses the same filters and sort. */
    params,
    /** A search always starts again at page 1. */
    search: (values: QueryValues) => {
      setQuery(values);
      setPaging((p) => ({ ...p, pageNo: 1 }));
    },
    reset: () => {
      setQuery({});
      setSort(null);
      setPaging((p) => ({ ...p, pageNo: 1 }));
    },
    changePage: (pageNo: number, pageSize: number) =>
      setPaging((p) => ({ pageNo: pageSize !== p.pageSize ? 1 : pageNo, pageSize })),
    changeSort: (next: ListSort | null) => setSort(next),
    select: setSelectedKeys,
    reload: () => setGeneration((g) => g + 1),
  };
}

export type EntityListController = ReturnType<typeof useEntityList>;
