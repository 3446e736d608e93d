import { receipt } from '../../domain/warehouse/receipt';
import { DocumentListPage } from '../../ui/document/DocumentListPage';

/**
 * Warehouse › receive (spec 2.3, domain.md 3.5): receipts counted at the dock with their lines; approve
 * posts them into stock (to QC for products to inspect) and opens their inspections; cancel discards a
 * pending one with a remark.
 */
export default function ReceiptListPage() {
  return <DocumentListPage entity={receipt} actions={['approve', 'cancel']} />;
}
