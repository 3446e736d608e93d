import type {
  Audit,
  DocColumns,
  LineColumns,
  Nullable,
  OptionalDate,
  OptionalQty,
} from '../../db/table-columns';
import type { Qty } from '../warehouse/warehouse-tables';

/**
 * Offer and pricing tables (migration 0052, domain.md 3.10) as the typed database sees them, in the
 * conventions of warehouse-tables.ts: scaled numbers are numbers (SQLite) or strings (PostgreSQL bigint),
 * dates text (SQLite) or Date (pg).
 */
interface MasterRow extends Audit {
  status: string;
  delFlag: number;
  sysOrgCode: Nullable<string>;
  version: number;
}

export interface OfrRawMaterialTable extends MasterRow {
  code: string;
  name: string;
  productId: Nullable<string>;
  uom: string;
  currency: Nullable<string>;
  latestPrice: OptionalQty;
  priceDate: OptionalDate;
  priceSource: Nullable<string>;
  supplierId: Nullable<string>;
}

export interface OfrRawMaterialPriceTable extends LineColumns {
  rawMaterialId: string;
  price: Qty;
  currency: string;
  validFrom: OptionalDate;
  validTo: OptionalDate;
  priceSource: Nullable<string>;
  supplierId: Nullable<string>;
  sourceRef: Nullable<string>;
}

export interface OfrExchangeRateTable extends MasterRow {
  fromCurrency: string;
  toCurrency: string;
  rate: Qty;
  rateType: string;
  validFrom: OptionalDate;
  validTo: OptionalDate;
  source: Nullable<string>;
}

export interface OfrApHeadTable extends DocColumns {
  name: string;
  productStoreId: string;
  currency: string;
  validFrom: OptionalDate;
  validTo: OptionalDate;
}

export interface OfrApLineTable extends LineColumns {
  apHeadId: string;
  apTypeId: string;
  value: Qty;
  categoryId: Nullable<string>;
}

export interface OfrSaleBomTable extends DocColumns {
  productId: string;
  bomVersion: string;
  description: Nullable<string>;
  validFrom: OptionalDate;
  validTo: OptionalDate;
}

export interface OfrSaleBomLineTable extends LineColumns {
  saleBomId: string;
  componentProductId: Nullable<string>;
  rawMaterialId: Nullable<string>;
  qty: Qty;
  uom: Nullable<string>;
  scrapPct: OptionalQty;
  optional: Nullable<number>;
  optionGroup: Nullable<string>;
}

export interface OfrMaterialCostTable extends DocColumns {
  productId: string;
  saleBomId: string;
  bomVersion: Nullable<string>;
  currency: string;
  costDate: OptionalDate;
  materialCost: OptionalQty;
  laborCost: OptionalQty;
  overheadCost: OptionalQty;
  totalCost: OptionalQty;
  calcTime: DocColumns['approveTime'];
}

export interface OfrMaterialCostLineTable extends LineColumns {
  materialCostId: string;
  level: Nullable<number>;
  parentProductId: Nullable<string>;
  componentProductId: Nullable<string>;
  rawMaterialId: Nullable<string>;
  qty: OptionalQty;
  scrapPct: OptionalQty;
  unitPrice: OptionalQty;
  currency: Nullable<string>;
  rate: OptionalQty;
  amount: OptionalQty;
  priceSource: Nullable<string>;
  sourceRef: Nullable<string>;
}

export interface OfrOfferTable extends DocColumns {
  customerId: string;
  projectName: Nullable<string>;
  productStoreId: string;
  salesUserId: Nullable<string>;
  priceGroupId: Nullable<string>;
  currency: string;
  offerDate: OptionalDate;
  rate: OptionalQty;
  apHeadId: Nullable<string>;
  validUntil: OptionalDate;
  incoterm: Nullable<string>;
  paymentTerms: Nullable<string>;
  deliveryLeadDays: Nullable<number>;
  totalCost: OptionalQty;
  totalPrice: OptionalQty;
  marginPct: OptionalQty;
  offerVersion: number;
  parentOfferId: Nullable<string>;
  offerResult: string;
  lostReason: Nullable<string>;
  marginApprovedBy: Nullable<string>;
}

export interface OfrOfferLineTable extends LineColumns {
  offerId: string;
  productId: string;
  saleBomId: Nullable<string>;
  description: Nullable<string>;
  qty: Qty;
  materialCost: OptionalQty;
  adderCost: OptionalQty;
  unitCost: OptionalQty;
  listPrice: OptionalQty;
  trimAmount: OptionalQty;
  unitPrice: OptionalQty;
  amount: OptionalQty;
  marginPct: OptionalQty;
}

export interface OfrTables {
  ofrRawMaterial: OfrRawMaterialTable;
  ofrRawMaterialPrice: OfrRawMaterialPriceTable;
  ofrExchangeRate: OfrExchangeRateTable;
  ofrApHead: OfrApHeadTable;
  ofrApLine: OfrApLineTable;
  ofrSaleBom: OfrSaleBomTable;
  ofrSaleBomLine: OfrSaleBomLineTable;
  ofrMaterialCost: OfrMaterialCostTable;
  ofrMaterialCostLine: OfrMaterialCostLineTable;
  ofrOffer: OfrOfferTable;
  ofrOfferLine: OfrOfferLineTable;
}

declare module '../../db/database' {
  interface Database extends OfrTables {}
}

/** The product columns costing reads beside the ledger's (the table is the product descriptor's). */
declare module '../warehouse/warehouse-tables' {
  interface MdmProductTable {
    standardCost: OptionalQty;
    currency: Nullable<string>;
    categoryId: Nullable<string>;
  }
  interface MdmProductStoreTable {
    minMarginPct: OptionalQty;
  }
}
