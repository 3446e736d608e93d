import { dataSource } from '../../domain/system/entities/data-source';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit } from '../../ui/root/hooks';

/** Data sources (api-contract 8.7): the password is write-only, never shown. */
export default function DataSourceListPage({ formMode }: PageProps<{ formMode?: string }>) {
  const emit = useEmit();
  return (
    <EntityListPage
      entity={dataSource}
      formMode={formMode === 'drawer' ? 'drawer' : 'modal'}
      onChange={(change) => emit('isps-entity-change', { entity: dataSource.name, ...change })}
    />
  );
}
