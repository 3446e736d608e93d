import type { Migration } from 'kysely';
import { type MigrationDb, tablesOfThisSchema } from '../column-types';

/** The columns 0090 adds, per table. */
const ADDED: Record<string, string[]> = {
  ofr_material_cost_line: ['price_source', 'source_ref'],
  ofr_raw_material_price: ['source_ref'],
};

/**
 * Where each costed leaf's price came from (issue 15, last-PO price pull): `price_source` (dict
 * `price_source`: the raw material price line's source, `last_po` for a component at its last approved
 * purchase order price, `standard_cost` at the product's standard cost) and `source_ref` (the purchase
 * order number a `last_po` price was taken from); a raw material price line's `source_ref` likewise (the
 * purchase order a pulled price came from, or the contract or quotation a user names).
 *
 * 0052 creates the offer tables from their descriptors, which now carry these fields: a database created
 * after them has the columns already, one created before gets them here.
 */
export const materialCostPriceSource: Migration = {
  async up(db: MigrationDb) {
    const tables = await tablesOfThisSchema(db);
    for (const [table, columns] of Object.entries(ADDED)) {
      const existing = new Set(tables.find((t) => t.name === table)?.columns.map((c) => c.name) ?? []);
      for (const column of columns)
        if (!existing.has(column))
          await db.schema.alterTable(table).addColumn(column, 'varchar(64)').execute();
    }
  },
};
