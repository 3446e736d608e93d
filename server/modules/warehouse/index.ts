import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inventoryBatch } from '../../../src/domain/warehouse/inventory-batch';
import { registerDescriptor } from '../../entity/entity-registry';
import { registerBillingRoutes } from './http/billing-routes';
import { registerCommandRoutes } from './http/command-routes';
import { registerInventoryRoutes } from './http/inventory-routes';
import { registerMasterDataRoutes } from './http/master-data-routes';
import { registerPicklistRoutes } from './http/picklist-routes';
import { registerReceiptRoutes } from './http/receipt-routes';
import { registerStockCountRoutes } from './http/stock-count-routes';
import { registerSupplierReturnRoutes } from './http/supplier-return-routes';

/**
 * Warehouse and inventory (domain.md 2, 3.1-3.4): master data on the entity engine, the nine movement
 * commands with the actions of W, stock counts, picklists, billing lists, and the inventory page. Every posting goes through the
 * ledger (ledger/), whose invariants the database enforces as well (migration 0010).
 */
export const warehouseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // References to batches show their number; batches themselves change only through postings (no routes).
  registerDescriptor(app.ctx, inventoryBatch);
  registerMasterDataRoutes(app);
  registerCommandRoutes(app);
  registerStockCountRoutes(app);
  registerInventoryRoutes(app);
  registerPicklistRoutes(app);
  registerBillingRoutes(app);
  registerReceiptRoutes(app);
  registerSupplierReturnRoutes(app);
};
