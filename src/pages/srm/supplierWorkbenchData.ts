import type { FirstRequest } from '../../client/firstData';
import { purchaseOrder } from '../../domain/srm/purchase-order';
import { firstListRequest } from '../../ui/entity/list-request';
import { WORKBENCH_SUMMARY_URL } from './scorecardApi';

/** Documents still under way: neither completed nor closed. */
const OPEN = 'unexecuted,executing';

/**
 * The filters of the tabs, the same as the server's counts (server/modules/srm/supplier-workbench.ts):
 * open released orders awaiting confirmation, notes not shipped, approved returns not acknowledged (shipped
 * back or not: the supplier acknowledges the goods it received).
 */
export const WORKBENCH_FILTERS = {
  toConfirm: { docStatus: 'approved', confirmStatus: 'unconfirmed', fulfilStatus_MultiString: OPEN },
  toShip: { docStatus: 'pending' },
  returns: { docStatus: 'approved', supplierConfirmStatus: 'unconfirmed' },
} as const;

/**
 * What the workbench asks first (its element's `data`, issue 17): the rows of its first tab (orders to
 * confirm) and its counts, sent before its chunks with a stored session. React-free.
 */
export default function supplierWorkbenchData(): readonly FirstRequest[] {
  return [firstListRequest(purchaseOrder, WORKBENCH_FILTERS.toConfirm), { url: WORKBENCH_SUMMARY_URL }];
}
