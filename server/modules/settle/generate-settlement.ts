import { type RawBuilder, sql } from 'kysely';
import { documentTotals, lineAmount, taxOf } from '../../../src/domain/money';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { newDocumentHeader } from '../warehouse/commands/new-document-header';
import { type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import '../quality/quality-tables';
import '../srm/srm-tables';
import './settle-tables';

/** One supplier and period to settle (`YYYY-MM-DD`, both included). */
export interface SettleScope {
  partnerId: string;
  periodFrom: string;
  periodTo: string;
}

/** What a new settlement line takes from its source line (scaled integers). */
export interface SettleSource {
  receiptLineId: string | null;
  supplierReturnLineId: string | null;
  poItemId: string;
  purchaseOrderId: string;
  productId: string;
  /** Positive for a receipt line, negative for a return. */
  qty: number;
  /** The source line's settled quantity as read: the guarded update expects it unchanged. */
  seenSettled: number;
  netPrice: number;
  priceUnit: number;
  taxRate: number;
  currency: string | null;
}

/** The end of the period as an instant: the day after `periodTo`, 00:00 in China (the tenant's day). */
export const periodEnd = (periodTo: string): string =>
  toDbDateTime(Date.parse(`${periodTo}T00:00:00+08:00`) + 86_400_000);

const CHUNK = 200;

/** PO item pricing of the source rows (net price 6 places, price unit 3, tax rate 2). */
interface Priced {
  poItemId: string | null;
  purchaseOrderId: string;
  netPrice: number | string | null;
  priceUnit: number | string | null;
  taxRate: number | string | null;
  currency: string | null;
}

const pricing = (row: Priced) => ({
  netPrice: qty(row.netPrice),
  priceUnit: qty(row.priceUnit) > 0 ? qty(row.priceUnit) : 1000,
  taxRate: qty(row.taxRate),
  currency: row.currency,
});

/**
 * What is still to settle for a supplier up to the end of the period (domain.md 3.11, 4.1 step 9;
 * docs/decisions.md "Supplier settlement"):
 * - every posted receipt line of a PO item with accepted quantity not yet settled (`accepted − settled`);
 * - less the shipped returns of accepted goods: per receipt line, what its returns shipped beyond its
 *   rejected quantity (rejected goods were never accepted, so never owed), not yet deducted, spread over
 *   its return lines in order (`delivery − settled` each).
 * Earlier periods' leftovers (an inspection approved after the month closed) are included.
 */
export async function settleSources(lc: LedgerContext, scope: SettleScope): Promise<SettleSource[]> {
  const end = periodEnd(scope.periodTo);
  // The supplier's approved documents first (index 0105), then their lines by the index (tenant_id,
  // document id): joined the other way round SQLite scanned every line of the tenant per supplier
  // (docs/performance.md "Orders").
  const approved = (table: 'wmsReceipt' | 'wmsSupplierReturn', time: 'receivedAt' | 'approveTime') =>
    lc.trx
      .selectFrom(table)
      .select('id')
      .where('tenantId', '=', lc.tenantId)
      .where('partnerId', '=', scope.partnerId)
      .where('docStatus', '=', 'approved')
      .where(time, '<', end);
  const receipts = await lc.trx
    .selectFrom('wmsReceiptLine as l')
    .innerJoin('wmsReceipt as r', 'r.id', 'l.receiptId')
    .innerJoin('srmPurchaseOrderItem as i', 'i.id', 'l.poItemId')
    .innerJoin('srmPurchaseOrder as o', 'o.id', 'i.purchaseOrderId')
    .select([
      'l.id',
      'l.poItemId',
      'l.productId',
      'l.acceptedQty',
      'l.settledQty',
      'i.purchaseOrderId',
      'i.netPrice',
      'i.priceUnit',
      'i.taxRate',
      'o.currency',
    ])
    .where('l.tenantId', '=', lc.tenantId)
    .where('l.receiptId', 'in', approved('wmsReceipt', 'receivedAt'))
    .whereRef('l.acceptedQty', '>', 'l.settledQty')
    .orderBy('r.receivedAt')
    .orderBy('l.id')
    .execute();
  const sources: SettleSource[] = receipts.map((row) => ({
    receiptLineId: row.id,
    supplierReturnLineId: null,
    poItemId: row.poItemId!,
    purchaseOrderId: row.purchaseOrderId,
    productId: row.productId,
    qty: qty(row.acceptedQty) - qty(row.settledQty),
    seenSettled: qty(row.settledQty),
    ...pricing(row),
  }));
  const returns = await lc.trx
    .selectFrom('wmsSupplierReturnLine as l')
    .innerJoin('wmsReceiptLine as rl', 'rl.id', 'l.receiptLineId')
    .innerJoin('srmPurchaseOrderItem as i', 'i.id', 'rl.poItemId')
    .innerJoin('srmPurchaseOrder as o', 'o.id', 'i.purchaseOrderId')
    .select([
      'l.id',
      'l.receiptLineId',
      'l.productId',
      'l.deliveryQty',
      'l.settledQty',
      'rl.poItemId',
      'rl.rejectedQty',
      'i.purchaseOrderId',
      'i.netPrice',
      'i.priceUnit',
      'i.taxRate',
      'o.currency',
    ])
    .where('l.tenantId', '=', lc.tenantId)
    .where('l.supplierReturnId', 'in', approved('wmsSupplierReturn', 'approveTime'))
    .where('l.deliveryQty', '>', 0)
    .execute();
  // In receipt line then line order, sorted here: an ORDER BY made SQLite walk the index of that order
  // over every return line of the tenant instead of the supplier's returns' lines.
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  returns.sort((a, b) => byText(a.receiptLineId!, b.receiptLineId!) || byText(a.id, b.id));
  // Per receipt line: shipped, already deducted, rejected.
  const byReceiptLine = new Map<string, typeof returns>();
  for (const row of returns) {
    const list = byReceiptLine.get(row.receiptLineId!) ?? [];
    list.push(row);
    byReceiptLine.set(row.receiptLineId!, list);
  }
  for (const lines of byReceiptLine.values()) {
    const shipped = lines.reduce((total, line) => total + qty(line.deliveryQty), 0);
    const deducted = lines.reduce((total, line) => total + qty(line.settledQty), 0);
    let due = Math.max(shipped - qty(lines[0]!.rejectedQty), 0) - deducted;
    for (const line of lines) {
      if (due <= 0) break;
      const room = qty(line.deliveryQty) - qty(line.settledQty);
      const take = Math.min(room, due);
      if (take <= 0) continue;
      due -= take;
      sources.push({
        receiptLineId: null,
        supplierReturnLineId: line.id,
        poItemId: line.poItemId!,
        purchaseOrderId: line.purchaseOrderId,
        productId: line.productId,
        qty: -take,
        seenSettled: qty(line.settledQty),
        ...pricing(line),
      });
    }
  }
  return sources;
}

/** A line's money: amount = qty × net price ÷ price unit, tax per line (src/domain/money.ts). */
export function priceLine(source: Pick<SettleSource, 'qty' | 'netPrice' | 'priceUnit' | 'taxRate'>) {
  const amount = lineAmount(source.qty, source.netPrice, source.priceUnit);
  return { amount, taxAmount: taxOf(amount, source.taxRate) };
}

/**
 * Moves `settled_qty` of source lines by `add` each, guarded by the value read (`seen`): a row another
 * settlement changed meanwhile matches nothing and the whole settlement is refused
 * (`supplierSettle.concurrentSettle`), so no quantity is ever settled twice. One statement per 200 rows.
 * The unary `+` keeps SQLite from choosing an index led by `tenant_id` (every row of the tenant) over
 * the primary key of the ids; it changes nothing on PostgreSQL.
 */
export async function moveSettled(
  lc: LedgerContext,
  table: 'wms_receipt_line' | 'wms_supplier_return_line',
  rows: readonly { id: string; seen: number | null; add: number }[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const cases = (value: (row: (typeof chunk)[number]) => number): RawBuilder<number> =>
      sql<number>`case id ${sql.join(
        chunk.map((row) => sql`when ${row.id} then cast(${value(row)} as bigint)`),
        sql` `,
      )} end`;
    const guarded = chunk.filter((row) => row.seen !== null);
    const guard =
      guarded.length === 0
        ? sql``
        : sql` and settled_qty = case id ${sql.join(
            chunk.map((row) =>
              row.seen === null
                ? sql`when ${row.id} then settled_qty`
                : sql`when ${row.id} then cast(${row.seen} as bigint)`,
            ),
            sql` `,
          )} end`;
    const result =
      await sql`update ${sql.table(table)} set settled_qty = settled_qty + ${cases((row) => row.add)}
      where +tenant_id = ${lc.tenantId} and id in (${sql.join(chunk.map((row) => row.id))})${guard}`.execute(
        lc.trx,
      );
    if (Number(result.numAffectedRows ?? 0n) !== chunk.length)
      throw new AppError('supplierSettle.concurrentSettle');
  }
}

/**
 * Adds `delta` to the settled quantity of PO items (per item, the net of its lines): one statement per
 * 200 items, by primary key (the unary `+` as in `moveSettled`).
 */
export async function movePoItemsSettled(
  lc: LedgerContext,
  byItem: ReadonlyMap<string, number>,
): Promise<void> {
  const moves = [...byItem].filter(([, delta]) => delta !== 0);
  for (let start = 0; start < moves.length; start += CHUNK) {
    const chunk = moves.slice(start, start + CHUNK);
    await sql`update srm_purchase_order_item set settled_qty = settled_qty + case id ${sql.join(
      chunk.map(([id, delta]) => sql`when ${id} then cast(${delta} as bigint)`),
      sql` `,
    )} end
      where +tenant_id = ${lc.tenantId} and id in (${sql.join(chunk.map(([id]) => id))})`.execute(lc.trx);
  }
}

/** The net quantity per PO item of lines (`sign` −1 to take them back). */
export function netByItem(lines: readonly { poItemId: string | null; qty: number }[], sign: 1 | -1 = 1) {
  const byItem = new Map<string, number>();
  for (const line of lines) {
    if (!line.poItemId) continue;
    byItem.set(line.poItemId, (byItem.get(line.poItemId) ?? 0) + sign * line.qty);
  }
  return byItem;
}

/**
 * A pending settlement (domain.md 3.11) of the supplier's quantities still to settle up to the end of
 * the period, with the quantities reserved on their source lines and PO items in the same transaction
 * (docs/decisions.md "Supplier settlement"). Nothing to settle: `supplierSettle.nothingToSettle`.
 */
export async function generateSettlement(
  lc: LedgerContext,
  scope: SettleScope,
): Promise<{ id: string; code: string; lines: number }> {
  if (scope.periodFrom > scope.periodTo) throw new AppError('supplierSettle.periodInvalid');
  const sources = await settleSources(lc, scope);
  if (sources.length === 0) {
    throw new AppError('supplierSettle.nothingToSettle', {
      periodFrom: scope.periodFrom,
      periodTo: scope.periodTo,
    });
  }
  await moveSettled(
    lc,
    'wms_receipt_line',
    sources
      .filter((s) => s.receiptLineId)
      .map((s) => ({ id: s.receiptLineId!, seen: s.seenSettled, add: s.qty })),
  );
  await moveSettled(
    lc,
    'wms_supplier_return_line',
    sources
      .filter((s) => s.supplierReturnLineId)
      .map((s) => ({ id: s.supplierReturnLineId!, seen: s.seenSettled, add: -s.qty })),
  );
  await movePoItemsSettled(lc, netByItem(sources));
  const header = await newDocumentHeader(lc, 'ST');
  const values = sources.map((source, index) => ({
    id: newId(),
    tenantId: lc.tenantId,
    supplierSettleId: header.id,
    lineNo: index + 1,
    receiptLineId: source.receiptLineId,
    supplierReturnLineId: source.supplierReturnLineId,
    purchaseOrderId: source.purchaseOrderId,
    poItemId: source.poItemId,
    productId: source.productId,
    qty: source.qty,
    priceUnit: source.priceUnit,
    unitPrice: source.netPrice,
    taxRate: source.taxRate,
    ...priceLine(source),
    dispute: 0,
    createBy: lc.username,
    createTime: header.createTime,
  }));
  const totals = documentTotals(values);
  await lc.trx
    .insertInto('omsSupplierSettle')
    .values({
      ...header,
      partnerId: scope.partnerId,
      periodFrom: scope.periodFrom,
      periodTo: scope.periodTo,
      currency: sources.find((s) => s.currency)?.currency ?? 'CNY',
      totalQty: values.reduce((total, line) => total + line.qty, 0),
      ...totals,
      supplierConfirmStatus: 'unconfirmed',
      invoiceStatus: 'not_invoiced',
      invoicedAmount: 0,
      published: 0,
    })
    .execute();
  for (let start = 0; start < values.length; start += CHUNK) {
    await lc.trx
      .insertInto('omsSupplierSettleLine')
      .values(values.slice(start, start + CHUNK))
      .execute();
  }
  return { id: header.id, code: header.code, lines: values.length };
}
