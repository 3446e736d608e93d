import { poLinesRefusal, qtyByItem } from '../../../src/domain/srm/delivery-note-rules';
import { deliveryPlan } from '../../../src/domain/srm/delivery-plan';
import { openQty } from '../../../src/domain/srm/po-item-answers';
import { toDbDateTime } from '../../db/datetime';
import { documentEffects } from '../../documents/document-effects';
import { loadDocument } from '../../documents/load-document';
import { AppError } from '../../http/app-error';
import { dayOf, type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import { loadPoItems, moveItemQty } from './delivery-note-effects';
import './srm-tables';

/** A delivery plan of the caller's tenant with its lines, or `doc.notFound`. */
export async function loadDeliveryPlan(lc: LedgerContext, id: string) {
  const { header, lines } = await loadDocument(
    lc,
    {
      header: 'srmDeliveryPlan',
      headerColumns: ['partnerId', 'facilityId', 'periodFrom', 'periodTo', 'buyerConfirmStatus', 'createBy'],
      lines: 'srmDeliveryPlanLine',
      parent: 'deliveryPlanId',
      lineColumns: ['id', 'poItemId', 'productId', 'plannedDate'],
      quantities: ['plannedQty', 'deliveredQty'],
    },
    id,
  );
  return {
    header: { ...header, periodFrom: dayOf(header.periodFrom), periodTo: dayOf(header.periodTo) },
    lines: lines.map((line) => ({ ...line, plannedDate: dayOf(line.plannedDate), qty: line.plannedQty })),
  };
}

export type DeliveryPlanDocument = Awaited<ReturnType<typeof loadDeliveryPlan>>;

/**
 * Per item, what other submitted plans hold and have not delivered yet: a plan reserves future deliveries
 * of its items, so the plans of an item together never plan more than its open quantity.
 */
async function plannedElsewhere(lc: LedgerContext, planId: string, itemIds: readonly string[]) {
  const held = new Map<string, number>();
  if (itemIds.length === 0) return held;
  const rows = await lc.trx
    .selectFrom('srmDeliveryPlanLine as l')
    .innerJoin('srmDeliveryPlan as p', 'p.id', 'l.deliveryPlanId')
    .select(['l.poItemId', 'l.plannedQty', 'l.deliveredQty'])
    .where('l.tenantId', '=', lc.tenantId)
    .where('p.tenantId', '=', lc.tenantId)
    .where('p.docStatus', '=', 'approved')
    .where('p.id', '!=', planId)
    .where('l.poItemId', 'in', [...itemIds])
    .execute();
  for (const row of rows) {
    const rest = Math.max(qty(row.plannedQty) - qty(row.deliveredQty), 0);
    held.set(row.poItemId, (held.get(row.poItemId) ?? 0) + rest);
  }
  return held;
}

/** The plan's period and line dates (domain.md 3.6 `period_from`, `period_to`). */
function checkPeriod({ header, lines }: DeliveryPlanDocument): void {
  const { periodFrom, periodTo } = header;
  if (periodFrom && periodTo && periodFrom > periodTo) throw new AppError('deliveryPlan.periodInvalid');
  for (const line of lines) {
    const day = line.plannedDate;
    if (!day || (periodFrom && day < periodFrom) || (periodTo && day > periodTo)) {
      throw new AppError('deliveryPlan.dateOutsidePeriod', { lineNo: line.lineNo });
    }
  }
}

/** Copies the header's supplier and ship-to onto the lines (submit) or clears them (rejection). */
async function publishLines(lc: LedgerContext, doc: DeliveryPlanDocument, visible: boolean) {
  await lc.trx
    .updateTable('srmDeliveryPlanLine')
    .set({
      partnerId: visible ? doc.header.partnerId : null,
      facilityId: visible ? doc.header.facilityId : null,
    })
    .where('tenantId', '=', lc.tenantId)
    .where('deliveryPlanId', '=', doc.header.id)
    .execute();
}

async function saveBuyerAnswer(
  lc: LedgerContext,
  doc: DeliveryPlanDocument,
  status: 'unconfirmed' | 'confirmed' | 'rejected',
  remark: string | null,
) {
  const confirmed = status === 'confirmed';
  await lc.trx
    .updateTable('srmDeliveryPlan')
    .set({
      buyerConfirmStatus: status,
      buyerRemark: remark,
      buyerConfirmBy: confirmed ? lc.username : null,
      buyerConfirmTime: confirmed ? toDbDateTime(lc.now) : null,
    })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', doc.header.id)
    .execute();
}

/**
 * Approve = submit (domain.md 3.6, 4.1 step 3): the lines on confirmed open items of the supplier's
 * released orders for the ship-to facility, within the period, per item no more than its open quantity
 * less what other submitted plans still hold; the items' planned quantity rises by the lines.
 */
async function submit(lc: LedgerContext, doc: DeliveryPlanDocument): Promise<void> {
  const { header, lines } = doc;
  checkPeriod(doc);
  const ids = [...new Set(lines.map((line) => line.poItemId))];
  const items = await loadPoItems(lc, ids);
  const held = await plannedElsewhere(lc, header.id, ids);
  const refusal = poLinesRefusal(
    'deliveryPlan',
    { partnerId: header.partnerId, facilityId: header.facilityId },
    lines,
    items,
    (item) => openQty(item) - (held.get(item.id) ?? 0),
  );
  if (refusal) throw new AppError(refusal.code, refusal.params);
  await moveItemQty(lc, 'plannedQty', items, qtyByItem(lines));
  for (const line of lines) {
    await lc.trx
      .updateTable('srmDeliveryPlanLine')
      .set({ purchaseOrderId: items.get(line.poItemId)?.purchaseOrderId ?? null })
      .where('tenantId', '=', lc.tenantId)
      .where('id', '=', line.id)
      .execute();
  }
  await publishLines(lc, doc, true);
  await saveBuyerAnswer(lc, doc, 'unconfirmed', null);
}

/** Rejection (cancel approval by the buyer, with a remark): back to pending, planned quantity released. */
async function reject(lc: LedgerContext, doc: DeliveryPlanDocument, remark: string): Promise<void> {
  const back = qtyByItem(doc.lines.map((line) => ({ poItemId: line.poItemId, qty: -line.plannedQty })));
  await moveItemQty(lc, 'plannedQty', await loadPoItems(lc, [...back.keys()]), back);
  await publishLines(lc, doc, false);
  await saveBuyerAnswer(lc, doc, 'rejected', remark);
}

const notConfirmed = (doc: DeliveryPlanDocument) => {
  if (doc.header.buyerConfirmStatus === 'confirmed') throw new AppError('deliveryPlan.alreadyConfirmed');
};

/**
 * The business effects of the delivery plan's actions (descriptor: src/domain/srm/delivery-plan.ts);
 * the engine claims, stamps, logs, answers and notifies the buyers on submit and the supplier's users on
 * confirmation and rejection.
 */
export const deliveryPlanEffects = documentEffects<DeliveryPlanDocument>(deliveryPlan, {
  load: loadDeliveryPlan,
  actions: {
    approve: { run: ({ lc, doc }) => submit(lc, doc) },
    cancelApproval: {
      guard: (doc, input) => {
        if (!input.remark?.trim()) throw new AppError('doc.remarkRequired');
        notConfirmed(doc);
      },
      // A plan some shipped delivery note already used stays submitted.
      facts: (doc) => ({ hasPostings: doc.lines.some((line) => line.deliveredQty > 0) }),
      run: ({ lc, doc, input }) => reject(lc, doc, input.remark?.trim() ?? ''),
    },
    cancel: {},
    confirmPlan: {
      guard: notConfirmed,
      run: ({ lc, doc }) => saveBuyerAnswer(lc, doc, 'confirmed', null),
    },
  },
});
