import { sql } from 'kysely';
import { pricePerUnit } from '../../../src/domain/money';
import { dayOf, type LedgerContext } from '../warehouse/ledger/ledger-context';

/** The net price of a product's last approved purchase order item, per one unit, in the order's currency. */
export interface LastPoPrice {
  /** Price units (1/1 000 000) per one unit: the item's net price ÷ its price unit. */
  unitPrice: number;
  currency: string;
  poCode: string;
  poDate: string;
  partnerId: string | null;
}

interface PoItemRow {
  netPrice: number | string;
  priceUnit: number | string | null;
  currency: string | null;
  code: string;
  poDate: string | Date | null;
  partnerId: string | null;
}

/**
 * The last approved purchase order item of a product on a day (issue 15, last-PO price pull): of the
 * items with a net price, not flagged deleted, of approved orders dated on or before the day, the one of
 * the latest order date, then the latest release, then the latest item. Its net price is per its price
 * unit (SAP prices per 100 or 1 000 pieces); the answer is per one unit. Undefined when there is none.
 * Read-only over `srm_purchase_order` / `srm_purchase_order_item` (purchasing owns them).
 */
export async function lastPoPrice(
  lc: LedgerContext,
  productId: string,
  day: string,
): Promise<LastPoPrice | undefined> {
  const { rows } = await sql<PoItemRow>`
    select i.net_price as "netPrice", i.price_unit as "priceUnit", p.currency as "currency", p.code as "code",
           p.po_date as "poDate", p.partner_id as "partnerId"
      from srm_purchase_order_item i
      join srm_purchase_order p on p.id = i.purchase_order_id and p.tenant_id = i.tenant_id
     where i.tenant_id = ${lc.tenantId} and i.product_id = ${productId} and p.doc_status = 'approved'
       and p.po_date <= ${day} and i.net_price is not null and coalesce(i.deletion_flag, 0) = 0
     order by p.po_date desc, p.approve_time desc, i.id desc
     limit 1`.execute(lc.trx);
  const row = rows[0];
  if (!row) return undefined;
  const priceUnit = row.priceUnit === null ? 1000 : Number(row.priceUnit);
  return {
    unitPrice: pricePerUnit(Number(row.netPrice), priceUnit),
    currency: row.currency ?? 'CNY',
    poCode: row.code,
    poDate: dayOf(row.poDate) ?? day,
    partnerId: row.partnerId,
  };
}
