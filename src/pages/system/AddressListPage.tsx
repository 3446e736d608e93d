import { address } from '../../domain/system/entities/address';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit } from '../../ui/root/hooks';

/** Addresses: administrative regions by GB/T 2260 code (domain.md 3.13). */
export default function AddressListPage({ formMode }: PageProps<{ formMode?: string }>) {
  const emit = useEmit();
  return (
    <EntityListPage
      entity={address}
      formMode={formMode === 'drawer' ? 'drawer' : 'modal'}
      onChange={(change) => emit('isps-entity-change', { entity: address.name, ...change })}
    />
  );
}
