import { inspection as inspectionDoc } from '../../../../src/domain/quality/inspection';
import { deliveryNote } from '../../../../src/domain/srm/delivery-note';
import { packageQuantities } from '../../../../src/domain/srm/label-rules';
import { receipt } from '../../../../src/domain/warehouse/receipt';
import { actOnDocument } from '../../../documents/perform-document-action';
import { inspectionEffects } from '../../../modules/quality/inspection-effects';
import { loadInspection } from '../../../modules/quality/load-inspection';
import { followUpKeyPrefix } from '../../../modules/quality/put-away';
import { deliveryNoteEffects } from '../../../modules/srm/delivery-note-effects';
import { receiveDeliveryNote } from '../../../modules/srm/delivery-note-receiving';
import { actOnCommand } from '../../../modules/warehouse/commands/command-effects';
import { loadCommand } from '../../../modules/warehouse/commands/command-store';
import type { LedgerContext } from '../../../modules/warehouse/ledger/ledger-context';
import { receiptEffects } from '../../../modules/warehouse/receiving/receipt-effects';
import '../../../modules/srm/srm-tables';
import { dateTimeMillis } from '../../datetime';
import { stableId } from '../../ids';
import { DEMO_PARTNER_IDS } from '../demo-data';
import { demoDocumentAction } from '../warehouse/demo-document-action';
import { recordDemoReadings } from '../warehouse/demo-quality';
import type { SeededRandom } from '../warehouse/seeded-random';
import { addDemoDeliveryNote, type DemoNoteLine } from './demo-delivery-notes';

const DAY = 86_400_000;
/** Notes arriving within the last days are still on their way (in transit) in the demo. */
const IN_TRANSIT_DAYS = 4;

const SUPPLIERS = [
  { partnerId: DEMO_PARTNER_IDS.supplierA, username: 'supplier_a', key: 'a' },
  { partnerId: DEMO_PARTNER_IDS.supplierB, username: 'supplier_b', key: 'b' },
] as const;

/** One delivery of part of a confirmed item: shipped at `at`, arriving at `arrival`. */
interface Shipment {
  item: {
    id: string;
    purchaseOrderId: string;
    productId: string;
    uom: string | null;
    facilityId: string;
  };
  qty: number;
  at: number;
}

/**
 * The confirmed items of the supplier's released, unexecuted orders that no delivery note or plan
 * names yet (serial-tracked products excepted: their receipts need serial numbers), oldest order first.
 */
async function shippableItems(lc: LedgerContext, partnerId: string) {
  return lc.trx
    .selectFrom('srmPurchaseOrderItem as i')
    .innerJoin('srmPurchaseOrder as o', 'o.id', 'i.purchaseOrderId')
    .innerJoin('mdmProduct as p', 'p.id', 'i.productId')
    .select([
      'i.id',
      'i.purchaseOrderId',
      'i.productId',
      'i.uom',
      'i.confirmedQty',
      'i.facilityId',
      'i.confirmTime',
      'o.approveTime',
    ])
    .where('i.tenantId', '=', lc.tenantId)
    .where('i.partnerId', '=', partnerId)
    .where('i.supplierVisible', '=', 1)
    .where('i.confirmStatus', '=', 'confirmed')
    .where('i.inTransitQty', '=', 0)
    .where('i.plannedQty', '=', 0)
    .where('o.docStatus', '=', 'approved')
    .where('o.fulfilStatus', '=', 'unexecuted')
    .where('p.tracking', '!=', 'serial')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('srmDeliveryNoteLine as l').select('l.id').whereRef('l.poItemId', '=', 'i.id'),
        ),
      ),
    )
    .orderBy('o.code')
    .orderBy('i.lineNo')
    .execute();
}

/** An item's confirmed quantity in one to three deliveries of whole units, the first 1-4 weeks after confirmation. */
function shipmentsOf(
  rnd: SeededRandom,
  item: Shipment['item'] & { confirmedQty: number; confirmed: number },
): Shipment[] {
  const units = Math.floor(item.confirmedQty / 1000);
  const roll = rnd.next();
  const parts = Math.min(units, roll < 0.4 ? 1 : roll < 0.8 ? 2 : 3);
  const shipments: Shipment[] = [];
  let at = item.confirmed + rnd.int(7, 28) * DAY;
  let left = item.confirmedQty;
  for (let n = parts; n >= 1; n -= 1) {
    const qty = n === 1 ? left : Math.max(1, Math.floor(units / parts)) * 1000;
    shipments.push({ item, qty, at });
    left -= qty;
    at += rnd.int(5, 21) * DAY;
  }
  return shipments;
}

/**
 * The delivery history of supplier_a and supplier_b (domain.md 6.1, 4.1 steps 4-6): over the confirmed
 * items the other demo notes and plans left, each item delivered in one to three parts, three to six
 * deliveries of one facility a note (three to six) (often of several orders), shipped by the supplier through the
 * document engine (one label a package); the notes that have arrived are received by the wh_clerk from
 * the note (the receipt's lines are the note's, linked to the PO items) on their arrival day, some a day
 * or three after the expected arrival, one in eight short by a unit; the incoming inspections they raise
 * pass and their lots are put away. The latest notes are still on their way. Items and orders move to
 * executing and completed through the same roll-ups as in the app, so the scorecard's on-time rate, the
 * supplier's workbench and the buyer's workplace show months of history.
 */
export async function seedDemoSrmHistory(base: LedgerContext, rnd: SeededRandom): Promise<void> {
  for (const supplier of SUPPLIERS) {
    const items = await shippableItems(base, supplier.partnerId);
    const shipments = items
      .filter((item) => item.facilityId !== null)
      .flatMap((item) =>
        shipmentsOf(rnd, {
          id: item.id,
          purchaseOrderId: item.purchaseOrderId,
          productId: item.productId,
          uom: item.uom,
          facilityId: item.facilityId!,
          confirmedQty: Number(item.confirmedQty),
          confirmed: dateTimeMillis(item.confirmTime ?? item.approveTime ?? '') ?? base.now,
        }),
      )
      .filter((shipment) => shipment.at < base.now - DAY)
      .sort((a, b) => a.at - b.at || a.item.id.localeCompare(b.item.id));
    // The deliveries of one facility leave together, three to six on a note, an item once a note.
    const open = new Map<string, { shipments: Shipment[]; size: number }>();
    const notes: Shipment[][] = [];
    for (const shipment of shipments) {
      const facility = shipment.item.facilityId;
      let bucket = open.get(facility);
      if (bucket?.shipments.some((s) => s.item.id === shipment.item.id)) {
        notes.push(bucket.shipments);
        bucket = undefined;
      }
      if (!bucket) {
        bucket = { shipments: [], size: rnd.int(3, 6) };
        open.set(facility, bucket);
      }
      bucket.shipments.push(shipment);
      if (bucket.shipments.length >= bucket.size) {
        notes.push(bucket.shipments);
        open.delete(facility);
      }
    }
    for (const bucket of open.values()) notes.push(bucket.shipments);
    for (const [index, lines] of notes.entries()) {
      await deliver(base, rnd, supplier, index, lines);
    }
  }
}

/** Up to `wanted` packages of whole units that the line's quantity fills (the ship's own split rule). */
function packagesFor(qty: number, wanted: number): number {
  for (let count = wanted; count > 1; count -= 1) {
    if (packageQuantities({ lineNo: 1, qty, packageQty: null, packageCount: count }).ok) return count;
  }
  return 1;
}

async function deliver(
  base: LedgerContext,
  rnd: SeededRandom,
  supplier: (typeof SUPPLIERS)[number],
  index: number,
  shipments: Shipment[],
): Promise<void> {
  const at = Math.max(...shipments.map((s) => s.at));
  const lc = { ...base, username: supplier.username, now: at };
  const id = stableId('deliveryNote', `history:${supplier.key}:${index}`);
  const lines: DemoNoteLine[] = shipments.map((shipment, n) => ({
    id: stableId('deliveryNoteLine', `history:${supplier.key}:${index}:${n}`),
    purchaseOrderId: shipment.item.purchaseOrderId,
    poItemId: shipment.item.id,
    productId: shipment.item.productId,
    uom: shipment.item.uom,
    qty: shipment.qty,
    supplierBatchNo: `${supplier.key.toUpperCase()}H${String(index).padStart(4, '0')}-${n + 1}`,
    packageCount: packagesFor(shipment.qty, rnd.int(2, 3)),
  }));
  await addDemoDeliveryNote(lc, {
    id,
    partnerId: supplier.partnerId,
    facilityId: shipments[0]!.item.facilityId,
    express: rnd.chance(0.6) ? 100_000 + index * 7919 : null,
    lines,
  });
  await demoDocumentAction(lc, deliveryNote, deliveryNoteEffects, id, 'approve');
  // Expected three days after shipping (the note's date); most arrive in two to four, some later.
  const arrival = at + (rnd.chance(0.8) ? rnd.int(2, 3) : rnd.int(4, 7)) * DAY + rnd.int(1, 8) * 3_600_000;
  if (arrival > base.now - IN_TRANSIT_DAYS * DAY) return;
  await receive({ ...base, username: 'wh_clerk', now: arrival }, rnd, id);
}

/** The clerk receives the note (prefilled), one in eight a unit short, posts it and the lots go their way. */
async function receive(clerk: LedgerContext, rnd: SeededRandom, noteId: string): Promise<void> {
  const { id } = await receiveDeliveryNote(clerk, noteId, true);
  if (rnd.chance(0.125)) {
    const first = await clerk.trx
      .selectFrom('wmsReceiptLine')
      .select(['id', 'receivedQty'])
      .where('receiptId', '=', id)
      .orderBy('lineNo')
      .executeTakeFirstOrThrow();
    if (Number(first.receivedQty) > 1000) {
      await clerk.trx
        .updateTable('wmsReceiptLine')
        .set({ receivedQty: Number(first.receivedQty) - 1000 })
        .where('id', '=', first.id)
        .execute();
    }
  }
  const { result } = await actOnDocument(clerk, receipt, receiptEffects, 'approve', {
    id,
    version: 0,
    permissions: new Set<string>(),
  });
  const inspector = { ...clerk, username: 'qc_inspector', now: clerk.now + DAY };
  for (const inspectionId of (result.inspectionIds as string[] | undefined) ?? []) {
    await inspector.trx
      .updateTable('qmsInspection')
      .set({ result: 'pass', defectQty: 0 })
      .where('id', '=', inspectionId)
      .execute();
    await recordDemoReadings(inspector, rnd, inspectionId, { result: 'pass', defectType: undefined });
    const inspection = await loadInspection(inspector, inspectionId);
    await actOnDocument(inspector, inspectionDoc, inspectionEffects, 'approve', {
      id: inspectionId,
      version: inspection.version,
      permissions: new Set<string>(),
    });
    const putAways = await clerk.trx
      .selectFrom('wmsCommand')
      .select('id')
      .where('sourceKey', 'like', `${followUpKeyPrefix(inspectionId)}%`)
      .execute();
    for (const command of putAways) {
      const doc = await loadCommand({ ...clerk, now: inspector.now + DAY }, command.id);
      await actOnCommand({ ...clerk, now: inspector.now + DAY }, command.id, 'outbound', {
        outLines: doc.lines.map((line) => ({ lineId: line.id, qty: line.qty })),
      });
    }
  }
}
