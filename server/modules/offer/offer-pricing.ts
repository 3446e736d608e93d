import { sql } from 'kysely';
import {
  type ApCalcMethod,
  centsToPrice,
  convert,
  type OfferLineFigures,
  offerLine,
  offerTotals,
  type PriceTrimRule,
  trimAmount,
  unitAdder,
} from '../../../src/domain/offer/offer-pricing';
import { AppError } from '../../http/app-error';
import { dayOf, type LedgerContext } from '../warehouse/ledger/ledger-context';
import { rateCache } from './rates';
import './offer-tables';

export interface OfferHeaderInput {
  currency: string;
  offerDate: string;
  priceGroupId: string | null;
  apHeadId: string | null;
}

export interface OfferLineInput {
  lineNo: number;
  productId: string;
  saleBomId: string | null;
  qty: number;
  unitPrice: number | null;
}

export interface PricedLine extends OfferLineFigures {
  listPrice: number | null;
  trimAmount: number | null;
}

/** The line columns a priced line stores (offer save and the demo). */
export function pricedColumns(line: PricedLine) {
  return {
    materialCost: line.materialCost,
    adderCost: line.adderCost,
    unitCost: line.unitCost,
    listPrice: line.listPrice,
    trimAmount: line.trimAmount,
    unitPrice: line.unitPrice,
    amount: line.amount,
    marginPct: line.marginPct,
  };
}

const within = (day: string, from: unknown, to: unknown) => {
  const start = dayOf(from as string | Date | null);
  const end = dayOf(to as string | Date | null);
  return (start === null || start <= day) && (end === null || end >= day);
};

interface Product {
  code: string;
  categoryId: string | null;
  standardCost: number | null;
  currency: string;
}

async function productOf(lc: LedgerContext, id: string): Promise<Product> {
  const row = await lc.trx
    .selectFrom('mdmProduct')
    .select(['code', 'categoryId', 'standardCost', 'currency'])
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('offer.productCostMissing', { code: id });
  return {
    code: row.code,
    categoryId: row.categoryId,
    standardCost: row.standardCost === null ? null : Number(row.standardCost),
    currency: row.currency ?? 'CNY',
  };
}

/**
 * The unit material cost of a product in the offer's currency: its latest approved material cost (of the
 * line's sale BOM when it names one) not dated after the offer, total cost per unit; else its standard
 * cost; else `offer.productCostMissing`.
 */
async function unitMaterialCost(
  lc: LedgerContext,
  line: OfferLineInput,
  product: Product,
  day: string,
  rate: (from: string, to: string) => Promise<number>,
  currency: string,
): Promise<number> {
  let query = lc.trx
    .selectFrom('ofrMaterialCost')
    .select(['totalCost', 'currency', 'costDate', 'approveTime'])
    .where('tenantId', '=', lc.tenantId)
    .where('productId', '=', line.productId)
    .where('docStatus', '=', 'approved')
    .where('costDate', '<=', day);
  if (line.saleBomId) query = query.where('saleBomId', '=', line.saleBomId);
  const costs = await query.execute();
  costs.sort((a, b) => {
    const byDate = String(dayOf(b.costDate)).localeCompare(String(dayOf(a.costDate)));
    return byDate !== 0 ? byDate : String(b.approveTime ?? '').localeCompare(String(a.approveTime ?? ''));
  });
  const latest = costs[0];
  if (latest && latest.totalCost !== null)
    return convert(centsToPrice(Number(latest.totalCost)), await rate(latest.currency, currency));
  if (product.standardCost === null) throw new AppError('offer.productCostMissing', { code: product.code });
  return convert(product.standardCost, await rate(product.currency, currency));
}

interface CatalogRow {
  currency: string | null;
  validFrom: string | Date | null;
  validTo: string | Date | null;
  price: number | string;
  priceUnit: number | string | null;
  minQty: number | string | null;
  itemFrom: string | Date | null;
  itemTo: string | Date | null;
}

/** The list price (price units, offer currency) from the price group's default catalog, if any. */
async function listPriceOf(
  lc: LedgerContext,
  priceGroupId: string,
  line: OfferLineInput,
  day: string,
  rate: (from: string, to: string) => Promise<number>,
  currency: string,
): Promise<number | null> {
  const { rows } = await sql<CatalogRow>`
    select c.currency as "currency", c.valid_from as "validFrom", c.valid_to as "validTo",
           i.price as "price", i.price_unit as "priceUnit", i.min_qty as "minQty",
           i.valid_from as "itemFrom", i.valid_to as "itemTo"
      from mdm_price_group g
      join mdm_price_catalog c on c.id = g.default_catalog_id and c.tenant_id = g.tenant_id and c.del_flag = 0
      join mdm_price_catalog_item i on i.catalog_id = c.id and i.tenant_id = c.tenant_id
     where g.tenant_id = ${lc.tenantId} and g.id = ${priceGroupId} and i.product_id = ${line.productId}`.execute(
    lc.trx,
  );
  const fitting = rows
    .filter((row) => within(day, row.validFrom, row.validTo) && within(day, row.itemFrom, row.itemTo))
    .filter((row) => Number(row.minQty ?? 0) <= line.qty)
    .sort((a, b) => Number(b.minQty ?? 0) - Number(a.minQty ?? 0));
  const best = fitting[0];
  if (!best) return null;
  const unit = Number(best.priceUnit ?? 1000) || 1000;
  const perUnit = Math.round((Number(best.price) * 1000) / unit);
  return convert(perUnit, await rate(best.currency ?? 'CNY', currency));
}

interface TrimRow {
  productId: string | null;
  categoryId: string | null;
  trimType: PriceTrimRule['trimType'];
  value: number | string;
  minQty: number | string | null;
  priority: number | null;
  stackable: number | null;
  validFrom: string | Date | null;
  validTo: string | Date | null;
}

/** The price group's enabled trims that apply to the product and quantity on the day, by priority. */
async function trimsOf(
  lc: LedgerContext,
  priceGroupId: string,
  line: OfferLineInput,
  product: Product,
  day: string,
): Promise<PriceTrimRule[]> {
  const { rows } = await sql<TrimRow>`
    select product_id as "productId", category_id as "categoryId", trim_type as "trimType", value as "value",
           min_qty as "minQty", priority as "priority", stackable as "stackable",
           valid_from as "validFrom", valid_to as "validTo"
      from mdm_price_trim
     where tenant_id = ${lc.tenantId} and price_group_id = ${priceGroupId} and del_flag = 0 and status = '1'`.execute(
    lc.trx,
  );
  return rows
    .filter((row) => row.productId === null || row.productId === line.productId)
    .filter((row) => row.categoryId === null || row.categoryId === product.categoryId)
    .filter((row) => Number(row.minQty ?? 0) <= line.qty && within(day, row.validFrom, row.validTo))
    .sort((a, b) => Number(a.priority ?? 0) - Number(b.priority ?? 0))
    .map((row) => ({
      trimType: row.trimType,
      value: Number(row.value),
      stackable: Number(row.stackable ?? 1) === 1,
    }));
}

interface Adder {
  method: ApCalcMethod;
  value: number;
  categoryId: string | null;
}

/** The adders of an approved AP head, their amounts in the offer's currency. */
async function addersOf(
  lc: LedgerContext,
  apHeadId: string,
  rate: (from: string, to: string) => Promise<number>,
  currency: string,
): Promise<Adder[]> {
  const { rows } = await sql<{
    docStatus: string;
    code: string | null;
    headCurrency: string;
    calcMethod: ApCalcMethod | null;
    value: number | string | null;
    categoryId: string | null;
  }>`
    select h.doc_status as "docStatus", h.code as "code", h.currency as "headCurrency",
           t.calc_method as "calcMethod", l.value as "value", l.category_id as "categoryId"
      from ofr_ap_head h
      left join ofr_ap_line l on l.ap_head_id = h.id and l.tenant_id = h.tenant_id
      left join ofr_ap_type t on t.id = l.ap_type_id and t.tenant_id = h.tenant_id
     where h.tenant_id = ${lc.tenantId} and h.id = ${apHeadId}`.execute(lc.trx);
  const head = rows[0];
  if (head?.docStatus !== 'approved')
    throw new AppError('offer.apHeadNotApproved', { code: head?.code ?? apHeadId });
  const adders: Adder[] = [];
  for (const row of rows) {
    if (!row.calcMethod || row.value === null) continue;
    const value = Number(row.value);
    const amount = row.calcMethod === 'per_unit' || row.calcMethod === 'fixed';
    adders.push({
      method: row.calcMethod,
      value: amount ? convert(value, await rate(row.headCurrency, currency)) : value,
      categoryId: row.categoryId,
    });
  }
  return adders;
}

/**
 * Prices an offer's lines on its date in its currency (domain.md 3.10, rounding in docs/decisions.md):
 * unit material cost, list price and trim from the price group, unit price (given, else list + trim,
 * else `offer.noPrice`), adders of the AP head for the product's category, unit cost, amount, margin;
 * and the header's totals from the lines.
 */
export async function priceOffer(
  lc: LedgerContext,
  header: OfferHeaderInput,
  lines: readonly OfferLineInput[],
) {
  const day = header.offerDate;
  const rate = rateCache(lc, day);
  const adders = header.apHeadId ? await addersOf(lc, header.apHeadId, rate, header.currency) : [];
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const product = await productOf(lc, line.productId);
    const material = await unitMaterialCost(lc, line, product, day, rate, header.currency);
    const list = header.priceGroupId
      ? await listPriceOf(lc, header.priceGroupId, line, day, rate, header.currency)
      : null;
    const trim =
      list !== null && header.priceGroupId
        ? trimAmount(list, await trimsOf(lc, header.priceGroupId, line, product, day))
        : null;
    const unitPrice = line.unitPrice ?? (list === null ? null : list + (trim ?? 0));
    if (unitPrice === null) throw new AppError('offer.noPrice', { lineNo: line.lineNo, code: product.code });
    const adder = adders
      .filter((one) => one.categoryId === null || one.categoryId === product.categoryId)
      .reduce(
        (sum, one) =>
          sum + unitAdder(one.method, one.value, { materialCost: material, unitPrice, qty: line.qty }),
        0,
      );
    priced.push({ ...offerLine(line.qty, material, adder, unitPrice), listPrice: list, trimAmount: trim });
  }
  return { lines: priced, totals: offerTotals(priced) };
}
