import { ainEquipment } from '../../domain/warehouse/fsm';
import { EntityListPage } from '../../ui/entity/EntityListPage';

/** AinEquipment (spec 2.2, domain.md 3.12): the installed base with its FSM columns, read only. */
export default function AinEquipmentPage() {
  return <EntityListPage entity={ainEquipment} />;
}
