import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Addresses: administrative regions (menu sys.address). */
export const ispsSysAddressList = defineElement('isps-sys-address-list', {
  summary: 'Addresses: administrative regions (menu sys.address).',
  page: () => import('../src/pages/system/AddressListPage'),
  data: listPageData(() => import('../src/domain/system/entities/address').then((m) => m.address)),
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
