import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deliveryNote } from '../../../src/domain/srm/delivery-note';
import { label } from '../../../src/domain/srm/label';
import { purchaseOrder, purchaseOrderItem } from '../../../src/domain/srm/purchase-order';
import { registerDocument } from '../../documents/register-document';
import { registerEntity } from '../../entity/register-entity';
import { deliveryNoteEffects } from './delivery-note-effects';
import { registerLabelPdf } from './label-print';
import { pricePurchaseOrderItems, purchaseOrderEffects } from './purchase-order-effects';
import { scorecardRoutes } from './scorecard-routes';

/**
 * Supplier collaboration (domain.md 3.6, 4.1): purchase orders on the document engine (buyer releases,
 * supplier confirms, rejects or asks to change items, buyer answers) and their items as a read-only list
 * scoped like the orders (supplier users: own partner, released orders only, domain.md 4.4); delivery
 * notes the supplier ships against open items (their in-transit quantity), scoped to its partner; the
 * labels their ship generates, listed and exported like the items (read only, the supplier's own).
 */
export const srmRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerDocument(app, purchaseOrder, purchaseOrderEffects, {
    omit: ['importExcel'],
    beforeWrite: pricePurchaseOrderItems,
  });
  registerEntity(app, purchaseOrderItem, { omit: ['add', 'edit', 'delete', 'deleteBatch', 'importExcel'] });
  registerDocument(app, deliveryNote, deliveryNoteEffects, { omit: ['importExcel'] });
  registerEntity(app, label, { omit: ['add', 'edit', 'delete', 'deleteBatch', 'importExcel'] });
  registerLabelPdf(app);
  // The supplier scorecard (buyers) and the supplier workbench's summary (issue 12 points 8, 10).
  await app.register(scorecardRoutes);
};
