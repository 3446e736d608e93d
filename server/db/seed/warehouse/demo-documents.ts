import { sql } from 'kysely';
import { checkInventory } from '../../../../src/domain/warehouse/check-inventory';
import type { CommandType } from '../../../../src/domain/warehouse/movement-types';
import type { ActionInputValue } from '../../../documents/action-body';
import { actOnCommand } from '../../../modules/warehouse/commands/command-effects';
import { loadCommand } from '../../../modules/warehouse/commands/command-store';
import {
  createCommand,
  type NewCommand,
  type NewCommandLine,
} from '../../../modules/warehouse/commands/create-command';
import type { InboundLineInput } from '../../../modules/warehouse/commands/execute-command';
import { type LedgerContext, qty } from '../../../modules/warehouse/ledger/ledger-context';
import { type CountInput, stockCountEffects } from '../../../modules/warehouse/stock-count/count-actions';
import { openStockCount } from '../../../modules/warehouse/stock-count/open-stock-count';
import { demoDocumentAction } from './demo-document-action';
import type { DemoPlaces } from './demo-master-data';
import { type PackingStage, packCommand } from './demo-packing';
import { type PickingStage, pickCommand } from './demo-picking';
import type { SeededRandom } from './seeded-random';
import { tripsOf } from './split-into-parts';

const DAY = 86_400_000;
/** domain.md 6.1: dates spread over the 18 months before the seed date. */
export const DEMO_SPAN_MS = 540 * DAY;
const COUNTS = 30;
/**
 * The stock counts still open at the seed day (not approved, approved and not entered, entered and not
 * adjusted): they are the last steps of the clock, since an open count freezes its positions; the
 * others come in turn with the commands over the 18 months.
 */
const OPEN_COUNTS = 6;
/**
 * The receive commands that stock the warehouse up before anything else (all completed); the other
 * receives of VOLUME come in turn with the other commands over the 18 months, so the receive list has a
 * recent history like every other list.
 */
const STOCK_UP_RECEIVES = 30;
/** The receives (of VOLUME's) that are completed whatever their turn: the stock everything draws on. */
const COMPLETED_RECEIVES = 45;

type Fate = 'pending' | 'cancelled' | 'approved' | 'executing' | 'completed' | 'closed';

/** How many commands of each type the demo has (domain.md 6.1: 700 in all). */
const VOLUME: [CommandType, number][] = [
  ['receive', 60],
  ['delivery', 150],
  ['transfer', 60],
  ['scrap', 20],
  ['replenish', 50],
  ['rma', 30],
  ['borrow', 80],
  // Most service deliveries come from approved FSM requests (demo-fsm.ts); these are entered by hand.
  ['service_delivery', 30],
  ['service_receive', 100],
];

/** The steps of the demo clock: one per command and stock count. */
export const DEMO_STEPS = VOLUME.reduce((sum, [, n]) => sum + n, 0) + COUNTS;

/** Where the picking of an approved, not yet shipped command stands, in turn. */
const WAITING_PICK: readonly (PickingStage | 'none')[] = [
  'picked',
  'partlyPicked',
  'pending',
  'picked',
  'cancelled',
  'picked',
  'approved',
  'picked',
  'none',
];
/** Where the packing of a (partly) picked, not yet shipped command stands, in turn. */
const WAITING_PACK: readonly PackingStage[] = [
  'recheck',
  'closed',
  'released',
  'cancelled',
  'pending',
  'packing',
  'packed',
];

function fateOf(rnd: SeededRandom): Fate {
  const roll = rnd.next();
  if (roll < 0.07) return 'pending';
  if (roll < 0.11) return 'cancelled';
  if (roll < 0.2) return 'approved';
  if (roll < 0.28) return 'executing';
  if (roll < 0.33) return 'closed';
  return 'completed';
}

/**
 * The demo documents (domain.md 6.1): the stock-up receive commands first, then every command type
 * (the other receives too) in every state of W through the real command functions (reservations,
 * postings, batches, returns; deliveries picked and packed before they ship) and stock counts with
 * gains, losses and ignored differences, in turn; the counts still open come last. One
 * transaction; the clock walks forward through 18 months in DEMO_STEPS steps, and the work of the other
 * areas (`alongside`: receiving, billing) runs at each step, so every area's history is in time order.
 */
export async function seedDemoDocuments(
  base: LedgerContext,
  rnd: SeededRandom,
  places: DemoPlaces,
  alongside: readonly ((lc: LedgerContext) => Promise<void>)[],
  serviceDeliveries: string[],
): Promise<void> {
  let step = 0;
  const next = async (): Promise<LedgerContext> => {
    step += 1;
    const lc = {
      ...base,
      now: base.now - DEMO_SPAN_MS + Math.floor((step / (DEMO_STEPS + 1)) * DEMO_SPAN_MS),
    };
    for (const work of alongside) await work(lc);
    return lc;
  };
  const stocked = new Set<string>();
  const parts = places.spareParts;
  const trackingOf = new Map(parts.map((p) => [p.id, p.tracking]));
  let serialNo = 0;
  let lotNo = 0;

  /** Free stock (on hand less promised) per product in the facility's pickable, usable places. */
  const usable = async (lc: LedgerContext, productIds: readonly string[], facilityId: string) => {
    if (productIds.length === 0) return new Map<string, number>();
    const rows = await lc.trx
      .selectFrom('wmsInventoryBalance as b')
      .innerJoin('wmsPosition as p', 'p.id', 'b.positionId')
      .innerJoin('wmsInventoryBatch as t', 't.id', 'b.batchId')
      .select(['b.productId', sql<number | string>`sum(b.onhand_qty - b.promise_qty)`.as('free')])
      .where('b.productId', 'in', productIds)
      .where('b.facilityId', '=', facilityId)
      .where('p.positionType', 'in', ['storage', 'picking', 'staging'])
      .where('p.frozenByCountId', 'is', null)
      .where('t.qualityStatus', 'in', ['qualified', 'concession'])
      .groupBy('b.productId')
      .execute();
    return new Map(rows.map((row) => [row.productId, qty(row.free)]));
  };
  /**
   * Lines of products with enough free stock at the facility, each at most a third of what is free: one
   * query for the candidates (PostgreSQL pays a round trip per query).
   */
  const outLines = async (
    lc: LedgerContext,
    facilityId: string,
    count: number,
  ): Promise<NewCommandLine[]> => {
    const lines: NewCommandLine[] = [];
    const candidates = [...stocked].sort(() => rnd.next() - 0.5).slice(0, count * 3);
    const free = await usable(lc, candidates, facilityId);
    for (const productId of candidates) {
      if (lines.length >= count) break;
      const units = Math.min(Math.floor((free.get(productId) ?? 0) / 3000), rnd.int(1, 6));
      if (units >= 1) lines.push({ productId, qty: units * 1000 });
    }
    return lines;
  };

  const run = async (lc: LedgerContext, input: NewCommand, fate: Fate) => {
    if (input.lines.length === 0) return null;
    // Clerks create, the manager approves: scrap is refused to its creator (domain.md 0.6).
    const { id } = await createCommand({ ...lc, username: 'wh_clerk' }, input);
    if (fate === 'pending') return id;
    if (fate === 'cancelled') {
      await actOnCommand(lc, id, 'cancel', { remark: '客户取消需求' });
      return id;
    }
    await actOnCommand(lc, id, 'approve');
    if (input.commandType === 'delivery' || (input.commandType === 'service_delivery' && rnd.chance(0.4)))
      await prepareShipment(lc, id, input.commandType, fate);
    if (fate === 'approved') return id;
    const share = fate === 'completed' ? 1 : 0.5;
    // Goods leave and arrive in two to four trips (domain.md 2.7: each trip its own posting).
    const trips = rnd.int(2, 4);
    let doc = await loadCommand(lc, id);
    const out = doc.lines.filter((l) => l.direction !== 'in');
    const outTrips = tripsOf(
      out.map((l) => ({ lineId: l.id, qty: Math.max(1000, Math.floor((l.qty * share) / 1000) * 1000) })),
      trips,
    );
    for (const trip of outTrips) {
      await actOnCommand(lc, id, 'outbound', { outLines: trip });
      doc = await loadCommand(lc, id);
    }
    const arriving = doc.lines.filter(
      (l) => l.direction === 'in' || (l.direction === 'move' && l.deliveryQty > l.stockInQty),
    );
    if (arriving.length > 0 && !(fate === 'executing' && out.length > 0)) {
      const inTrips = tripsOf(
        arriving.map((l) => ({
          lineId: l.id,
          qty:
            l.direction === 'in'
              ? Math.max(1000, Math.floor((l.qty * share) / 1000) * 1000)
              : l.deliveryQty - l.stockInQty,
        })),
        trips,
      );
      const productOf = new Map(arriving.map((l) => [l.id, l.productId]));
      for (const trip of inTrips) {
        await actOnCommand(lc, id, 'inbound', {
          inLines: trip.map(
            (t) => ({ ...t, ...layerOf(productOf.get(t.lineId)!, t.qty) }) satisfies InboundLineInput,
          ),
        });
        doc = await loadCommand(lc, id);
      }
    }
    const stillOpen = doc.header.fulfilStatus === 'executing' || doc.header.fulfilStatus === 'unexecuted';
    if (fate === 'closed' && stillOpen)
      await actOnCommand(lc, id, 'forceFinish', { remark: '剩余数量不再执行' });
    return id;
  };
  /**
   * Picking and packing before the outbound (domain.md 2.7: picklist → packing → outbound): an approved
   * command anywhere on the way, a shipping one picked in full (a closed one short-picked), and a
   * completed delivery packed and weighed so that its outbound ships the packages.
   */
  let waitingPick = 0;
  let waitingPack = 0;
  const prepareShipment = async (lc: LedgerContext, id: string, type: CommandType, fate: Fate) => {
    // Approved commands take the stages in turn, so that each appears.
    const picking =
      fate === 'approved'
        ? WAITING_PICK[waitingPick++ % WAITING_PICK.length]!
        : fate === 'closed'
          ? 'shortPicked'
          : 'picked';
    if (picking === 'none') return;
    await pickCommand(lc, places.central.id, id, picking);
    // The pack station may start on what is already staged (domain.md 3.8).
    if (picking !== 'picked' && picking !== 'partlyPicked') return;
    if (type === 'service_delivery' && fate !== 'approved' && !rnd.chance(0.3)) return;
    if (fate === 'approved') await packCommand(lc, id, WAITING_PACK[waitingPack++ % WAITING_PACK.length]!);
    else if (fate === 'completed') await packCommand(lc, id, 'packed');
  };
  /** Serial numbers for serial-tracked parts, a supplier lot for batch-tracked ones (domain.md 2.2). */
  const layerOf = (productId: string, units: number): Partial<InboundLineInput> => {
    const tracking = trackingOf.get(productId);
    if (tracking === 'serial') {
      return {
        serialNos: Array.from({ length: units / 1000 }, () => `SN${String(++serialNo).padStart(7, '0')}`),
      };
    }
    return tracking === 'batch' ? { batchNo: `LOT${String(++lotNo).padStart(6, '0')}` } : {};
  };

  // Receives build the stock everything else draws on: mostly completed, a few in every other state.
  let receives = 0;
  const receive = async (lc: LedgerContext) => {
    const i = receives++;
    const facility = i % 10 === 8 ? places.regional : i % 10 === 9 ? places.factory : places.central;
    const fate = i < COMPLETED_RECEIVES ? 'completed' : fateOf(rnd);
    const products = Array.from({ length: rnd.int(4, 7) }, () => rnd.pick(parts));
    const lines = [...new Map(products.map((p) => [p.id, p])).values()].map((p) => ({
      productId: p.id,
      qty: (p.tracking === 'serial' ? rnd.int(2, 4) : rnd.int(20, 120)) * 1000,
      inPositionId: rnd.pick(facility.storage),
    }));
    await run(
      lc,
      {
        commandType: 'receive',
        movementTypeCode: 'other_receipt',
        inFacilityId: facility.id,
        partnerId: rnd.pick(places.suppliers),
        lines,
      },
      fate,
    );
    if (fate === 'completed' && facility === places.central)
      for (const line of lines) stocked.add(line.productId);
  };
  for (let i = 0; i < STOCK_UP_RECEIVES; i++) await receive(await next());

  // The count's number from the last: the last OPEN_COUNTS (c < OPEN_COUNTS) stay open at the seed day.
  let countsLeft = COUNTS;
  const stockCount = async (lc: LedgerContext) => {
    const c = --countsLeft;
    // A serial number is counted as there or not: gains on serial parts would break I9, so none here.
    const products = [...stocked]
      .filter((id) => trackingOf.get(id) !== 'serial')
      .sort(() => rnd.next() - 0.5)
      .slice(0, 3);
    let count: { id: string; code: string };
    try {
      count = await openStockCount(lc, {
        facilityId: places.central.id,
        scopeType: 'products',
        ids: products,
      });
    } catch {
      return;
    }
    if (c < 2) return;
    const act = (as: typeof lc, action: string, input: ActionInputValue<CountInput> = {}) =>
      demoDocumentAction(as, checkInventory, stockCountEffects, count.id, action, input);
    await act(lc, 'approve');
    if (c < 4) return;
    const lines = await lc.trx
      .selectFrom('wmsCheckInventoryLine as l')
      .innerJoin('wmsInventoryBalance as b', (join) =>
        join
          .onRef('b.productId', '=', 'l.productId')
          .onRef('b.positionId', '=', 'l.positionId')
          .onRef('b.batchId', '=', 'l.batchId'),
      )
      .select(['l.id', 'l.bookQty', sql<number | string>`b.onhand_qty - b.promise_qty`.as('free')])
      .where('l.checkInventoryId', '=', count.id)
      .orderBy('l.lineNo')
      .execute();
    // A loss only where stock is free: goods reserved for a delivery (staged ones) cannot go missing.
    const loss = lines.findIndex((line, index) => index > 0 && qty(line.free) >= 1000);
    const entries = lines.map((line, index) => {
      const book = qty(line.bookQty);
      const gain = index === 0 || (index === 2 && c % 3 === 0);
      const delta = gain ? 1000 * rnd.int(1, 3) : index === loss && c % 4 !== 3 ? -1000 : 0;
      return { lineId: line.id, checkQty: book + delta };
    });
    await act({ ...lc, username: 'wh_clerk' }, 'enterCount', { custom: { entries } });
    if (c < OPEN_COUNTS) return;
    if (c % 5 === 1) await act(lc, 'ignore', { remark: '复盘后确认为点数误差' });
    else await act(lc, 'adjust');
  };

  const loans: { id: string; custody: string }[] = [];
  const others: (CommandType | 'count')[] = [
    ...VOLUME.filter(([type]) => type !== 'receive').flatMap(([type, n]) =>
      Array.from({ length: n }, () => type),
    ),
    ...Array.from({ length: COUNTS - OPEN_COUNTS }, () => 'count' as const),
  ];
  others.sort(() => rnd.next() - 0.5);
  // The receives after the stock-up at even steps among the others (goods come in every two weeks or so).
  const laterReceives = (VOLUME.find(([type]) => type === 'receive')?.[1] ?? 0) - STOCK_UP_RECEIVES;
  const plan = others.flatMap((type, j) =>
    Math.floor(((j + 1) * laterReceives) / others.length) > Math.floor((j * laterReceives) / others.length)
      ? [type, 'receive' as const]
      : [type],
  );
  for (const type of plan) {
    const lc = await next();
    const fate = fateOf(rnd);
    const central = places.central.id;
    switch (type) {
      case 'receive':
        await receive(lc);
        break;
      case 'count':
        await stockCount(lc);
        break;
      case 'delivery':
        await run(
          lc,
          {
            commandType: 'delivery',
            movementTypeCode: rnd.chance(0.6) ? 'sales_delivery' : 'other_delivery',
            outFacilityId: central,
            partnerId: rnd.pick(places.customers),
            costCenterId: rnd.pick(places.costCenters),
            eccSaleOrderId: `40${rnd.int(10_000_000, 99_999_999)}`,
            productStoreId: rnd.pick(places.stores.slice(1)),
            // List prices of the customer's order, for the billing lists (domain.md 3.5).
            lines: (await outLines(lc, central, rnd.int(2, 6))).map((l) => ({
              ...l,
              unitPrice: rnd.int(50, 2000) * 1_000_000,
            })),
          },
          fate,
        );
        break;
      case 'scrap':
        await run(
          lc,
          {
            commandType: 'scrap',
            outFacilityId: central,
            costCenterId: rnd.pick(places.costCenters),
            lines: await outLines(lc, central, 2),
          },
          fate,
        );
        break;
      case 'transfer':
      case 'replenish': {
        const toRegional = rnd.chance(0.5);
        const into = toRegional ? places.regional : places.factory;
        await run(
          lc,
          {
            commandType: type,
            movementTypeCode:
              type === 'replenish' ? 'replenishment' : rnd.pick(['internal_transfer', 'tailing_transfer']),
            outFacilityId: central,
            inFacilityId: into.id,
            lines: (await outLines(lc, central, rnd.int(1, 4))).map((l) => ({
              ...l,
              inPositionId: rnd.pick(into.storage),
            })),
          },
          fate,
        );
        break;
      }
      case 'borrow': {
        const custody = rnd.pick(places.custody);
        const back =
          loans.length > 0 && rnd.chance(0.45) ? loans.splice(rnd.int(0, loans.length - 1), 1)[0] : undefined;
        if (back) {
          const lent = await lc.trx
            .selectFrom('wmsCommandLine')
            .select(['id', 'productId', 'stockInQty', 'returnedQty', 'consumedQty'])
            .where('commandId', '=', back.id)
            .execute();
          const consume = rnd.chance(0.3);
          const lines = lent
            .map((l) => ({ ...l, open: qty(l.stockInQty) - qty(l.returnedQty) - qty(l.consumedQty) }))
            .filter((l) => l.open >= 1000)
            .map((l) => ({
              productId: l.productId,
              qty: Math.floor(l.open / 1000) * 1000,
              refLineId: l.id,
              ...(consume ? {} : { inPositionId: rnd.pick(places.central.storage) }),
            }));
          await run(
            lc,
            {
              commandType: 'borrow',
              movementTypeCode: consume ? 'borrow_consume' : 'offline_return',
              outFacilityId: back.custody,
              inFacilityId: consume ? null : central,
              refCommandId: back.id,
              fsmActivityId: consume ? `ACT-${rnd.int(10_000, 99_999)}` : null,
              lines,
            },
            fate === 'cancelled' || fate === 'pending' ? fate : 'completed',
          );
        } else {
          const id = await run(
            lc,
            {
              commandType: 'borrow',
              movementTypeCode: 'offline_borrow',
              outFacilityId: central,
              teamId: custody.teamId,
              plannedDate: new Date(lc.now).toISOString().slice(0, 10),
              lines: await outLines(lc, central, rnd.int(1, 3)),
            },
            fate === 'closed' || fate === 'executing' ? 'completed' : fate,
          );
          if (id && (fate === 'completed' || fate === 'closed' || fate === 'executing'))
            loans.push({ id, custody: custody.facilityId });
        }
        break;
      }
      case 'service_delivery': {
        const id = await run(
          lc,
          {
            commandType: 'service_delivery',
            movementTypeCode: rnd.chance(0.7) ? 'defect_replace' : 'good_replace',
            outFacilityId: central,
            productStoreId: places.stores[0]!,
            equipmentId: rnd.pick(places.equipment),
            fsmCode: `FSM${rnd.int(100_000, 999_999)}`,
            fsmActivityId: `ACT-${rnd.int(10_000, 99_999)}`,
            costCenterId: places.costCenters[0]!,
            lines: await outLines(lc, central, rnd.int(1, 2)),
          },
          fate === 'closed' ? 'completed' : fate,
        );
        if (id && fate === 'completed') serviceDeliveries.push(id);
        break;
      }
      case 'service_receive': {
        const original = serviceDeliveries.length > 0 ? serviceDeliveries.shift() : undefined;
        const header = original
          ? await lc.trx
              .selectFrom('wmsCommand')
              .select(['movementTypeCode', 'fsmCode'])
              .where('id', '=', original)
              .executeTakeFirst()
          : undefined;
        const lines = original
          ? (
              await lc.trx
                .selectFrom('wmsCommandLine')
                .select(['id', 'productId', 'deliveryQty'])
                .where('commandId', '=', original)
                .execute()
            ).map((l) => ({ productId: l.productId, qty: qty(l.deliveryQty), refLineId: l.id }))
          : [{ productId: rnd.pick(parts).id, qty: 1000 }];
        await run(
          lc,
          {
            commandType: 'service_receive',
            movementTypeCode: header?.movementTypeCode ?? 'defect_replace',
            inFacilityId: central,
            refCommandId: original ?? null,
            fsmCode: header?.fsmCode ?? `FSM${rnd.int(100_000, 999_999)}`,
            lines: lines.filter((l) => l.qty > 0),
          },
          fate === 'executing' ? 'completed' : fate,
        );
        break;
      }
      case 'rma': {
        const exchange = rnd.chance(0.4);
        const lines: NewCommandLine[] = [
          { productId: rnd.pick(parts).id, qty: rnd.int(1, 3) * 1000, direction: 'in' },
        ];
        if (exchange)
          lines.push(...(await outLines(lc, central, 1)).map((l) => ({ ...l, direction: 'out' as const })));
        await run(
          lc,
          {
            commandType: 'rma',
            movementTypeCode: exchange ? 'exchange' : 'return',
            outFacilityId: central,
            inFacilityId: central,
            partnerId: rnd.pick(places.customers),
            lines,
          },
          fate === 'executing' ? 'completed' : fate,
        );
        break;
      }
      default:
        break;
    }
  }

  // Stock counts over the central warehouse: gains, losses, ignored differences, some still open.
  for (let left = OPEN_COUNTS; left > 0; left--) await stockCount(await next());
}
