import type { FirstRequest } from '../../client/firstData';
import type { Params } from '../../client/http';
import type { EntityDescriptor } from '../../domain/entity/define-entity';
import { PAGE_SIZE_DEFAULT } from '../../domain/entity/parse-list-query';
import { queryParams } from './query-params';

/**
 * The list request of a descriptor's list page, React-free: what `useEntityList` sends for a page of
 * rows, and what an element's `data` sends before the page's code for its first page (issue 17), so
 * both are the same request by construction.
 */

export interface ListPaging {
  pageNo: number;
  pageSize: number;
}

/** A list page opens on its first page of the default size. */
export const FIRST_PAGE: ListPaging = { pageNo: 1, pageSize: PAGE_SIZE_DEFAULT };

/** The generic list route of a descriptor (api-contract 1.5). */
export const listUrl = (entity: EntityDescriptor) => `${entity.basePath}/list`;

/** A page of rows under the current filter and sort. */
export const listPageParams = (filter: Params, paging: ListPaging): Params => ({
  ...filter,
  pageNo: paging.pageNo,
  pageSize: paging.pageSize,
});

/** The first request of a list page: empty query form, no sort, first page, the host's fixed filter. */
export function firstListRequest(entity: EntityDescriptor, fixedParams: Params = {}): FirstRequest {
  return {
    url: listUrl(entity),
    params: listPageParams({ ...queryParams(entity, {}), ...fixedParams }, FIRST_PAGE),
  };
}

/** An element's `data` module for a plain list page of this descriptor: `export default listData(entity)`. */
export const listData =
  (entity: EntityDescriptor, fixedParams: Params = {}) =>
  (): readonly FirstRequest[] => [firstListRequest(entity, fixedParams)];
