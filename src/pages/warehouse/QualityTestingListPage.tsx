import { inspection } from '../../domain/quality/inspection';
import { DocumentListPage, useDocumentPermission } from '../../ui/document/DocumentListPage';

/**
 * Warehouse › quality testing (spec 2.3, domain.md 3.7): inspections opened by receipts; the inspector
 * records result, split, disposition and item readings in the form while pending, then approves, which
 * puts the accepted stock away and moves the rejected stock to DEFECT; cancel approval undoes that while
 * nothing it generated has posted.
 */
export default function QualityTestingListPage() {
  const can = useDocumentPermission(inspection);
  return (
    <DocumentListPage
      entity={inspection}
      formMode="drawer"
      actions={['approve', 'cancelApproval']}
      // A concession is approved by the qc_manager only (domain.md 3.7): the server refuses others.
      allows={(action, row) => action !== 'approve' || row.result !== 'concession' || can('concession')}
    />
  );
}
