import { type PriceOrigin, UNIT_RATE } from '../../../src/domain/offer/cost-math';
import { AppError } from '../../http/app-error';
import { dayOf, type LedgerContext } from '../warehouse/ledger/ledger-context';
import { costRead } from './cost-reads';
import './offer-tables';

/**
 * The exchange rate in force on a day (domain.md 3.10): of the enabled rates of the pair and type, the
 * one with the latest `valid_from` not after the day, unless it ended (`valid_to`) before it. None is
 * `offer.rateMissing` naming the pair, the type and the day, never a silent 1.0; a currency to itself is
 * exactly 1 (no conversion). Rates are in price units (1/1 000 000).
 */
export async function rateInForce(
  lc: LedgerContext,
  from: string,
  to: string,
  day: string,
  rateType = 'offer',
): Promise<number> {
  if (from === to) return UNIT_RATE;
  const row = await lc.trx
    .selectFrom('ofrExchangeRate')
    .select(['rate', 'validTo'])
    .where('tenantId', '=', lc.tenantId)
    .where('delFlag', '=', 0)
    .where('status', '=', '1')
    .where('fromCurrency', '=', from)
    .where('toCurrency', '=', to)
    .where('rateType', '=', rateType)
    .where('validFrom', '<=', day)
    .orderBy('validFrom', 'desc')
    .limit(1)
    .executeTakeFirst();
  const ended = row ? dayOf(row.validTo) : null;
  if (!row || (ended !== null && ended < day))
    throw new AppError('offer.rateMissing', { from, to, date: day, rateType });
  return Number(row.rate);
}

/** Rates looked up once per pair within one calculation (a recalculation reads many leaves). */
export function rateCache(lc: LedgerContext, day: string): (from: string, to: string) => Promise<number> {
  const known = new Map<string, Promise<number>>();
  return (from, to) => {
    const key = `${from}>${to}`;
    let rate = known.get(key);
    if (!rate) {
      rate = costRead(lc, `rate|${from}|${to}|${day}`, () => rateInForce(lc, from, to, day));
      known.set(key, rate);
    }
    return rate;
  };
}

/**
 * The price of a raw material in force on a day: the history is a chain (raw-material-prices.ts), so at
 * most one price holds the day, with its source. None is `offer.priceMissing` naming the material and the day.
 */
export async function priceInForce(
  lc: LedgerContext,
  rawMaterialId: string,
  day: string,
): Promise<{ unitPrice: number; currency: string; origin: PriceOrigin }> {
  const row = await lc.trx
    .selectFrom('ofrRawMaterialPrice')
    .select(['price', 'currency', 'validTo', 'priceSource', 'sourceRef'])
    .where('tenantId', '=', lc.tenantId)
    .where('rawMaterialId', '=', rawMaterialId)
    .where('validFrom', '<=', day)
    .orderBy('validFrom', 'desc')
    .limit(1)
    .executeTakeFirst();
  const price = row && heldOn(row, day);
  if (!price) {
    const material = await lc.trx
      .selectFrom('ofrRawMaterial')
      .select('code')
      .where('tenantId', '=', lc.tenantId)
      .where('id', '=', rawMaterialId)
      .executeTakeFirst();
    throw new AppError('offer.priceMissing', { code: material?.code ?? rawMaterialId, date: day });
  }
  return price;
}

type PriceRow = {
  price: number | string;
  currency: string;
  validTo: string | Date | null;
  priceSource: string | null;
  sourceRef: string | null;
};
type PriceInForce = Awaited<ReturnType<typeof priceInForce>>;

/** The latest price starting on or before the day as the price in force then, unless it ended before. */
function heldOn(row: PriceRow, day: string): PriceInForce | null {
  const ended = dayOf(row.validTo);
  if (ended !== null && ended < day) return null;
  return {
    unitPrice: Number(row.price),
    currency: row.currency,
    origin: { source: row.priceSource ?? null, ref: row.sourceRef ?? null },
  };
}

/**
 * The prices in force on a day of many raw materials in one read per 500 (a five-level BOM's 300): those
 * with one, as priceInForce answers it; a material without one is left out for priceInForce to refuse.
 */
export async function pricesInForce(
  lc: LedgerContext,
  rawMaterialIds: readonly string[],
  day: string,
): Promise<Map<string, PriceInForce>> {
  const found = new Map<string, PriceInForce>();
  for (let start = 0; start < rawMaterialIds.length; start += 500) {
    const rows = await lc.trx
      .selectFrom('ofrRawMaterialPrice')
      .select(['rawMaterialId', 'price', 'currency', 'validFrom', 'validTo', 'priceSource', 'sourceRef'])
      .where('tenantId', '=', lc.tenantId)
      .where('rawMaterialId', 'in', rawMaterialIds.slice(start, start + 500))
      .where('validFrom', '<=', day)
      .orderBy('rawMaterialId')
      .orderBy('validFrom', 'desc')
      .execute();
    const latest = new Map<string, PriceRow>();
    for (const row of rows) if (!latest.has(row.rawMaterialId)) latest.set(row.rawMaterialId, row);
    for (const [id, row] of latest) {
      const price = heldOn(row, day);
      if (price) found.set(id, price);
    }
  }
  return found;
}
