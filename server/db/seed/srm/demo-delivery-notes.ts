import { deliveryNote } from '../../../../src/domain/srm/delivery-note';
import type { ActionInputValue } from '../../../documents/action-body';
import { nextFillValue } from '../../../modules/rules/next-fill-value';
import { deliveryNoteEffects } from '../../../modules/srm/delivery-note-effects';
import type { LedgerContext } from '../../../modules/warehouse/ledger/ledger-context';
import '../../../modules/srm/srm-tables';
import { toDbDateTime } from '../../datetime';
import { stableId } from '../../ids';
import { DEMO_PARTNER_IDS } from '../demo-data';
import { demoDocumentAction } from '../warehouse/demo-document-action';

const DAY = 86_400_000;

/** What happened to a demo note, oldest first: every state of W a note reaches before receiving. */
type Fate = 'shipped' | 'finished' | 'cancelled' | 'unshipped' | 'pending';
const FATES: readonly Fate[] = [
  'finished',
  'cancelled',
  'shipped',
  'unshipped',
  'shipped',
  'finished',
  'shipped',
  'cancelled',
  'shipped',
  'pending',
  'shipped',
  'pending',
];

const SUPPLIERS = [
  { partnerId: DEMO_PARTNER_IDS.supplierA, username: 'supplier_a', key: 'a' },
  { partnerId: DEMO_PARTNER_IDS.supplierB, username: 'supplier_b', key: 'b' },
] as const;

/** The confirmed, untouched items of the supplier's released, unexecuted demo orders, by ship-to facility. */
async function openItems(lc: LedgerContext, partnerId: string) {
  const rows = await lc.trx
    .selectFrom('srmPurchaseOrderItem as i')
    .innerJoin('srmPurchaseOrder as o', 'o.id', 'i.purchaseOrderId')
    .select(['i.id', 'i.purchaseOrderId', 'i.productId', 'i.uom', 'i.confirmedQty', 'i.facilityId'])
    .where('i.tenantId', '=', lc.tenantId)
    .where('i.partnerId', '=', partnerId)
    .where('i.supplierVisible', '=', 1)
    .where('i.confirmStatus', '=', 'confirmed')
    .where('i.inTransitQty', '=', 0)
    .where('o.docStatus', '=', 'approved')
    .where('o.fulfilStatus', '=', 'unexecuted')
    .orderBy('o.code')
    .orderBy('i.lineNo')
    .execute();
  const byFacility = new Map<string, typeof rows>();
  for (const row of rows) {
    if (!row.facilityId) continue;
    byFacility.set(row.facilityId, [...(byFacility.get(row.facilityId) ?? []), row]);
  }
  return byFacility;
}

/**
 * Delivery notes of supplier_a and supplier_b (domain.md 3.6, 4.1 step 4) over the confirmed items of
 * their demo purchase orders: each note ships two or three items of one facility (often of two orders),
 * each item on one note only, and is left pending, shipped, shipped and cancelled back to pending,
 * cancelled, or force-finished by the buyer, through the document engine as the users would. The items'
 * in-transit quantity is then the open quantity of the shipped notes, as the effects keep it.
 */
export async function seedDemoDeliveryNotes(base: LedgerContext): Promise<void> {
  for (const supplier of SUPPLIERS) {
    const facilities = [...(await openItems(base, supplier.partnerId)).entries()];
    const cursor = new Map<string, number>();
    for (const [index, fate] of FATES.entries()) {
      const [facilityId, items] = facilities[index % Math.max(facilities.length, 1)] ?? [];
      if (!facilityId || !items) break;
      const from = cursor.get(facilityId) ?? 0;
      const picked = items.slice(from, from + 2 + (index % 2));
      if (picked.length === 0) continue;
      cursor.set(facilityId, from + picked.length);
      const at = base.now - (FATES.length - index) * 3 * DAY;
      const lc = { ...base, username: supplier.username, now: at };
      const id = stableId('deliveryNote', `${supplier.key}:${index}`);
      await addDemoDeliveryNote(lc, {
        id,
        partnerId: supplier.partnerId,
        facilityId,
        express: index % 2 === 0 ? index * 7919 : null,
        lines: picked.map((item, n) => ({
          id: stableId('deliveryNoteLine', `${supplier.key}:${index}:${n}`),
          purchaseOrderId: item.purchaseOrderId,
          poItemId: item.id,
          productId: item.productId,
          uom: item.uom,
          // Every other item ships in part: the rest stays open on the order.
          qty:
            n % 2 === 0
              ? Number(item.confirmedQty)
              : Math.max(1000, Math.floor(Number(item.confirmedQty) / 2000) * 1000),
          supplierBatchNo: `${supplier.key.toUpperCase()}${String(index).padStart(3, '0')}-${n + 1}`,
          // Two to four packages a line (one label each when shipped).
          packageCount: 2 + (n % 3),
        })),
      });
      await settle(lc, { ...base, username: 'buyer', now: at + 5 * DAY }, id, fate);
    }
  }
}

/** A line of a demo delivery note: what the supplier enters on the form. */
export interface DemoNoteLine {
  id: string;
  purchaseOrderId: string;
  poItemId: string;
  productId: string;
  uom: string | null;
  qty: number;
  supplierBatchNo: string;
  packageCount: number;
}

/**
 * A pending delivery note as the supplier saves it at `lc.now` (header and lines, the packages adding up),
 * to be shipped through the engine. `express` numbers an SF Express waybill, null for the supplier's truck.
 */
export async function addDemoDeliveryNote(
  lc: LedgerContext,
  note: { id: string; partnerId: string; facilityId: string; express: number | null; lines: DemoNoteLine[] },
): Promise<void> {
  const at = lc.now;
  await lc.trx
    .insertInto('srmDeliveryNote')
    .values({
      id: note.id,
      tenantId: lc.tenantId,
      code: (await nextFillValue(lc.trx, 'DN', lc.tenantId, at)) ?? note.id,
      docStatus: 'pending',
      fulfilStatus: 'unexecuted',
      version: 0,
      partnerId: note.partnerId,
      facilityId: note.facilityId,
      expectedArrivalDate: toDbDateTime(at + 3 * DAY).slice(0, 10),
      shipType: null,
      expressCompany: note.express === null ? null : '顺丰速运 / SF Express',
      expressNo: note.express === null ? null : `SF${String(1_000_000 + note.express).slice(0, 7)}`,
      packageCount: note.lines.reduce((sum, line) => sum + line.packageCount, 0),
      labelPrintCount: 0,
      createBy: lc.username,
      createTime: toDbDateTime(at),
    })
    .execute();
  // A serial-tracked product ships with one serial per unit (domain.md 4.1 step 4), named after the batch.
  const serialTracked = new Set(
    (
      await lc.trx
        .selectFrom('mdmProduct')
        .select('id')
        .where('tenantId', '=', lc.tenantId)
        .where(
          'id',
          'in',
          note.lines.map((line) => line.productId),
        )
        .where('tracking', '=', 'serial')
        .execute()
    ).map((row) => row.id),
  );
  const serialsOf = (line: DemoNoteLine) =>
    serialTracked.has(line.productId)
      ? Array.from(
          { length: Math.round(line.qty / 1000) },
          (_, k) => `${line.supplierBatchNo}-${String(k + 1).padStart(3, '0')}`,
        ).join('\n')
      : null;
  await lc.trx
    .insertInto('srmDeliveryNoteLine')
    .values(
      note.lines.map((line, n) => ({
        ...line,
        serialNos: serialsOf(line),
        tenantId: lc.tenantId,
        deliveryNoteId: note.id,
        lineNo: n + 1,
        productionDate: toDbDateTime(at - 10 * DAY).slice(0, 10),
        receivedQty: 0,
        closedQty: 0,
        createBy: lc.username,
        createTime: toDbDateTime(at),
      })),
    )
    .execute();
}

async function settle(supplier: LedgerContext, buyer: LedgerContext, id: string, fate: Fate): Promise<void> {
  const act = (lc: LedgerContext, action: string, input: ActionInputValue = {}) =>
    demoDocumentAction(lc, deliveryNote, deliveryNoteEffects, id, action, input);
  if (fate === 'pending') return;
  if (fate === 'cancelled') {
    await act(supplier, 'cancel', { remark: '订单合并发货 / Shipped with another note' });
    return;
  }
  await act(supplier, 'approve');
  if (fate === 'unshipped') await act({ ...supplier, now: supplier.now + DAY }, 'cancelApproval');
  if (fate === 'finished')
    await act(buyer, 'forceFinish', { remark: '货物丢失, 余量重新开放 / Lost in transit' });
}
