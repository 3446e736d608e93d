import { chainPrices, priceOn } from '../../../src/domain/offer/price-chain';
import type { Clock } from '../../clock';
import type { WriteEvent } from '../../entity/register-entity';
import { AppError } from '../../http/app-error';
import { businessDay } from '../dashboard/dashboard-figures';

const day = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value).slice(0, 10);

/**
 * A raw material's price history is kept a chain (issue 15 point 2, src/domain/offer/price-chain.ts): on
 * every add or edit that sends the prices, an open price is closed the day before the next one starts, an
 * overlap is refused with both validities, and the material's latest price, date, currency and source are
 * those of the price in force today (or none).
 */
export function chainRawMaterialPrices(clock: Clock) {
  return (event: WriteEvent): void => {
    if (event.action === 'delete') return;
    const lines = event.record.lines.prices;
    if (!lines) return;
    const chain = lines.map((line) => ({
      line,
      validFrom: day(line.validFrom) ?? '',
      validTo: day(line.validTo),
    }));
    const issue = chainPrices(chain);
    if (issue) throw new AppError(issue.code, issue.params);
    for (const link of chain) link.line.validTo = link.validTo;
    const current = priceOn(chain, businessDay(clock.now()));
    const values = event.record.values;
    values.latestPrice = current ? Number(current.line.price) : null;
    values.priceDate = current ? current.validFrom : null;
    values.priceSource = current ? (current.line.priceSource ?? null) : null;
    if (current) values.currency = current.line.currency ?? values.currency ?? null;
  };
}
