import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Gateway routes (menu sys.gatewayRoute). */
export const ispsSysGatewayRouteList = defineElement('isps-sys-gateway-route-list', {
  summary: 'Gateway routes (menu sys.gatewayRoute).',
  page: () => import('../src/pages/system/GatewayRouteListPage'),
  data: listPageData(() => import('../src/domain/system/entities/gateway-route').then((m) => m.gatewayRoute)),
  props: {
    formMode: {
      type: 'string',
      description: '`modal` (default) or `drawer`: where the add/edit form opens.',
    },
  },
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a record was added, edited, deleted or imported.',
    ),
  },
});
