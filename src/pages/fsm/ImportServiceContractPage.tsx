import { serviceContract } from '../../domain/warehouse/fsm';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import { useEmit } from '../../ui/root/hooks';

/**
 * importServiceContract (spec 2.2, domain.md 3.12): service contracts; the import reads one row per
 * contract and covered unit and names every refused row (an unknown serial is never guessed).
 */
export default function ImportServiceContractPage() {
  const emit = useEmit();
  return (
    <EntityListPage
      entity={serviceContract}
      onChange={(change) => emit('isps-entity-change', { entity: serviceContract.name, ...change })}
    />
  );
}
