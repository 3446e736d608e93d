import { createHash } from 'node:crypto';
import { SCALE } from '../../../src/domain/entity/field';
import { parseDecimal } from '../../../src/domain/plain-decimal';
import { IdocFormatError, type SapPurchaseOrder, type SapPurchaseOrderItem } from './idoc-orders05';

/** A purchase order as staged: SAP's numbers scaled (domain.md 0.2), with its content hashes. */
export interface StagedOrder extends Omit<SapPurchaseOrder, 'items'> {
  items: StagedItem[];
  /** Over the whole order (header and items): an order sent again unchanged is recognised at once. */
  contentHash: string;
}

export interface StagedItem extends Omit<SapPurchaseOrderItem, 'qty' | 'netPrice' | 'priceUnit'> {
  /** EBELP as a number: the purchase order item's `line_no`. */
  lineNo: number;
  qty: number;
  netPrice: number | null;
  priceUnit: number;
  /** Tax rate in pct units from the tax code (docs/integrations.md), null when the code is unknown. */
  taxRate: number | null;
  contentHash: string;
}

/**
 * SAP tax codes (MWSKZ) of the Chinese company codes to their VAT rate in pct units (2 places): J0 exempt,
 * J1 13 %, J2 9 %, J3 6 %, J4 3 % (docs/integrations.md).
 */
export const TAX_RATES: Readonly<Record<string, number>> = { J0: 0, J1: 1300, J2: 900, J3: 600, J4: 300 };

/** SAP's decimal text scaled (domain.md 0.2), or an IdocFormatError naming the field. */
export function scaled(text: string, places: number, where: string): number {
  const parsed = parseDecimal(text, { places, negative: false });
  if (!parsed.ok)
    throw new IdocFormatError(`${where}: "${text}" is not a number with at most ${places} places`);
  return parsed.units;
}

export const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Scales and hashes an order read from an IDoc; a number SAP sent that does not fit refuses the file
 * (IdocFormatError), as a malformed one.
 */
export function stageOrder(order: SapPurchaseOrder): StagedOrder {
  const items = order.items.map((item): StagedItem => {
    const where = `PO ${order.sapPoNo} item ${item.itemNo}`;
    const { raw: _raw, ...fields } = item;
    const staged = {
      ...fields,
      lineNo: Number(item.itemNo),
      qty: scaled(item.qty, SCALE.qty, `${where} MENGE`),
      netPrice: item.netPrice === null ? null : scaled(item.netPrice, SCALE.price, `${where} VPREI`),
      priceUnit: item.priceUnit === null ? 1000 : scaled(item.priceUnit, SCALE.qty, `${where} PEINH`),
      taxRate: item.taxCode === null ? null : (TAX_RATES[item.taxCode] ?? null),
    };
    if (staged.priceUnit === 0) throw new IdocFormatError(`${where} PEINH: the price unit is 0`);
    return { ...staged, raw: item.raw, contentHash: sha256(staged) };
  });
  const { raw: _raw, items: _items, idocNo: _idoc, ...header } = order;
  return {
    ...order,
    items,
    contentHash: sha256({ header, items: items.map((item) => item.contentHash) }),
  };
}

/** SAP's partner and material numbers are often sent with leading zeros the master data does not have. */
export const withoutZeros = (code: string) => code.replace(/^0+(?=.)/, '');

/** BSART (purchasing document type) to `po_type` (docs/integrations.md). */
export function poTypeOf(bsart: string | null): string {
  switch (bsart) {
    case 'ZSUB':
      return 'subcontract';
    case 'ZCON':
    case 'KON':
      return 'consignment';
    case 'FO':
    case 'ZSER':
      return 'service';
    default:
      return 'standard';
  }
}
