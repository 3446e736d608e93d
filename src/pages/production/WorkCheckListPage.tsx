import { workCheck } from '../../domain/production/work-check';
import { DocumentListPage } from '../../ui/document/DocumentListPage';

/**
 * Production › work check (domain.md 3.9): the final inspections of report orders; the inspector edits
 * the result and the qualified / unqualified split, approve creates the transfer receive of the qualified
 * quantity.
 */
export default function WorkCheckListPage() {
  return (
    <DocumentListPage
      entity={workCheck}
      actions={['approve', 'cancelApproval']}
      fixedParams={{ sourceDocType: 'report_order' }}
    />
  );
}
