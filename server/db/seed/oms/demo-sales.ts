import { proformaInvoice } from '../../../../src/domain/oms/proforma-invoice';
import { type SalesSource, salesOrderPages, salesPageOf } from '../../../../src/domain/oms/sales-order';
import { type SalesOrderMessage, storeSalesOrder } from '../../../integrations/sales/sales-import';
import { createProformaFrom, proformaInvoiceEffects } from '../../../modules/oms/proforma-invoice-effects';
import { recordSoCreateAnswer, SO_CREATE, salesOrderEffects } from '../../../modules/oms/sales-order-effects';
import { actOnCommand } from '../../../modules/warehouse/commands/command-effects';
import { type LedgerContext, qty } from '../../../modules/warehouse/ledger/ledger-context';
import { toDbDateTime } from '../../datetime';
import { demoDocumentAction } from '../warehouse/demo-document-action';
import type { DemoPlaces } from '../warehouse/demo-master-data';
import { SeededRandom } from '../warehouse/seeded-random';
import '../../../modules/oms/sales-tables';
import '../../../modules/offer/offer-tables';

/** The fixed seed of the sales demo (its own generator: other areas growing do not change it). */
const SALES_SEED = 61_013;
export const DEMO_SALES_ORDERS = 120;
export const DEMO_PROFORMAS = 30;
const DAY = 86_400_000;
const SOURCES: readonly SalesSource[] = ['bos', 'crm', 'eshop'];
const BANK =
  '中国银行上海分行 Bank of China Shanghai Branch · SWIFT BKCHCNBJ300 · A/C 4387 5512 0098 · ISPS Trading Co., Ltd.';

/**
 * Where each demo order ends (domain.md 3.11, issue 13 point 10): every state of the document, of SAP and
 * of the delivery. `shipped` states take products the central warehouse has free stock of.
 */
type Fate =
  | 'pending'
  | 'cancelled'
  | 'sapPending'
  | 'sapFailed'
  | 'sapAccepted'
  | 'withdrawn'
  | 'executing'
  | 'completed';
// 'executing' orders alternate with orders closed short (their delivery force-finished).
const FATES: readonly Fate[] = [
  'pending',
  'sapAccepted',
  'sapPending',
  'executing',
  'cancelled',
  'completed',
  'sapFailed',
  'withdrawn',
];

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `count` different items, in the generator's order. */
function pickDistinct<T>(rnd: SeededRandom, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0)
    chosen.push(pool.splice(rnd.int(0, pool.length - 1), 1)[0]!);
  return chosen;
}

async function codes(lc: LedgerContext, table: 'mdmProduct' | 'mdmProductStore', ids: readonly string[]) {
  const rows = await lc.trx
    .selectFrom(table)
    .select(['id', 'code'])
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row.code]));
  return ids.map((id) => byId.get(id)!);
}

/** Products with free, untracked stock at the central warehouse, most first: what shipped orders sell. */
async function stockedProducts(lc: LedgerContext, facilityId: string) {
  const rows = await lc.trx
    .selectFrom('wmsInventoryBalance as b')
    .innerJoin('mdmProduct as p', 'p.id', 'b.productId')
    .innerJoin('wmsPosition as s', 's.id', 'b.positionId')
    .select(['b.productId', 'p.code', 'b.onhandQty', 'b.promiseQty'])
    .where('b.tenantId', '=', lc.tenantId)
    .where('b.facilityId', '=', facilityId)
    .where('s.positionType', '=', 'storage')
    .where('p.tracking', '=', 'none')
    .where('b.onhandQty', '>', 0)
    .execute();
  const free = new Map<string, { code: string; free: number }>();
  for (const row of rows) {
    const entry = free.get(row.productId) ?? { code: row.code, free: 0 };
    entry.free += qty(row.onhandQty) - qty(row.promiseQty);
    free.set(row.productId, entry);
  }
  return [...free.entries()]
    .map(([id, entry]) => ({ id, ...entry }))
    .filter((entry) => entry.free >= 4000)
    .sort((a, b) => b.free - a.free || a.code.localeCompare(b.code));
}

/**
 * The sales demo (issue 13 point 10), deterministic: 120 BOS, CRM and e-shop orders (about 400 lines)
 * stored through the import boundary's own function, then acted on through the document engine into every
 * state — pending, cancelled, approved with SAP pending, failed or accepted, approval withdrawn, delivery
 * executing and completed through the warehouse commands — and 30 proforma invoices from approved orders
 * and offers, pending, approved and cancelled.
 */
export async function seedDemoSales(base: LedgerContext, places: DemoPlaces): Promise<void> {
  const rnd = new SeededRandom(SALES_SEED);
  const lc = { ...base, username: 'sales_manager' };
  const customerCodes = (
    await lc.trx
      .withTables<{ mdmBusinessPartner: { id: string; code: string } }>()
      .selectFrom('mdmBusinessPartner')
      .select(['id', 'code'])
      .where('id', 'in', places.customers)
      .orderBy('code')
      .execute()
  ).map((row) => row.code);
  const storeCodes = await codes(lc, 'mdmProductStore', places.stores.slice(0, 3));
  const productCodes = await codes(lc, 'mdmProduct', places.materials.slice(0, 40));
  const stocked = await stockedProducts(lc, places.central.id);
  const approvedOrders: string[] = [];

  for (let i = 0; i < DEMO_SALES_ORDERS; i += 1) {
    const source = SOURCES[i % SOURCES.length]!;
    const fate = FATES[Math.floor(i / SOURCES.length) % FATES.length]!;
    const ships = fate === 'executing' || fate === 'completed';
    const lineCount = ships ? rnd.int(1, 2) : rnd.int(2, 6);
    const picked = ships ? stocked.slice((i * 2) % Math.max(stocked.length - 1, 1)).slice(0, lineCount) : [];
    const orderedAt = base.now - (DEMO_SALES_ORDERS - i) * 1.5 * DAY;
    const message: SalesOrderMessage = {
      sourceSystem: source,
      orderNo: `${source.toUpperCase()}-${String(260001 + i)}`,
      customerCode: rnd.pick(customerCodes),
      storeCode: source === 'eshop' ? storeCodes[1]! : rnd.pick(storeCodes),
      salesUserCode: null,
      orderDate: day(orderedAt),
      requestedDate: day(orderedAt + rnd.int(5, 30) * DAY),
      currency: 'CNY',
      shipType: null,
      contact: rnd.pick(['王先生', '李女士', '张经理', '赵工']),
      tel: `139${String(10_000_000 + i * 7919).slice(0, 8)}`,
      address: `${rnd.pick(['上海市浦东新区', '苏州工业园区', '杭州市滨江区', '南京市江宁区'])}${rnd.int(1, 999)}号`,
      regionCode: null,
      eshopOrderNo: source === 'eshop' ? `E${String(8_800_000 + i)}` : null,
      lines: (ships && picked.length > 0
        ? picked.map((p) => p.code)
        : pickDistinct(rnd, productCodes, lineCount)
      ).map((productCode) => ({
        productCode,
        qty: (ships ? rnd.int(1, 3) : rnd.int(1, 40)) * 1000,
        unitPrice: rnd.int(1_000, 500_000) * 10_000,
        taxRate: source === 'eshop' ? 1300 : rnd.pick([1300, 1300, 900, 600]),
        requestedDate: null,
      })),
    };
    const at = { ...lc, now: orderedAt };
    await storeSalesOrder({ ...at, username: source }, message);
    const order = await lc.trx
      .selectFrom('omsSalesOrder')
      .select('id')
      .where('tenantId', '=', lc.tenantId)
      .where('sourceSystem', '=', source)
      .where('sourceOrderNo', '=', message.orderNo)
      .executeTakeFirstOrThrow();
    const page = salesPageOf(source).page;
    const act = (action: string, input = {}) =>
      demoDocumentAction(
        at,
        salesOrderPages.get(page)!,
        salesOrderEffects.get(page)!,
        order.id,
        action,
        input,
      );
    if (fate === 'pending') continue;
    if (fate === 'cancelled') {
      await act('cancel', { remark: '客户取消 / cancelled by the customer' });
      continue;
    }
    await act('approve');
    if (fate === 'withdrawn') {
      await act('cancelApproval');
      continue;
    }
    if (fate === 'sapPending') continue;
    const log = await lc.trx
      .selectFrom('omsSapLog')
      .select('id')
      .where('tenantId', '=', lc.tenantId)
      .where('interfaceCode', '=', SO_CREATE)
      .where('bizDocId', '=', order.id)
      .where('syncStatus', '=', 'pending')
      .executeTakeFirstOrThrow();
    const accepted = fate !== 'sapFailed';
    const sapDocNo = accepted ? String(1_000_000 + i).padStart(10, '0') : null;
    await lc.trx
      .updateTable('omsSapLog')
      .set({
        syncStatus: accepted ? 'success' : 'failed',
        sapDocNo,
        retryCount: accepted ? 0 : 4,
        errorMessage: accepted ? null : 'VK 311: customer is blocked for sales in sales area 1000/10/00',
        responsePayload: JSON.stringify(accepted ? { sapDocNo } : { error: 'VK 311' }),
        durationMs: 180 + (i % 7) * 40,
        nextRetryAt: null,
        updateBy: 'sap_outbox',
        updateTime: toDbDateTime(orderedAt + DAY),
      })
      .where('id', '=', log.id)
      .execute();
    await recordSoCreateAnswer(
      lc.trx,
      { tenantId: lc.tenantId, bizDocId: order.id },
      accepted ? { ok: true, sapDocNo, response: { sapDocNo } } : { ok: false, error: 'VK 311' },
    );
    if (accepted) approvedOrders.push(order.id);
    if (!ships || picked.length === 0) continue;
    const command = await lc.trx
      .selectFrom('wmsCommand')
      .select('id')
      .where('tenantId', '=', lc.tenantId)
      .where('salesOrderId', '=', order.id)
      .executeTakeFirstOrThrow();
    const clerk = { ...at, now: orderedAt + 2 * DAY, username: 'wh_clerk' };
    await actOnCommand(clerk, command.id, 'approve');
    const lines = await lc.trx
      .selectFrom('wmsCommandLine')
      .select(['id', 'qty'])
      .where('commandId', '=', command.id)
      .orderBy('lineNo')
      .execute();
    const outLines = lines
      .map((line, index) => ({
        lineId: line.id,
        qty: fate === 'completed' ? qty(line.qty) : index === 0 ? Math.max(qty(line.qty) - 1000, 500) : 0,
        positionId: null,
        batchId: null,
      }))
      .filter((line) => line.qty > 0);
    await actOnCommand(clerk, command.id, 'outbound', { outLines });
    // Every other partly shipped order is closed short: its delivery force-finished.
    if (fate === 'executing' && i % 2 === 1)
      await actOnCommand(clerk, command.id, 'forceFinish', { remark: '客户不再需要余量 / rest not needed' });
  }

  // Proformas: from approved orders and from approved offers, in every state.
  const offers = await lc.trx
    .selectFrom('ofrOffer')
    .select('id')
    .where('tenantId', '=', lc.tenantId)
    .where('docStatus', '=', 'approved')
    .orderBy('code')
    .execute();
  for (let i = 0; i < DEMO_PROFORMAS; i += 1) {
    const fromOffer = i % 3 === 2 && offers.length > 0;
    const at = { ...lc, username: 'sales', now: base.now - (DEMO_PROFORMAS - i) * 2 * DAY };
    const created = await createProformaFrom(at, {
      ...(fromOffer
        ? { offerId: offers[i % offers.length]!.id }
        : { salesOrderId: approvedOrders[i % approvedOrders.length]! }),
      bankInfo: BANK,
      depositPct: [30, 50, 20, 100][i % 4]!,
    });
    await lc.trx
      .updateTable('omsProformaInvoice')
      .set({
        incoterm: ['FOB', 'CIF', 'EXW'][i % 3]!,
        portOfLoading: 'Shanghai',
        portOfDestination: ['Hamburg', 'Rotterdam', 'Singapore', 'Dubai', 'Santos'][i % 5]!,
      })
      .where('id', '=', created.id)
      .execute();
    const act = (action: string, input = {}) =>
      demoDocumentAction(at, proformaInvoice, proformaInvoiceEffects, created.id, action, input);
    if (i % 5 === 4) await act('cancel', { remark: '客户改单 / replaced' });
    else if (i % 5 !== 0) await act('approve');
  }
}
