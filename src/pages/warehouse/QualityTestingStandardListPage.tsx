import { inspectionStandard } from '../../domain/quality/inspection-standard';
import type { PageProps } from '../../ui/root/defineElement';
import { MasterListPage } from '../masterdata/MasterListPage';

/**
 * Warehouse › inspection standards (domain.md 3.7, menu wms.inspectionStandard): the characteristics a
 * product's inspections copy into their items; kept by the qc_manager, read by inspectors.
 */
export default function QualityTestingStandardListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <MasterListPage entity={inspectionStandard} formMode={formMode} />;
}
