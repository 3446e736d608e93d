import type { FirstDataModule } from '../../client/firstData';
import type { EntityDescriptor } from '../../domain/entity/define-entity';

/**
 * An element's `data` (defineElement) for a list page of one descriptor: its first page of rows, sent
 * with a stored session before the page's chunks (issue 17, src/client/firstData.ts). Only the
 * descriptor and the list request builder load for it, no React or antd:
 *
 *   data: listPageData(() => import('../src/domain/srm/purchase-order').then((m) => m.purchaseOrder)),
 *
 * For pages whose first request is the plain list (empty query form, no sort, no filter of their own);
 * a page that asks something else simply sends its own request, and the early answer expires unused.
 */
export const listPageData = (descriptor: () => Promise<EntityDescriptor>) => (): Promise<FirstDataModule> =>
  Promise.all([descriptor(), import('./list-request')]).then(([entity, { listData }]) => ({
    default: listData(entity),
  }));
