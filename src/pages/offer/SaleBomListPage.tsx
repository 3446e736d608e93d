import { saleBom } from '../../domain/offer/sale-bom';
import { DocumentListPage } from '../../ui/document/DocumentListPage';

/**
 * Offers › sale BOMs (domain.md 3.10, menu ofr.saleBom): header and components in one form; approve
 * freezes the version for costing and is refused when a sub-BOM leads back to the product.
 */
export default function SaleBomListPage() {
  return <DocumentListPage entity={saleBom} actions={['approve', 'cancelApproval', 'cancel']} />;
}
