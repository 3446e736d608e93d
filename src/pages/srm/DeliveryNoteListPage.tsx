import { hasPermission } from '../../client/permissions';
import { documentAction } from '../../domain/document/define-document';
import { permissionCode } from '../../domain/entity/define-entity';
import { deliveryNote } from '../../domain/srm/delivery-note';
import { label } from '../../domain/srm/label';
import { DocumentListPage, type ListPageProps } from '../../ui/document/DocumentListPage';
import type { PageAction } from '../../ui/document/row-actions';
import { useSession, useT } from '../../ui/root/hooks';
import { LabelPdfDownload } from './LabelPdfDownload';

/**
 * Supplier collaboration › delivery notes (domain.md 3.6, 4.1 step 4, 4.3): header and lines in one form,
 * the lines picked from the open (confirmed) items of the supplier's released orders for the ship-to
 * facility, across orders; the supplier ships (approves), cancels the shipment before receipt or cancels a
 * pending note; the warehouse manager or buyer force-finishes; everyone in scope views and exports. A
 * button shows only to the side its action belongs to (the buyer's `srm` grant holds approve too). A shipped
 * note prints its labels as one PDF (domain.md 4.2) for whoever may open the print-labels page.
 */
export default function DeliveryNoteListPage({ fixedParams }: ListPageProps = {}) {
  const session = useSession();
  const t = useT('srm');
  const side = session.userInfo?.userType === 'supplier' ? 'supplier' : 'staff';
  const printLabels: PageAction = {
    key: 'printLabels',
    label: t('label.printLabels'),
    shows: (row) =>
      row.docStatus === 'approved' && hasPermission(permissionCode(label, 'exportXls'), session),
    dialog: (row, control) => (
      <LabelPdfDownload
        choice={{ deliveryNoteId: String(row.id) }}
        // The note's package count, when the supplier gave it, is its label count.
        {...(Number(row.packageCount) > 0 ? { expected: Number(row.packageCount) } : {})}
        fileName={`labels-${String(row.code ?? row.id)}.pdf`}
        onDone={(printed) => control.done(printed)}
      />
    ),
  };
  return (
    <DocumentListPage
      entity={deliveryNote}
      fixedParams={fixedParams}
      actions={['approve', 'cancelApproval', 'cancel', 'forceFinish', printLabels]}
      allows={(action) => documentAction(deliveryNote, action)?.side.includes(side) ?? true}
    />
  );
}
