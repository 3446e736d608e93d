import { deliveryPlan } from '../../../../src/domain/srm/delivery-plan';
import { openQty } from '../../../../src/domain/srm/po-item-answers';
import type { ActionInputValue } from '../../../documents/action-body';
import { nextFillValue } from '../../../modules/rules/next-fill-value';
import { deliveryPlanEffects } from '../../../modules/srm/delivery-plan-effects';
import { OPEN_QTY_COLUMNS, openQtyOf } from '../../../modules/srm/purchase-order-effects';
import type { LedgerContext } from '../../../modules/warehouse/ledger/ledger-context';
import '../../../modules/srm/srm-tables';
import { toDbDateTime } from '../../datetime';
import { stableId } from '../../ids';
import { DEMO_PARTNER_IDS } from '../demo-data';
import { demoDocumentAction } from '../warehouse/demo-document-action';

const DAY = 86_400_000;

/** What happened to a demo plan, oldest first: every state a plan reaches. */
type Fate = 'confirmed' | 'rejected' | 'submitted' | 'cancelled' | 'pending';
const FATES: readonly Fate[] = [
  'confirmed',
  'rejected',
  'confirmed',
  'cancelled',
  'submitted',
  'confirmed',
  'pending',
  'confirmed',
  'submitted',
  'confirmed',
  'rejected',
  'confirmed',
  'submitted',
  'confirmed',
  'cancelled',
  'confirmed',
  'submitted',
  'pending',
  'submitted',
  'pending',
];

const SUPPLIERS = [
  { partnerId: DEMO_PARTNER_IDS.supplierA, username: 'supplier_a', key: 'a' },
  { partnerId: DEMO_PARTNER_IDS.supplierB, username: 'supplier_b', key: 'b' },
] as const;

/** Confirmed items of the supplier's released, unfinished orders with at least 2 units still open, by facility. */
async function plannableItems(lc: LedgerContext, partnerId: string) {
  const rows = await lc.trx
    .selectFrom('srmPurchaseOrderItem as i')
    .innerJoin('srmPurchaseOrder as o', 'o.id', 'i.purchaseOrderId')
    // The open-quantity columns are the item's only (no header has them).
    .select(['i.id', 'i.productId', 'i.facilityId', ...OPEN_QTY_COLUMNS])
    .where('i.tenantId', '=', lc.tenantId)
    .where('i.partnerId', '=', partnerId)
    .where('i.supplierVisible', '=', 1)
    .where('i.confirmStatus', '=', 'confirmed')
    .where('i.plannedQty', '=', 0)
    .where('o.docStatus', '=', 'approved')
    .where('o.fulfilStatus', 'in', ['unexecuted', 'executing'])
    .orderBy('o.code')
    .orderBy('i.lineNo')
    .execute();
  const byFacility = new Map<string, { id: string; productId: string; open: number }[]>();
  for (const row of rows) {
    const open = openQty(openQtyOf(row));
    if (!row.facilityId || open < 2000) continue;
    byFacility.set(row.facilityId, [
      ...(byFacility.get(row.facilityId) ?? []),
      { id: row.id, productId: row.productId, open },
    ]);
  }
  return [...byFacility.entries()];
}

/**
 * Delivery plans of supplier_a and supplier_b (domain.md 3.6, 4.1 step 3) over the open confirmed items of
 * their demo purchase orders, after the delivery notes: each plan covers two items of one facility (each
 * item on one plan only) for about half their open quantity in whole units, in weekly lines over the next
 * three to five weeks (domain.md 6.1: 40 plans of 300 lines), and
 * is left pending, submitted, confirmed by the buyer, rejected back to pending with the buyer's reason, or
 * cancelled, through the document engine; the items' planned quantity is the effects'.
 */
export async function seedDemoDeliveryPlans(base: LedgerContext): Promise<void> {
  for (const supplier of SUPPLIERS) {
    const facilities = await plannableItems(base, supplier.partnerId);
    const cursor = new Map<string, number>();
    for (const [index, fate] of FATES.entries()) {
      const [facilityId, items] = facilities[index % Math.max(facilities.length, 1)] ?? [];
      if (!facilityId || !items) break;
      const from = cursor.get(facilityId) ?? 0;
      const picked = items.slice(from, from + 2);
      if (picked.length === 0) continue;
      cursor.set(facilityId, from + picked.length);
      const at = base.now - (FATES.length - index) * 2 * DAY;
      const day = (offset: number) => toDbDateTime(at + offset * DAY).slice(0, 10);
      const lc = { ...base, username: supplier.username, now: at };
      const id = stableId('deliveryPlan', `${supplier.key}:${index}`);
      await lc.trx
        .insertInto('srmDeliveryPlan')
        .values({
          id,
          tenantId: lc.tenantId,
          code: (await nextFillValue(lc.trx, 'DP', lc.tenantId, at)) ?? id,
          docStatus: 'pending',
          fulfilStatus: 'unexecuted',
          version: 0,
          partnerId: supplier.partnerId,
          facilityId,
          periodFrom: day(1),
          periodTo: day(35),
          buyerConfirmStatus: 'unconfirmed',
          createBy: supplier.username,
          createTime: toDbDateTime(at),
        })
        .execute();
      // Each item's half of the open quantity in weekly deliveries (three to five weeks, whole units).
      const lines = picked.flatMap((item, n) => {
        const units = Math.floor(item.open / 2000);
        const weeks = Math.min(units, 3 + ((index + n) % 3));
        return Array.from({ length: weeks }, (_, week) => ({
          item,
          plannedDate: day(3 + 7 * week + n),
          plannedQty:
            (week === weeks - 1
              ? units - (weeks - 1) * Math.floor(units / weeks)
              : Math.floor(units / weeks)) * 1000,
        }));
      });
      await lc.trx
        .insertInto('srmDeliveryPlanLine')
        .values(
          lines.map((line, n) => ({
            id: stableId('deliveryPlanLine', `${supplier.key}:${index}:${n}`),
            tenantId: lc.tenantId,
            deliveryPlanId: id,
            lineNo: n + 1,
            poItemId: line.item.id,
            productId: line.item.productId,
            plannedDate: line.plannedDate,
            plannedQty: line.plannedQty,
            deliveredQty: 0,
            createBy: supplier.username,
            createTime: toDbDateTime(at),
          })),
        )
        .execute();
      await settle(lc, { ...base, username: 'buyer', now: at + DAY }, id, fate);
    }
  }
}

async function settle(supplier: LedgerContext, buyer: LedgerContext, id: string, fate: Fate): Promise<void> {
  const act = (lc: LedgerContext, action: string, input: ActionInputValue = {}) =>
    demoDocumentAction(lc, deliveryPlan, deliveryPlanEffects, id, action, input);
  if (fate === 'pending') return;
  if (fate === 'cancelled') {
    await act(supplier, 'cancel', { remark: '计划重排 / Replanned' });
    return;
  }
  await act(supplier, 'approve');
  if (fate === 'confirmed') await act(buyer, 'confirmPlan');
  if (fate === 'rejected')
    await act(buyer, 'cancelApproval', {
      remark: '第一周收货能力已满, 请顺延 / Week one is full: move it later',
    });
}
