import { deliveryNote } from '../../domain/srm/delivery-note';
import { DocumentListPage } from '../../ui/document/DocumentListPage';

/**
 * Supplier collaboration › delivery notes (domain.md 3.6, 4.1 step 4, 4.3): header and lines in one form,
 * the lines picked from the open (confirmed) items of the supplier's released orders for the ship-to
 * facility, across orders; the supplier ships (approves), cancels the shipment before receipt or cancels a
 * pending note; the warehouse manager or buyer force-finishes; everyone in scope views and exports.
 */
export default function DeliveryNoteListPage() {
  return (
    <DocumentListPage
      entity={deliveryNote}
      actions={['approve', 'cancelApproval', 'cancel', 'forceFinish']}
    />
  );
}
