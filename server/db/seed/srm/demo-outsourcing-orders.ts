import { outsourcingOrder } from '../../../../src/domain/srm/outsourcing-order';
import { nextFillValue } from '../../../modules/rules/next-fill-value';
import { outsourcingOrderEffects } from '../../../modules/srm/outsourcing-order-effects';
import { type LedgerContext, qty } from '../../../modules/warehouse/ledger/ledger-context';
import '../../../modules/srm/srm-tables';
import { toDbDateTime } from '../../datetime';
import { stableId } from '../../ids';
import { DEMO_PARTNER_IDS } from '../demo-data';
import { demoDocumentAction } from '../warehouse/demo-document-action';
import type { DemoPlaces } from '../warehouse/demo-master-data';

const DAY = 86_400_000;

/**
 * The demo orders, oldest first: subcontractor, finished-goods quantity and what happened to it. The
 * portal suppliers' orders stay unapproved (they have no subcontractor facility to issue to) but give
 * supplier_a and supplier_b orders of their own to see.
 */
const ORDERS = [
  { partner: 'SC01', qty: 5, fate: 'confirmed' },
  { partner: 'SC02', qty: 4, fate: 'approved' },
  { partner: 'SC01', qty: 3, fate: 'cancelled' },
  { partner: 'SC02', qty: 6, fate: 'pending' },
  { partner: 'supplierA', qty: 8, fate: 'pending' },
  { partner: 'supplierB', qty: 2, fate: 'cancelled' },
  { partner: 'supplierB', qty: 7, fate: 'pending' },
] as const;

const partnerOf = (partner: (typeof ORDERS)[number]['partner']) =>
  partner === 'supplierA' || partner === 'supplierB'
    ? DEMO_PARTNER_IDS[partner]
    : stableId('partner', partner);

/** Materials with free stock at the central warehouse, most first: the components the orders issue. */
async function stockedMaterials(lc: LedgerContext, places: DemoPlaces, count: number) {
  const rows = await lc.trx
    .selectFrom('wmsInventoryBalance')
    .select(['productId', 'onhandQty', 'promiseQty'])
    .where('tenantId', '=', lc.tenantId)
    .where('facilityId', '=', places.central.id)
    .where('productId', 'in', places.materials)
    .where('onhandQty', '>', 0)
    .execute();
  const free = new Map<string, number>();
  for (const row of rows) {
    free.set(row.productId, (free.get(row.productId) ?? 0) + qty(row.onhandQty) - qty(row.promiseQty));
  }
  return [...free.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([productId, available]) => ({ productId, available }));
}

/**
 * A few outsourcing orders (domain.md 3.6) of the demo subcontractors SC01 and SC02 and of the portal
 * suppliers: two components each (2 and 1 per unit) taken from the central warehouse's best-stocked
 * materials, a finished product of the materials not among them; approved by the buyer (the subcontract
 * issue transfer created and approved, its stock reserved) and confirmed, approved only, cancelled, or
 * left pending. An order is approved only while its components are in stock, so the seed never fails on
 * a short warehouse; the orders approved draw on different materials.
 */
export async function seedDemoOutsourcingOrders(base: LedgerContext, places: DemoPlaces): Promise<void> {
  const stocked = await stockedMaterials(base, places, 4);
  const finished = places.materials.filter((id) => !stocked.some((s) => s.productId === id));
  if (stocked.length < 4 || finished.length === 0) return;
  for (const [index, order] of ORDERS.entries()) {
    const at = base.now - (ORDERS.length - index) * 4 * DAY;
    const buyer = { ...base, username: 'buyer', now: at };
    const id = stableId('outsourcingOrder', String(index));
    const components = [stocked[(index * 2) % 4]!, stocked[(index * 2 + 1) % 4]!];
    await buyer.trx
      .insertInto('srmOutsourcingOrder')
      .values({
        id,
        tenantId: buyer.tenantId,
        code: (await nextFillValue(buyer.trx, 'OS', buyer.tenantId, at)) ?? id,
        docStatus: 'pending',
        fulfilStatus: 'unexecuted',
        version: 0,
        partnerId: partnerOf(order.partner),
        productId: finished[index % finished.length]!,
        qty: order.qty * 1000,
        receivedQty: 0,
        dueDate: toDbDateTime(at + 21 * DAY).slice(0, 10),
        issueFacilityId: places.central.id,
        receiveFacilityId: places.central.id,
        confirmStatus: 'unconfirmed',
        createBy: 'buyer',
        createTime: toDbDateTime(at),
      })
      .execute();
    await buyer.trx
      .insertInto('srmOutsourcingComponent')
      .values(
        components.map((component, n) => ({
          id: stableId('outsourcingComponent', `${index}:${n}`),
          tenantId: buyer.tenantId,
          outsourcingOrderId: id,
          lineNo: n + 1,
          productId: component.productId,
          qtyPerUnit: (2 - n) * 1000,
          requiredQty: 0,
          issuedQty: 0,
          consumedQty: 0,
          returnedQty: 0,
          createBy: 'buyer',
          createTime: toDbDateTime(at),
        })),
      )
      .execute();
    const act = (lc: LedgerContext, action: string, remark?: string) =>
      demoDocumentAction(lc, outsourcingOrder, outsourcingOrderEffects, id, action, remark ? { remark } : {});
    if (order.fate === 'cancelled') await act(buyer, 'cancel', '委外计划取消 / Outsourcing dropped');
    const inStock = components.every((c, n) => c.available >= order.qty * (2 - n) * 1000);
    if ((order.fate === 'approved' || order.fate === 'confirmed') && inStock) {
      await act(buyer, 'approve');
      if (order.fate === 'confirmed') {
        // The subcontractor's contact confirms (the demo subcontractors have no portal user).
        await act({ ...base, username: order.partner.toLowerCase(), now: at + DAY }, 'confirmOrder');
      }
    }
  }
}
