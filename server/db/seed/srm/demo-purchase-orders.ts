import type { ItemAnswer } from '../../../../src/domain/srm/po-item-answers';
import { purchaseOrder } from '../../../../src/domain/srm/purchase-order';
import type { ActionInputValue } from '../../../documents/action-body';
import {
  type ItemAnswers,
  itemAnswersInput,
  purchaseOrderEffects,
} from '../../../modules/srm/purchase-order-effects';
import type { LedgerContext } from '../../../modules/warehouse/ledger/ledger-context';
import '../../../modules/srm/srm-tables';
import { toDbDateTime } from '../../datetime';
import { DEMO_PARTNER_IDS } from '../demo-data';
import { demoDocumentAction } from '../warehouse/demo-document-action';
import type { DemoPlaces } from '../warehouse/demo-master-data';
import type { SeededRandom } from '../warehouse/seeded-random';
import { type DemoSapItem, demoPartnerCodes, demoStorageLocations, importDemoOrder } from './demo-sap-orders';

const DAY = 86_400_000;
/** domain.md 6.1: 200 purchase orders of about 1 000 items over the 18 months before the seed date. */
const ORDERS = 200;
const SPAN_MS = 540 * DAY;
/** The most recent orders are still being prepared by the buyer. */
const PENDING_TAIL = 10;
/** Released orders of the last weeks wait for the supplier's answer. */
const UNANSWERED_TAIL = 30;

type Fate = 'pending' | 'cancelled' | 'cancelledAfterRelease' | 'closed' | 'released';
/** How a portal supplier answered a released order, in the share of `answerOf`. */
type Answer = 'none' | 'confirmed' | 'partly' | 'changeRequested' | 'rejected' | 'answered';

function fateOf(index: number): Fate {
  if (index >= ORDERS - PENDING_TAIL) return 'pending';
  if (index % 25 === 7) return index % 50 === 7 ? 'cancelledAfterRelease' : 'cancelled';
  // Every fourth order is supplier_a's, the next supplier_b's: both have closed ones.
  if (index % 32 === 4 || index % 32 === 13) return 'closed';
  return 'released';
}

function answerOf(index: number, rnd: SeededRandom): Answer {
  if (index >= ORDERS - PENDING_TAIL - UNANSWERED_TAIL) return rnd.chance(0.6) ? 'none' : 'confirmed';
  const roll = rnd.next();
  if (roll < 0.66) return 'confirmed';
  if (roll < 0.76) return 'changeRequested';
  if (roll < 0.84) return 'rejected';
  if (roll < 0.92) return 'answered';
  return 'partly';
}

const day = (ms: number) => toDbDateTime(ms).slice(0, 10);

/**
 * Purchase orders of domain.md 6.1 (200 orders, about 1 000 items) for the demo's suppliers, most of them
 * for the portal suppliers supplier_a and supplier_b: imported from SAP IDocs by the ETL job's own publishing (staging rows of
 * `srm_etl_po_*` with them), released by the buyer,
 * and for the two portal suppliers confirmed, partly confirmed, rejected, changed on request and
 * answered by the buyer in the portal, through the document engine as the users would; the latest ones
 * pending, some cancelled (before or after release) and some force-finished. Receipts move them to
 * executing and completed once delivery notes and receiving are built on them (issue 12, later slices).
 */
export async function seedDemoPurchaseOrders(
  base: LedgerContext,
  rnd: SeededRandom,
  places: DemoPlaces,
): Promise<void> {
  const products = await base.trx
    .selectFrom('mdmProduct')
    .select(['id', 'code', 'name', 'uom'])
    .where('id', 'in', places.materials)
    .orderBy('code')
    .execute();
  const portal = new Set<string>([DEMO_PARTNER_IDS.supplierA, DEMO_PARTNER_IDS.supplierB]);
  const others = places.suppliers.filter((id) => !portal.has(id));
  const partnerCodes = await demoPartnerCodes(base, places.suppliers);
  const storageLocations = await demoStorageLocations(base, places);
  const facilities = [places.central.id, places.regional.id, places.factory.id];
  const start = base.now - SPAN_MS;
  const buyer = { ...base, username: 'buyer' };
  for (let index = 0; index < ORDERS; index += 1) {
    // supplier_a and supplier_b (the portal suppliers) seven orders in eight, the other suppliers the rest.
    const partnerId =
      index % 8 === 7
        ? others[index % others.length]!
        : index % 2 === 0
          ? DEMO_PARTNER_IDS.supplierA
          : DEMO_PARTNER_IDS.supplierB;
    const at = start + Math.floor((index / ORDERS) * (SPAN_MS - 5 * DAY));
    const storageLocation = storageLocations.get(facilities[index % facilities.length]!)!;
    const count = rnd.int(3, 7);
    const first = rnd.int(0, products.length - 1);
    const items: DemoSapItem[] = [];
    for (let n = 0; n < count; n += 1) {
      const product = products[(first + n * 7) % products.length]!;
      const qty = rnd.int(1, 50) * 10_000;
      const netPrice = rnd.int(50, 20_000) * 10_000;
      items.push({
        lineNo: n + 1,
        materialCode: product.code,
        shortText: product.name,
        qty,
        uom: product.uom ?? 'PCS',
        netPrice,
        storageLocation,
        deliveryDate: day(at + rnd.int(14, 60) * DAY),
      });
    }
    // The buyer's SAP orders come in through the ETL job, one IDoc file a day (domain.md 3.6, 4.1 step 1).
    const code = String(4500000001 + index);
    await importDemoOrder(
      { ...base, now: at },
      {
        sapPoNo: code,
        poType: index % 20 === 9 ? 'FO' : 'NB',
        purchGroup: index % 2 === 0 ? '001' : '002',
        supplierCode: partnerCodes.get(partnerId)!,
        poDate: day(at),
        items,
      },
      `ORDERS05_${day(at).replace(/-/g, '')}.xml`,
    );
    const { id } = await base.trx
      .selectFrom('srmPurchaseOrder')
      .select('id')
      .where('tenantId', '=', base.tenantId)
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    await settle(id, fateOf(index), portal.has(partnerId) ? answerOf(index, rnd) : 'none', {
      buyer: { ...buyer, now: at + DAY },
      supplier: {
        ...base,
        username: partnerId === DEMO_PARTNER_IDS.supplierA ? 'supplier_a' : 'supplier_b',
        now: at + 2 * DAY,
      },
      answerer: { ...buyer, now: at + 3 * DAY },
      rnd,
      at,
    });
  }
}

/**
 * The users have read the notices of their history: release and answer notices, and the suppliers'
 * receipt and return notices of the warehouse history, older than 45 days are marked read, so the
 * bells show the recent ones (run once the whole purchasing history is seeded).
 */
export async function readOldNotices(lc: LedgerContext): Promise<void> {
  const before = toDbDateTime(lc.now - 45 * DAY);
  await lc.trx
    .updateTable('sysAnnouncementSend')
    .set({ readFlag: '1', readTime: before })
    .where('anntId', 'in', (eb) =>
      eb
        .selectFrom('sysAnnouncement')
        .select('id')
        .where('busType', 'in', [purchaseOrder.document.docType, 'receipt', 'supplier_return'])
        .where('createTime', '<', before),
    )
    .execute();
}

interface Actors {
  buyer: LedgerContext;
  supplier: LedgerContext;
  answerer: LedgerContext;
  rnd: SeededRandom;
  at: number;
}

async function settle(id: string, fate: Fate, answer: Answer, actors: Actors): Promise<void> {
  const act = (lc: LedgerContext, action: string, input: ActionInputValue<ItemAnswers> = {}) =>
    demoDocumentAction(lc, purchaseOrder, purchaseOrderEffects, id, action, input);
  const { buyer, supplier, answerer, rnd, at } = actors;
  if (fate === 'pending') return;
  if (fate === 'cancelled') {
    await act(buyer, 'cancel', { remark: '需求取消 / Demand withdrawn' });
    return;
  }
  await act(buyer, 'approve');
  if (fate === 'cancelledAfterRelease') {
    await act(buyer, 'cancelApproval');
    await act(buyer, 'cancel', { remark: 'SAP 订单删除 / Deleted in SAP' });
    return;
  }
  const items = await buyer.trx
    .selectFrom('srmPurchaseOrderItem')
    .select(['id', 'qty'])
    .where('purchaseOrderId', '=', id)
    .orderBy('lineNo')
    .execute();
  const confirm = (list: typeof items, short = false) =>
    act(
      supplier,
      'confirmItems',
      itemAnswersInput(
        list.map((item) => ({
          lineId: item.id,
          answer: {
            kind: 'confirm',
            confirmedQty: short
              ? Math.max(1000, Math.floor(Number(item.qty) / 2000) * 1000)
              : Number(item.qty),
            promiseDate: day(at + rnd.int(16, 70) * DAY),
          } satisfies ItemAnswer,
        })),
      ),
    );
  const [one] = items;
  if (answer === 'confirmed') await confirm(items);
  if (answer === 'partly') await confirm(items.slice(0, Math.ceil(items.length / 2)), true);
  if ((answer === 'changeRequested' || answer === 'answered') && one) {
    await confirm(items.slice(1));
    const remark = '该行交期需推迟两周 / This item needs two more weeks';
    await act(
      supplier,
      'requestChange',
      itemAnswersInput([{ lineId: one.id, answer: { kind: 'requestChange', remark } }], remark),
    );
    if (answer === 'answered') {
      const reply = '同意, 交期已调整 / Agreed, date moved';
      const deliveryDate = day(at + 75 * DAY);
      await act(
        answerer,
        'answerChange',
        itemAnswersInput(
          [{ lineId: one.id, answer: { kind: 'answer', remark: reply, deliveryDate } }],
          reply,
        ),
      );
    }
  }
  if (answer === 'rejected' && one) {
    await confirm(items.slice(1));
    const remark = '该物料已停产 / This product is discontinued';
    await act(
      supplier,
      'rejectItems',
      itemAnswersInput([{ lineId: one.id, answer: { kind: 'reject', remark } }], remark),
    );
  }
  if (fate === 'closed') {
    await act({ ...answerer, now: at + 30 * DAY }, 'forceFinish', {
      remark: 'SAP 交货完成 / Delivery completed in SAP',
    });
  }
}
