import { sysPosition } from '../../domain/system/entities/sys-position';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit } from '../../ui/root/hooks';

/** Job positions (api-contract 8.12): query, add, edit, delete, import and export. */
export default function SysPositionListPage({ formMode }: PageProps<{ formMode?: string }>) {
  const emit = useEmit();
  return (
    <EntityListPage
      entity={sysPosition}
      formMode={formMode === 'drawer' ? 'drawer' : 'modal'}
      onChange={(change) => emit('isps-entity-change', { entity: sysPosition.name, ...change })}
    />
  );
}
