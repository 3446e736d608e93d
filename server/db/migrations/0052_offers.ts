import type { Migration } from 'kysely';
import { apHead } from '../../../src/domain/offer/ap-head';
import { apType } from '../../../src/domain/offer/ap-type';
import { exchangeRate } from '../../../src/domain/offer/exchange-rate';
import { materialCost } from '../../../src/domain/offer/material-cost';
import { offer } from '../../../src/domain/offer/offer';
import { rawMaterial } from '../../../src/domain/offer/raw-material';
import { saleBom } from '../../../src/domain/offer/sale-bom';
import { createEntityTables } from '../../entity/entity-ddl';
import type { MigrationDb } from '../column-types';

/**
 * Offer and pricing (domain.md 3.10), generated from their descriptors: raw materials with their price
 * history, exchange rates, AP types and heads, sale BOMs, material costs and offers.
 */
export const offerTables: Migration = {
  async up(db: MigrationDb) {
    for (const entity of [rawMaterial, exchangeRate, apType, apHead, saleBom, materialCost, offer])
      await createEntityTables(db, entity);
    // The rate in force is read through the unique key (tenant, pair, type, valid_from).
  },
};
