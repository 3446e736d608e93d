import { defineElement, detail } from '../src/ui/root/defineElement';
import type { EntityChangeDetail } from '../src/ui/root/elementEvents';

/** Supplier collaboration › ETL purchase orders (menu srm.etlPoHeader). */
export const ispsEtlPoHeaderList = defineElement('isps-etl-po-header-list', {
  summary:
    'SAP purchase orders as staged by the ETL import, with their items: query, view, export; buyers run the import now.',
  page: () => import('../src/pages/srm/EtlPoHeaderListPage'),
  props: {},
  events: {
    'isps-entity-change': detail<EntityChangeDetail>(
      '{ entity, action, ids }: not raised (the list is read only).',
    ),
  },
});
