import { costCenter } from '../../domain/masterdata/cost-center';
import type { PageProps } from '../../ui/root/defineElement';
import { MasterListPage } from './MasterListPage';

/** Master data: cost center codes (domain.md 3.1-3.2, menu mdm.costCenter). */
export default function CostCenterListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <MasterListPage entity={costCenter} formMode={formMode} />;
}
