import { outsourcingOrder } from '../../domain/srm/outsourcing-order';
import { DocumentListPage } from '../../ui/document/DocumentListPage';

/**
 * Supplier collaboration › outsourcing (domain.md 3.6, 4.3): the order and its components in one form;
 * the buyer approves it (the components' subcontract issue transfer is created and approved), cancels
 * the approval while nothing was issued, cancels or force-finishes it; the subcontractor sees its own
 * orders and confirms them once.
 */
export default function OutsourcingOrderListPage() {
  return (
    <DocumentListPage
      entity={outsourcingOrder}
      allows={(action, row) => action !== 'confirmOrder' || row.confirmStatus !== 'confirmed'}
    />
  );
}
