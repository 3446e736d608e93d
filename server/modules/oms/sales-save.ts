import { taxOf } from '../../../src/domain/money';
import { priceSalesLines } from '../../../src/domain/oms/sales-money';
import type { SalesOrderPage } from '../../../src/domain/oms/sales-order';
import { typedTrx } from '../../entity/entity-write';
import type { WriteEvent } from '../../entity/register-entity';
import './sales-tables';

type Line = Record<string, unknown>;

const scaled = (value: unknown): number =>
  value === null || value === undefined || value === '' ? 0 : Number(value);

/**
 * The lines of a save priced in place (src/domain/oms/sales-money.ts); an edit that leaves the lines out
 * keeps the stored ones and totals them. Returns the priced totals.
 */
async function priceLines(
  event: Extract<WriteEvent, { action: 'add' | 'edit' }>,
  stored: () => Promise<Line[]>,
  withTax: boolean,
) {
  const sent = event.record.lines.lines;
  const lines: Line[] = sent ?? (event.action === 'edit' ? await stored() : []);
  const priced = priceSalesLines(
    lines.map((line) => ({
      qty: scaled(line.qty),
      unitPrice: scaled(line.unitPrice),
      taxRate: withTax ? scaled(line.taxRate) : 0,
    })),
  );
  if (!sent) return priced;
  priced.lines.forEach((figures, index) => {
    const line = sent[index]!;
    line.amount = figures.amount;
    if (withTax) line.taxAmount = figures.taxAmount;
  });
  return priced;
}

/**
 * The generic add and edit of a pending sales order (engine `beforeWrite`): the source system and order
 * number stay the import's (an add gets one of the page's sources), lines are priced and the header
 * carries their sums.
 */
export function salesOrderSave(page: SalesOrderPage) {
  return async (event: WriteEvent): Promise<void> => {
    if (event.action === 'delete') return;
    const trx = typedTrx(event.trx);
    const values = event.record.values;
    // The boundary's key (source system, order number) is the import's: an edit keeps the stored one.
    if (event.action === 'edit') {
      delete values.sourceSystem;
      delete values.sourceOrderNo;
    } else if (!page.sources.includes(values.sourceSystem as never)) values.sourceSystem = page.sources[0]!;
    const priced = await priceLines(
      event,
      () =>
        trx
          .selectFrom('omsSalesOrderLine')
          .select(['qty', 'unitPrice', 'taxRate'])
          .where('tenantId', '=', event.scope.tenantId)
          .where('salesOrderId', '=', event.action === 'edit' ? event.id : '')
          .execute(),
      true,
    );
    values.totalAmount = priced.totalAmount;
    values.taxAmount = priced.taxAmount;
  };
}

/** The deposit of a proforma: its total times the deposit percentage (1/100 %), rounded once. */
export function depositOf(total: number, depositPct: number | null): number {
  return taxOf(total, depositPct ?? 0);
}

/** The generic add and edit of a pending proforma invoice: lines priced, total and deposit from them. */
export async function proformaSave(event: WriteEvent): Promise<void> {
  if (event.action === 'delete') return;
  const trx = typedTrx(event.trx);
  const values = event.record.values;
  const priced = await priceLines(
    event,
    () =>
      trx
        .selectFrom('omsProformaInvoiceLine')
        .select(['qty', 'unitPrice'])
        .where('tenantId', '=', event.scope.tenantId)
        .where('proformaInvoiceId', '=', event.action === 'edit' ? event.id : '')
        .execute(),
    false,
  );
  let depositPct = values.depositPct;
  if (depositPct === undefined && event.action === 'edit') {
    const row = await trx
      .selectFrom('omsProformaInvoice')
      .select('depositPct')
      .where('tenantId', '=', event.scope.tenantId)
      .where('id', '=', event.id)
      .executeTakeFirst();
    depositPct = row?.depositPct ?? null;
  }
  values.totalAmount = priced.totalAmount;
  values.depositAmount = depositOf(priced.totalAmount, depositPct === null ? null : scaled(depositPct));
}
