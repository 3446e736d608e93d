import { businessPartner } from '../../domain/masterdata';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit } from '../../ui/root/hooks';

/** Master data: business partners (domain.md 3.1), the generic list page of the descriptor. */
export default function BusinessPartnerListPage({ formMode }: PageProps<{ formMode?: string }>) {
  const emit = useEmit();
  return (
    <EntityListPage
      entity={businessPartner}
      formMode={formMode === 'drawer' ? 'drawer' : 'modal'}
      onChange={(change) => emit('isps-entity-change', { entity: businessPartner.name, ...change })}
    />
  );
}
