import { gatewayRoute } from '../../domain/system/entities/gateway-route';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit } from '../../ui/root/hooks';

/** Gateway routes (api-contract 8.8). */
export default function GatewayRouteListPage({ formMode }: PageProps<{ formMode?: string }>) {
  const emit = useEmit();
  return (
    <EntityListPage
      entity={gatewayRoute}
      formMode={formMode === 'drawer' ? 'drawer' : 'modal'}
      onChange={(change) => emit('isps-entity-change', { entity: gatewayRoute.name, ...change })}
    />
  );
}
