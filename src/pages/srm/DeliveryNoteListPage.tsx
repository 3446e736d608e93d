import { documentAction } from '../../domain/document/define-document';
import { deliveryNote } from '../../domain/srm/delivery-note';
import { DocumentListPage, type ListPageProps } from '../../ui/document/DocumentListPage';
import { useSession } from '../../ui/root/hooks';

/**
 * Supplier collaboration › delivery notes (domain.md 3.6, 4.1 step 4, 4.3): header and lines in one form,
 * the lines picked from the open (confirmed) items of the supplier's released orders for the ship-to
 * facility, across orders; the supplier ships (approves), cancels the shipment before receipt or cancels a
 * pending note; the warehouse manager or buyer force-finishes; everyone in scope views and exports. A
 * button shows only to the side its action belongs to (the buyer's `srm` grant holds approve too).
 */
export default function DeliveryNoteListPage({ fixedParams }: ListPageProps = {}) {
  const side = useSession().userInfo?.userType === 'supplier' ? 'supplier' : 'staff';
  return (
    <DocumentListPage
      entity={deliveryNote}
      fixedParams={fixedParams}
      actions={['approve', 'cancelApproval', 'cancel', 'forceFinish']}
      allows={(action) => documentAction(deliveryNote, action)?.side.includes(side) ?? true}
    />
  );
}
