import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Offers › AP heads (menu ofr.apHead). */
export const ispsApHeadList = defineElement('isps-ap-head-list', {
  summary: 'AP heads: the adders of a product store for a period, approved to be used by offers.',
  page: () => import('../src/pages/offer/ApHeadListPage'),
  data: listPageData(() => import('../src/domain/offer/ap-head').then((m) => m.apHead)),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a record was added, edited, deleted, imported or acted on.',
    ),
  },
});
