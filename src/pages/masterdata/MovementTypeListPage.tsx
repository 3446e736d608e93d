import { movementType } from '../../domain/masterdata/movement-type';
import type { PageProps } from '../../ui/root/defineElement';
import { MasterListPage } from './MasterListPage';

/** Master data: movement types (domain.md 3.1-3.2, menu mdm.movementType). */
export default function MovementTypeListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <MasterListPage entity={movementType} formMode={formMode} />;
}
