import { reportOrder } from '../../domain/production/report-order';
import { DocumentListPage } from '../../ui/document/DocumentListPage';

/**
 * Production › report order (domain.md 3.9): good, scrap and rework quantities of a team's shift; approve
 * posts the backflush and creates the transfer receive, cancel approval reverses both while it is pending.
 */
export default function ReportOrderListPage() {
  return <DocumentListPage entity={reportOrder} actions={['approve', 'cancelApproval', 'cancel']} />;
}
