import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Offers › offer info (menu ofr.offer). */
export const ispsOfferInfoList = defineElement('isps-offer-info-list', {
  summary:
    'Offers: priced lines from cost, adders and price catalog; margin approval, read-only once approved, revisions and results.',
  page: () => import('../src/pages/offer/OfferInfoListPage'),
  data: listPageData(() => import('../src/domain/offer/offer').then((m) => m.offer)),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a record was added, edited, deleted, imported or acted on.',
    ),
  },
});
