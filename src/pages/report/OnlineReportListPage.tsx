import { reportHead } from '../../domain/entity/online-report';
import { EntityListPage } from '../../ui/entity/EntityListPage';

/** Administration of online report definitions (api-contract 7): head, columns and parameters. */
export default function OnlineReportListPage() {
  return <EntityListPage entity={reportHead} formMode="drawer" />;
}
