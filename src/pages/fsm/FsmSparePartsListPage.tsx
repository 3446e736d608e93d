import { sparePartRequest } from '../../domain/warehouse/fsm';
import { DocumentListPage } from '../../ui/document/DocumentListPage';

/**
 * FsmSparePartsList (spec 2.2, domain.md 3.12): requests from FSM; approve creates and approves the
 * service delivery (stock reserved), cancel asks the reason; fulfilment mirrors the command.
 */
export default function FsmSparePartsListPage() {
  return <DocumentListPage entity={sparePartRequest} actions={['approve', 'cancel']} />;
}
