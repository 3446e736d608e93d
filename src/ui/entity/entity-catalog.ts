import type { EntityDescriptor } from '../../domain/entity/define-entity';
import { masterDataEntities } from '../../domain/masterdata';
import { facility } from '../../domain/warehouse/facility';
import { position } from '../../domain/warehouse/position';

/**
 * Descriptors the client can reach by name, for reference fields (a select that searches the
 * referenced entity's list). An area whose entities are referenced adds its list here.
 */
const catalog = new Map<string, EntityDescriptor>(
  [...masterDataEntities, facility, position].map((entity) => [entity.name, entity]),
);

export function entityByName(name: string | undefined): EntityDescriptor | undefined {
  return name ? catalog.get(name) : undefined;
}
