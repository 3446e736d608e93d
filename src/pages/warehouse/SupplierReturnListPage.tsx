import { supplierReturn } from '../../domain/warehouse/supplier-return';
import { DocumentListPage, type ListPageProps } from '../../ui/document/DocumentListPage';

/**
 * Warehouse › return (spec 2.3, domain.md 3.5): stock sent back to suppliers, out only: approve reserves
 * the defect stock, outbound ships it through the posting form (partial allowed), cancel and force
 * finish ask their remark. A supplier user acknowledges an approved return to it once (domain.md 4.3).
 */
export default function SupplierReturnListPage({ fixedParams }: ListPageProps = {}) {
  return (
    <DocumentListPage
      entity={supplierReturn}
      fixedParams={fixedParams}
      allows={(action, row) => action !== 'acknowledge' || row.supplierConfirmStatus !== 'confirmed'}
    />
  );
}
