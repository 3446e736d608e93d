import { sql } from 'kysely';
import { LockedBalances } from './balance-rows';
import { type LedgerContext, qty } from './ledger-context';
import { reserve } from './reservations';

/**
 * domain.md 2.5: a store without `check_inventory` lets approval reserve what exists and keeps the rest
 * as the line's `shortage_qty`; after stock arrives at a facility, those shortfalls are topped up,
 * oldest approval first, for the products that came in.
 */
export async function topUpShortages(
  lc: LedgerContext,
  facilityId: string,
  productIds: readonly string[],
): Promise<void> {
  if (productIds.length === 0) return;
  const waiting = await lc.trx
    .selectFrom('wmsCommandLine as l')
    .innerJoin('wmsCommand as c', 'c.id', 'l.commandId')
    .select(['l.id', 'l.commandId', 'l.productId', 'l.shortageQty', 'c.commandType'])
    .where('c.tenantId', '=', lc.tenantId)
    .where('c.outFacilityId', '=', facilityId)
    .where('c.docStatus', '=', 'approved')
    .where('c.fulfilStatus', 'in', ['unexecuted', 'executing'])
    // Through the partial index of lines with a shortage (migration 0032): a literal 0, so that SQLite
    // sees the index's condition; a bound parameter would hide it.
    .where('l.tenantId', '=', lc.tenantId)
    .where('l.productId', 'in', [...new Set(productIds)])
    .where('l.shortageQty', '>', sql.lit(0))
    .orderBy('c.approveTime')
    .orderBy('l.lineNo')
    .execute();
  for (const line of waiting) {
    const [result] = await reserve(
      lc,
      new LockedBalances(),
      [
        {
          source: { docType: 'command', docId: line.commandId, lineId: line.id },
          productId: line.productId,
          facilityId,
          qty: qty(line.shortageQty),
          scope: line.commandType === 'scrap' || line.commandType === 'rma' ? 'defect' : 'ordinary',
        },
      ],
      'fifo_received',
      true,
    );
    if (result && result.reserved > 0) {
      await lc.trx
        .updateTable('wmsCommandLine')
        .set({ shortageQty: result.shortage })
        .where('id', '=', line.id)
        .execute();
    }
  }
}
