import { productionOrder } from '../../domain/production/production-order';
import { DocumentListPage } from '../../ui/document/DocumentListPage';

/**
 * Production › production order (domain.md 3.9): header and BOM components in one form; release takes the
 * components from the product's BOM when none were entered; force finish asks a remark and is refused
 * while components are still at the line side.
 */
export default function ProductionOrderListPage() {
  return (
    <DocumentListPage
      entity={productionOrder}
      actions={['approve', 'cancelApproval', 'cancel', 'forceFinish']}
    />
  );
}
