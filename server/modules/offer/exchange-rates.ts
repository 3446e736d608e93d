import type { WriteEvent } from '../../entity/register-entity';
import { AppError } from '../../http/app-error';

/**
 * An exchange rate converts between two currencies at a rate above 0 over a validity that does not end
 * before it starts (domain.md 3.10); the unique key (pair, type, start) is the engine's.
 */
export function checkExchangeRate(event: WriteEvent): void {
  if (event.action === 'delete') return;
  const { fromCurrency, toCurrency, rate, validFrom, validTo } = event.record.values;
  if (fromCurrency !== undefined && fromCurrency === toCurrency)
    throw new AppError('exchangeRate.samePair', { currency: String(fromCurrency) });
  if (rate !== undefined && !(Number(rate) > 0)) throw new AppError('exchangeRate.notPositive');
  if (typeof validFrom === 'string' && typeof validTo === 'string' && validTo < validFrom)
    throw new AppError('exchangeRate.range', { validFrom, validTo });
}
