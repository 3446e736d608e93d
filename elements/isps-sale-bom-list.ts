import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Offers › sale BOMs (menu ofr.saleBom). */
export const ispsSaleBomList = defineElement('isps-sale-bom-list', {
  summary:
    'Sale BOMs: versioned components of a saleable product; approve freezes a version, cycles are refused.',
  page: () => import('../src/pages/offer/SaleBomListPage'),
  data: listPageData(() => import('../src/domain/offer/sale-bom').then((m) => m.saleBom)),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a record was added, edited, deleted, imported or acted on.',
    ),
  },
});
