import { position } from '../../domain/warehouse/position';
import type { PageProps } from '../../ui/root/defineElement';
import { MasterListPage } from './MasterListPage';

/** Master data: positions (domain.md 3.1-3.2, menu mdm.position). */
export default function PositionListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <MasterListPage entity={position} formMode={formMode} />;
}
