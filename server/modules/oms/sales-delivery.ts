import { toDbDateTime } from '../../db/datetime';
import { type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import './sales-tables';

/**
 * Fulfilment follows the delivery (domain.md 3.11), called by the delivery command's effects after each
 * of its actions: the shipped quantity of the order's live delivery commands goes onto the order's lines
 * by product in line order, and the order is executing, completed, or closed when its commands were
 * finished short.
 */
export async function mirrorDeliveryToSalesOrder(lc: LedgerContext, salesOrderId: string): Promise<void> {
  const order = await lc.trx
    .selectFrom('omsSalesOrder')
    .select(['id', 'docStatus'])
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', salesOrderId)
    .executeTakeFirst();
  if (order?.docStatus !== 'approved') return;
  const shipped = await lc.trx
    .selectFrom('wmsCommandLine as l')
    .innerJoin('wmsCommand as c', 'c.id', 'l.commandId')
    .select(['l.productId', 'l.deliveryQty', 'c.fulfilStatus'])
    .where('c.tenantId', '=', lc.tenantId)
    .where('c.salesOrderId', '=', salesOrderId)
    .where('c.commandType', '=', 'delivery')
    .where('c.docStatus', '!=', 'cancelled')
    .execute();
  const byProduct = new Map<string, number>();
  for (const row of shipped)
    byProduct.set(row.productId, (byProduct.get(row.productId) ?? 0) + qty(row.deliveryQty));
  const lines = await lc.trx
    .selectFrom('omsSalesOrderLine')
    .select(['id', 'productId', 'qty', 'deliveredQty'])
    .where('tenantId', '=', lc.tenantId)
    .where('salesOrderId', '=', salesOrderId)
    .orderBy('lineNo')
    .execute();
  let open = false;
  let any = false;
  for (const line of lines) {
    const ordered = qty(line.qty);
    const left = byProduct.get(line.productId) ?? 0;
    const delivered = Math.min(ordered, left);
    byProduct.set(line.productId, left - delivered);
    if (delivered > 0) any = true;
    if (delivered < ordered) open = true;
    if (delivered !== qty(line.deliveredQty)) {
      await lc.trx
        .updateTable('omsSalesOrderLine')
        .set({ deliveredQty: delivered, updateBy: lc.username, updateTime: toDbDateTime(lc.now) })
        .where('id', '=', line.id)
        .execute();
    }
  }
  const finished =
    shipped.length > 0 &&
    shipped.every((row) => row.fulfilStatus === 'completed' || row.fulfilStatus === 'closed');
  const fulfilStatus = !open ? 'completed' : finished ? 'closed' : any ? 'executing' : 'unexecuted';
  await lc.trx
    .updateTable('omsSalesOrder')
    .set({ fulfilStatus })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', salesOrderId)
    .execute();
}
