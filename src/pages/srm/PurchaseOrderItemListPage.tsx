import { purchaseOrderItem } from '../../domain/srm/purchase-order';
import { EntityListPage } from '../../ui/entity/EntityListPage';

/**
 * Supplier collaboration › purchase order items (domain.md 3.6): every item of the released and pending
 * orders with its confirmation and roll-up quantities (confirmed, in transit, received, closed...), read
 * only and exported to Excel; a supplier sees the items of its own released orders (domain.md 4.4).
 */
export default function PurchaseOrderItemListPage() {
  return <EntityListPage entity={purchaseOrderItem} addForm={false} />;
}
