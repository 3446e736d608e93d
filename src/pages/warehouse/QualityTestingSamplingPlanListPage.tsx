import { samplingPlan } from '../../domain/quality/sampling-plan';
import type { PageProps } from '../../ui/root/defineElement';
import { MasterListPage } from '../masterdata/MasterListPage';

/**
 * Warehouse › sampling plans (domain.md 3.7, menu wms.samplingPlan): sample size by lot size, read when a
 * receipt opens a sampling inspection; kept by the qc_manager, read by inspectors.
 */
export default function QualityTestingSamplingPlanListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <MasterListPage entity={samplingPlan} formMode={formMode} />;
}
