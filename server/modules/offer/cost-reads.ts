import type { LedgerContext } from '../warehouse/ledger/ledger-context';

/** The reads a batch shares, by transaction: key → the read's promise (a refusal is shared too). */
const shared = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * Lets the cost calculations that run in `trx` share their reads of BOMs, prices, rates and purchase
 * order prices (the batch recalculation: the same BOM costed a hundred times reads it once). Only a
 * transaction that writes none of those while it calculates may share; the batch job's do not.
 */
export function shareCostReads(trx: object): void {
  shared.set(trx, new Map());
}

/**
 * Runs one calculation with its reads shared (a five-level BOM reads the same raw material's price for
 * many leaves), inside a batch's sharing when there is one, else for the calculation alone.
 */
export async function withCostReads<T>(trx: object, calculate: () => Promise<T>): Promise<T> {
  if (shared.has(trx)) return calculate();
  shareCostReads(trx);
  try {
    return await calculate();
  } finally {
    shared.delete(trx);
  }
}

/**
 * `read()` once per key within a transaction that shares its reads, else every time. The key names the
 * tenant and every argument of the read (a day, a currency pair).
 */
export function costRead<T>(lc: LedgerContext, key: string, read: () => Promise<T>): Promise<T> {
  const cache = shared.get(lc.trx);
  if (!cache) return read();
  const tenantKey = `${lc.tenantId}|${key}`;
  let hit = cache.get(tenantKey) as Promise<T> | undefined;
  if (!hit) {
    hit = read();
    cache.set(tenantKey, hit);
  }
  return hit;
}

/**
 * What a batched read found for `key`, kept as if `costRead` had read it (same key, same value), within
 * a transaction that shares its reads; answers false (nothing kept) when it does not share or has the key.
 */
export function seedCostRead<T>(lc: LedgerContext, key: string, value: T): boolean {
  const cache = shared.get(lc.trx);
  const tenantKey = `${lc.tenantId}|${key}`;
  if (!cache || cache.has(tenantKey)) return false;
  cache.set(tenantKey, Promise.resolve(value));
  return true;
}

/** Whether the transaction shares its reads and already read `key` (a batched read skips it). */
export function hasCostRead(lc: LedgerContext, key: string): boolean {
  return shared.get(lc.trx)?.has(`${lc.tenantId}|${key}`) ?? false;
}

/** Whether the transaction of `lc` shares its reads (a batched read has somewhere to keep its answers). */
export function withinSharedReads(lc: LedgerContext): boolean {
  return shared.has(lc.trx);
}
