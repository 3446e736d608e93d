import { receipt } from '../../domain/warehouse/receipt';
import { DocumentListPage } from '../../ui/document/DocumentListPage';
import { useT } from '../../ui/root/hooks';
import { ScanReceivingDrawer } from './ScanReceivingDrawer';

/**
 * Warehouse › receive (spec 2.3, domain.md 3.5): receipts counted at the dock with their lines; approve
 * posts them into stock (to QC for products to inspect) and opens their inspections; cancel discards a
 * pending one with a remark. "Scan receiving" opens a delivery note's receipt by its QR and adds the
 * scanned package labels (domain.md 4.1 step 5).
 */
export default function ReceiptListPage() {
  const t = useT('warehouse');
  return (
    <DocumentListPage
      entity={receipt}
      actions={['approve', 'cancel']}
      toolbar={[
        {
          key: 'scan',
          className: 'isps-receipt-scan',
          perm: 'add',
          label: t('scanReceiving.open'),
          dialog: (done) => <ScanReceivingDrawer onDone={done} />,
        },
      ]}
    />
  );
}
