import { defineElement, type ElementOf } from '../src/ui/root/defineElement';

/** Gateway routes (menu sys.gatewayRoute). */
export const ispsSysGatewayRouteList = defineElement('isps-sys-gateway-route-list', {
  summary: 'Gateway routes (menu sys.gatewayRoute).',
  page: () => import('../src/pages/system/GatewayRouteListPage'),
  props: {
    formMode: {
      type: 'string',
      description: '`modal` (default) or `drawer`: where the add/edit form opens.',
    },
  },
  events: {
    'isps-entity-change': '{ entity, action, ids }: a record was added, edited, deleted or imported.',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'isps-sys-gateway-route-list': ElementOf<typeof ispsSysGatewayRouteList>;
  }
}
