import { transferReceive } from '../../domain/production/transfer-receive';
import { DocumentListPage } from '../../ui/document/DocumentListPage';

/**
 * Production › transfer receive (domain.md 3.9): finished goods of approved report orders; inbound posts
 * them into a new qualified batch and raises the order's received quantity.
 */
export default function TransferReceiveListPage() {
  return (
    <DocumentListPage
      entity={transferReceive}
      actions={['approve', 'cancelApproval', 'cancel', 'inbound', 'forceFinish']}
    />
  );
}
