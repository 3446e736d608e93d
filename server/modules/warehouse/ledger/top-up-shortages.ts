import { executeSql, placeholderList, queryRows, sqlStatement } from '../../../db/raw-sql';
import { LockedBalances } from './balance-rows';
import { type LedgerContext, qty } from './ledger-context';
import { reserve } from './reservations';

// The posting path's statements are written once (server/db/raw-sql.ts, docs/performance.md "Ledger").
// The lines come through the partial index of lines with a shortage (migration 0032): a literal 0, so
// that SQLite sees the index's condition; a bound parameter would hide it.
const SELECT_WAITING = sqlStatement(
  (_engine, products: number) => `select l.id, l.command_id, l.product_id, l.shortage_qty, c.command_type
    from wms_command_line as l inner join wms_command as c on c.id = l.command_id
    where c.tenant_id = ? and c.out_facility_id = ? and c.doc_status = ? and c.fulfil_status in (?, ?)
    and l.tenant_id = ? and l.product_id in (${placeholderList(products)}) and l.shortage_qty > 0
    order by c.approve_time, l.line_no`,
);

const SAVE_SHORTAGE = sqlStatement(() => 'update wms_command_line set shortage_qty = ? where id = ?');

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
  const products = [...new Set(productIds)];
  const waiting = await queryRows<{
    id: string;
    commandId: string;
    productId: string;
    shortageQty: number | string;
    commandType: string;
  }>(lc.trx, SELECT_WAITING.text(lc.engine, products.length), [
    lc.tenantId,
    facilityId,
    'approved',
    'unexecuted',
    'executing',
    lc.tenantId,
    ...products,
  ]);
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
      await executeSql(lc.trx, SAVE_SHORTAGE.text(lc.engine), [result.shortage, line.id]);
    }
  }
}
