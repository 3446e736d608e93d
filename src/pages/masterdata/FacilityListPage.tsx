import { facility } from '../../domain/warehouse/facility';
import type { PageProps } from '../../ui/root/defineElement';
import { MasterListPage } from './MasterListPage';

/** Master data: facilities (each with its special positions) (domain.md 3.1-3.2, menu mdm.facility). */
export default function FacilityListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <MasterListPage entity={facility} formMode={formMode} />;
}
