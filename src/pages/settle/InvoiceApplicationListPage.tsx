import { invoiceApplication } from '../../domain/srm/invoice-application';
import { DocumentListPage, type ListPageProps } from '../../ui/document/DocumentListPage';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useSession, useT } from '../../ui/root/hooks';
import { InvoiceScansModal } from './InvoiceScansModal';

/**
 * Supplier collaboration › invoice application (domain.md 3.6, 4.1 step 9, 4.3): the supplier files its
 * invoices for a confirmed settlement with their scans and submits them; finance verifies (within ±0.05
 * of what the settlement still has to invoice; SAP invoice verification is queued) or rejects with a
 * remark; SAP's document number and the payment status come back.
 */
export default function InvoiceApplicationListPage({ fixedParams }: ListPageProps = {}) {
  const t = useT('settle');
  const isSupplier = useSession().userInfo?.userType === 'supplier';
  return (
    <DocumentListPage
      entity={invoiceApplication}
      fixedParams={fixedParams}
      actions={[
        {
          key: 'scans',
          perm: 'edit',
          label: t('action.scans'),
          shows: (row: EntityRow) => isSupplier && row.docStatus === 'pending',
          dialog: (row, { done }) => <InvoiceScansModal row={row} onDone={done} />,
        },
        'approve',
        {
          key: 'verify',
          perm: 'verify',
          label: t('action.verify'),
          shows: (row: EntityRow) =>
            !isSupplier && row.docStatus === 'approved' && row.fulfilStatus === 'unexecuted',
          confirm: { post: 'verify', title: t('confirm.verify') },
        },
        'cancelApproval',
        'cancel',
      ]}
    />
  );
}
