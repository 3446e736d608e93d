import { equipment } from '../../domain/masterdata/equipment';
import type { PageProps } from '../../ui/root/defineElement';
import { MasterListPage } from './MasterListPage';

/** Master data: equipment (installed base) (domain.md 3.1-3.2, menu mdm.equipment). */
export default function EquipmentListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <MasterListPage entity={equipment} formMode={formMode} />;
}
