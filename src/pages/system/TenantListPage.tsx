import { sysTenant } from '../../domain/system/entities/sys-tenant';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit } from '../../ui/root/hooks';

/** Tenants (api-contract 8.6): the id is the tenant code an administrator chooses. */
export default function TenantListPage({ formMode }: PageProps<{ formMode?: string }>) {
  const emit = useEmit();
  return (
    <EntityListPage
      entity={sysTenant}
      formMode={formMode === 'drawer' ? 'drawer' : 'modal'}
      onChange={(change) => emit('isps-entity-change', { entity: sysTenant.name, ...change })}
    />
  );
}
