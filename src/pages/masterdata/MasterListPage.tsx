import type { ReactNode } from 'react';
import type { EntityDescriptor } from '../../domain/entity/define-entity';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useEmit } from '../../ui/root/hooks';

/**
 * A master-data page of domain.md 3.1-3.2 on the entity engine: query, add, edit, delete, Excel import
 * and export, each behind its button permission; writes are told to the host as `isps-entity-change`.
 */
export function MasterListPage({
  entity,
  formMode,
  rowExtra,
}: {
  entity: EntityDescriptor;
  formMode?: string | undefined;
  /** Extra row buttons (a raw material's price chart), given the list's reload. */
  rowExtra?: (row: EntityRow, reload: () => void) => ReactNode;
}) {
  const emit = useEmit();
  return (
    <EntityListPage
      entity={entity}
      formMode={formMode === 'drawer' ? 'drawer' : 'modal'}
      onChange={(change) => emit('isps-entity-change', { entity: entity.name, ...change })}
      {...(rowExtra ? { rowExtra } : {})}
    />
  );
}
