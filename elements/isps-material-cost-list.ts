import { listPageData } from '../src/ui/entity/listPageData';
import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Offers › material costs (menu ofr.materialCost). */
export const ispsMaterialCostList = defineElement('isps-material-cost-list', {
  summary:
    'Material costs: recalculate from prices and rates in force on the cost date through every BOM level; approve freezes it.',
  page: () => import('../src/pages/offer/MaterialCostListPage'),
  data: listPageData(() => import('../src/domain/offer/material-cost').then((m) => m.materialCost)),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a record was added, edited, deleted, imported or acted on.',
    ),
  },
});
