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
      await lc.trx
        .insertInto('srmDeliveryNote')
        .values({
          id,
          tenantId: lc.tenantId,
          code: (await nextFillValue(lc.trx, 'DN', lc.tenantId, at)) ?? id,
          docStatus: 'pending',
          fulfilStatus: 'unexecuted',
          version: 0,
          partnerId: supplier.partnerId,
          facilityId,
          expectedArrivalDate: toDbDateTime(at + 3 * DAY).slice(0, 10),
          shipType: null,
          expressCompany: index % 2 === 0 ? '顺丰速运 / SF Express' : null,
          expressNo: index % 2 === 0 ? `SF${String(1_000_000 + index * 7919).slice(0, 7)}` : null,
          // Two to four packages a line (one label each when shipped).
          packageCount: picked.reduce((sum, _item, n) => sum + 2 + (n % 3), 0),
          labelPrintCount: 0,
          createBy: supplier.username,
          createTime: toDbDateTime(at),
        })
        .execute();
      await lc.trx
        .insertInto('srmDeliveryNoteLine')
        .values(
          picked.map((item, n) => ({
            id: stableId('deliveryNoteLine', `${supplier.key}:${index}:${n}`),
            tenantId: lc.tenantId,
            deliveryNoteId: id,
            lineNo: n + 1,
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
            productionDate: toDbDateTime(at - 10 * DAY).slice(0, 10),
            packageCount: 2 + (n % 3),
            receivedQty: 0,
            closedQty: 0,
            createBy: supplier.username,
            createTime: toDbDateTime(at),
          })),
        )
        .execute();
      await settle(lc, { ...base, username: 'buyer', now: at + 5 * DAY }, id, fate);
    }
  }
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
