import { sql } from 'kysely';
import { lineAmount } from '../../../../src/domain/money';
import { billingList } from '../../../../src/domain/warehouse/billing-list';
import { toDbDateTime } from '../../../db/datetime';
import { newId } from '../../../db/ids';
import { documentEffects } from '../../../documents/document-effects';
import { loadDocumentHeader } from '../../../documents/load-document';
import { AppError } from '../../../http/app-error';
import { newDocumentHeader } from '../commands/new-document-header';
import { type LedgerContext, qty } from '../ledger/ledger-context';

export interface BillingScope {
  partnerId: string;
  /** `YYYY-MM-DD`, both included. */
  periodFrom: string;
  periodTo: string;
  productStoreId?: string | null;
}

/**
 * A billing list (domain.md 3.5) of one customer and period: every delivery and service-delivery line
 * approved in the period with delivered quantity not yet billed nor on another pending list.
 */
export async function buildBillingList(
  lc: LedgerContext,
  scope: BillingScope,
): Promise<{ id: string; code: string; lines: number }> {
  const from = toDbDateTime(Date.parse(`${scope.periodFrom}T00:00:00+08:00`));
  const to = toDbDateTime(Date.parse(`${scope.periodTo}T00:00:00+08:00`) + 86_400_000);
  const rows = await lc.trx
    .selectFrom('wmsCommandLine as l')
    .innerJoin('wmsCommand as c', 'c.id', 'l.commandId')
    .select([
      'l.id',
      'l.commandId',
      'l.productId',
      'l.deliveryQty',
      'l.billedQty',
      'l.unitPrice',
      'c.eccSaleOrderId',
      'c.eshopSaleOrderId',
    ])
    .where('c.tenantId', '=', lc.tenantId)
    .where('c.commandType', 'in', ['delivery', 'service_delivery'])
    .where('c.partnerId', '=', scope.partnerId)
    .where('c.docStatus', '=', 'approved')
    .where('c.approveTime', '>=', from)
    .where('c.approveTime', '<', to)
    .$if(Boolean(scope.productStoreId), (q) => q.where('c.productStoreId', '=', scope.productStoreId!))
    .whereRef('l.deliveryQty', '>', 'l.billedQty')
    .orderBy('c.code')
    .orderBy('l.lineNo')
    .execute();
  const listed = new Map(
    (
      await lc.trx
        .selectFrom('wmsBillingListLine as bl')
        .innerJoin('wmsBillingList as b', 'b.id', 'bl.billingListId')
        .select(['bl.commandLineId', sql<number | string>`sum(bl.qty)`.as('listed')])
        .where('b.tenantId', '=', lc.tenantId)
        .where('b.docStatus', '=', 'pending')
        .groupBy('bl.commandLineId')
        .execute()
    ).map((row) => [row.commandLineId, qty(row.listed)]),
  );
  const lines = rows
    .map((row) => ({ ...row, open: qty(row.deliveryQty) - qty(row.billedQty) - (listed.get(row.id) ?? 0) }))
    .filter((row) => row.open > 0);
  if (lines.length === 0) throw new AppError('billing.nothingToBill');
  const header = await newDocumentHeader(lc, 'BL');
  const { id, code, createTime } = header;
  const values = lines.map((line, index) => {
    const unitPrice = line.unitPrice === null ? 0 : qty(line.unitPrice);
    return {
      id: newId(),
      tenantId: lc.tenantId,
      billingListId: id,
      lineNo: index + 1,
      commandId: line.commandId,
      commandLineId: line.id,
      productId: line.productId,
      qty: line.open,
      unitPrice,
      amount: lineAmount(line.open, unitPrice),
      taxRate: 1300,
      eshopSaleOrderId: line.eshopSaleOrderId,
      eccSaleOrderId: line.eccSaleOrderId,
      createBy: lc.username,
      createTime,
    };
  });
  const totalAmount = values.reduce((sum, v) => sum + v.amount, 0);
  await lc.trx
    .insertInto('wmsBillingList')
    .values({
      ...header,
      partnerId: scope.partnerId,
      productStoreId: scope.productStoreId ?? null,
      periodFrom: scope.periodFrom,
      periodTo: scope.periodTo,
      currency: 'CNY',
      totalQty: values.reduce((sum, v) => sum + v.qty, 0),
      totalAmount,
      taxAmount: Math.round(totalAmount * 0.13),
    })
    .execute();
  for (let start = 0; start < values.length; start += 200) {
    await lc.trx
      .insertInto('wmsBillingListLine')
      .values(values.slice(start, start + 200))
      .execute();
  }
  return { id, code, lines: values.length };
}

/** A billing list of the caller's tenant, or `doc.notFound`. */
async function loadBillingList(lc: LedgerContext, id: string) {
  return { header: await loadDocumentHeader(lc, 'wmsBillingList', id, ['eccBillingNo']) };
}

type BillingListDocument = Awaited<ReturnType<typeof loadBillingList>>;

/** Once SAP answered a billing number the list is billed for good (W's `hasPostings`). */
const billed = (doc: BillingListDocument) => ({ hasPostings: Boolean(doc.header.eccBillingNo) });

/**
 * Approve (finance) marks the lines billed on their delivery lines (I7 keeps billed within delivered)
 * and queues the SAP billing; cancel approval takes both back; the SAP status follows.
 */
async function markBilled(lc: LedgerContext, doc: BillingListDocument, sign: 1 | -1 | 0): Promise<void> {
  if (sign !== 0) {
    const lines = await lc.trx
      .selectFrom('wmsBillingListLine')
      .select(['commandLineId', 'qty'])
      .where('billingListId', '=', doc.header.id)
      .execute();
    for (const line of lines) {
      await lc.trx
        .updateTable('wmsCommandLine')
        .set({ billedQty: sql<number>`billed_qty + ${sign * qty(line.qty)}` })
        .where('id', '=', line.commandLineId)
        .execute();
    }
  }
  await lc.trx
    .updateTable('wmsBillingList')
    .set({ sapStatus: sign === 1 ? 'pending' : null })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', doc.header.id)
    .execute();
}

/** The business effects of the billing list's actions (descriptor: src/domain/warehouse/billing-list.ts). */
export const billingListEffects = documentEffects(billingList, {
  load: loadBillingList,
  actions: {
    approve: { facts: billed, run: ({ lc, doc }) => markBilled(lc, doc, 1) },
    cancelApproval: { facts: billed, run: ({ lc, doc }) => markBilled(lc, doc, -1) },
    cancel: { run: ({ lc, doc }) => markBilled(lc, doc, 0) },
  },
  // The billing list's contract answers its state without its code.
  result: ({ header }) => ({
    id: header.id,
    docStatus: header.docStatus,
    fulfilStatus: header.fulfilStatus,
    version: header.version,
  }),
});
