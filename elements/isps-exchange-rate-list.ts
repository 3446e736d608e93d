import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Offers › exchange rates (menu ofr.exchangeRate). */
export const ispsExchangeRateList = defineElement('isps-exchange-rate-list', {
  summary:
    'Exchange rates by currency pair, rate type and start date: query, add, edit, delete, import and export.',
  page: () => import('../src/pages/offer/ExchangeRateListPage'),
  props: {
    formMode: {
      type: 'string',
      description: '`modal` (default) or `drawer`: where the add/edit form opens.',
    },
  },
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: a record was added, edited, deleted, imported or acted on.',
    ),
  },
});
