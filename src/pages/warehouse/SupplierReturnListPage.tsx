import { supplierReturn } from '../../domain/warehouse/supplier-return';
import { isAllowedFrom } from '../../domain/workflow';
import { DocumentListPage } from '../../ui/document/DocumentListPage';
import { stateOf } from '../../ui/document/row-actions';
import { useSession, useT } from '../../ui/root/hooks';

/**
 * Warehouse › return (spec 2.3, domain.md 3.5): stock sent back to suppliers, out only: approve reserves
 * the defect stock, outbound ships it through the posting form (partial allowed), cancel and force
 * finish ask their remark. A supplier user acknowledges an approved return to it (domain.md 4.3).
 */
export default function SupplierReturnListPage() {
  const t = useT('warehouse');
  const isSupplier = useSession().userInfo?.userType === 'supplier';
  return (
    <DocumentListPage
      entity={supplierReturn}
      actions={[
        'approve',
        'cancelApproval',
        'outbound',
        'cancel',
        'forceFinish',
        {
          key: 'acknowledge',
          label: t('supplierReturn.acknowledge'),
          // The server accepts it while the return is open: approved and not finished.
          shows: (row) =>
            isSupplier &&
            row.supplierConfirmStatus !== 'confirmed' &&
            isAllowedFrom('outbound', stateOf(row)),
          confirm: { post: 'acknowledge', title: t('supplierReturn.acknowledgeConfirm') },
        },
      ]}
    />
  );
}
