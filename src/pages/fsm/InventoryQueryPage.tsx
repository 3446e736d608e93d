import { InventoryTable } from '../warehouse/InventoryTable';

/**
 * InventoryQuery (spec 2.2, domain.md 3.12): the stock of the engineer's team custody facility and of the
 * FSM service stores' facilities, usable quantity first; never cost.
 */
export default function FsmInventoryQueryPage() {
  return <InventoryTable listUrl="/fsm/inventoryQuery/list" hide={['promiseQty']} />;
}
