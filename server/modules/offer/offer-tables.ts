import type { apHead, apLine } from '../../../src/domain/offer/ap-head';
import type { exchangeRate } from '../../../src/domain/offer/exchange-rate';
import type { materialCost, materialCostLine } from '../../../src/domain/offer/material-cost';
import type { offer, offerLine } from '../../../src/domain/offer/offer';
import type { rawMaterial, rawMaterialPrice } from '../../../src/domain/offer/raw-material';
import type { saleBom, saleBomLine } from '../../../src/domain/offer/sale-bom';
import type { TableOf } from '../../db/entity-row-types';

export type OfrRawMaterialTable = TableOf<typeof rawMaterial>;

export type OfrRawMaterialPriceTable = TableOf<typeof rawMaterialPrice>;

export type OfrExchangeRateTable = TableOf<typeof exchangeRate>;

export type OfrApHeadTable = TableOf<typeof apHead>;

export type OfrApLineTable = TableOf<typeof apLine>;

export type OfrSaleBomTable = TableOf<typeof saleBom>;

export type OfrSaleBomLineTable = TableOf<typeof saleBomLine>;

export type OfrMaterialCostTable = TableOf<typeof materialCost>;

export type OfrMaterialCostLineTable = TableOf<typeof materialCostLine>;

export type OfrOfferTable = TableOf<typeof offer>;

export type OfrOfferLineTable = TableOf<typeof offerLine>;

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
