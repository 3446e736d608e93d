import { DEMO_PARTNER_IDS } from '../../server/db/seed/demo-data';
import type { EngineName } from '../../tests/server/harness';
import { seriesDay, seriesPick, seriesText } from '../support/list-bench';

const CONFIRM = ['unconfirmed', 'confirmed', 'confirmed', 'rejected', 'change_requested'];
const FULFIL = ['unexecuted', 'executing', 'completed', 'completed', 'closed'];

/**
 * How the PO item benches (bench/srm/po-list-scan.ts, bench/list/list-statements.ts) vary the copies of
 * one real item (`fillFromModel`): 20 items per order, supplier_a and supplier_b a quarter each, 2 000
 * materials (every 97th item the world's product), 1 000 requested dates, a tenth hidden from suppliers,
 * five confirmation and fulfilment states.
 */
export function poItemVariation(engine: EngineName, productId: string): Record<string, string> {
  return {
    id: seriesText('BENCHITEM'),
    purchase_order_id: seriesText('BENCHPO', 'n / 20'),
    line_no: 'n % 20 + 1',
    product_id: `case when n % 97 = 0 then '${productId}' else ${seriesText('BENCHMAT', 'n % 2000')} end`,
    partner_id: `case when n % 4 = 0 then '${DEMO_PARTNER_IDS.supplierA}' when n % 4 = 1 then '${DEMO_PARTNER_IDS.supplierB}' else ${seriesText('BENCHP', 'n % 50')} end`,
    supplier_visible: 'case when n % 10 = 9 then 0 else 1 end',
    // (n * 7919) % 1000 without leaving PostgreSQL's int4 (n reaches 1 000 000).
    delivery_date: seriesDay(engine, '((n % 1000) * 7919) % 1000'),
    confirm_status: seriesPick(CONFIRM, 'n'),
    fulfil_status: seriesPick(FULFIL, '(n / 4)'),
  };
}
