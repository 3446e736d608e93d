import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deliveryNote } from '../../../src/domain/srm/delivery-note';
import { deliveryPlan, deliveryPlanLine } from '../../../src/domain/srm/delivery-plan';
import { label } from '../../../src/domain/srm/label';
import { outsourcingOrder } from '../../../src/domain/srm/outsourcing-order';
import { purchaseOrder, purchaseOrderItem } from '../../../src/domain/srm/purchase-order';
import { registerDocument } from '../../documents/register-document';
import { registerEntity } from '../../entity/register-entity';
import { etlRoutes } from '../../integrations/sap/etl-routes';
import { deliveryNoteEffects } from './delivery-note-effects';
import { deliveryPlanEffects } from './delivery-plan-effects';
import { registerLabelPdf } from './label-print';
import { outsourcingOrderEffects } from './outsourcing-order-effects';
import { pricePurchaseOrderItems, purchaseOrderEffects } from './purchase-order-effects';
import { scorecardRoutes } from './scorecard-routes';

/**
 * Supplier collaboration (domain.md 3.6, 4.1): purchase orders on the document engine (buyer releases,
 * supplier confirms, rejects or asks to change items, buyer answers) and their items as a read-only list
 * scoped like the orders (supplier users: own partner, released orders only, domain.md 4.4); delivery
 * notes the supplier ships against open items (their in-transit quantity), scoped to its partner; the
 * labels their ship generates, listed and exported like the items (read only, the supplier's own);
 * delivery plans the supplier submits and the buyer confirms or rejects (the items' planned quantity);
 * outsourcing orders whose approval issues the components to the subcontractor.
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
  await app.register(etlRoutes);
  registerDocument(app, deliveryPlan, deliveryPlanEffects, { omit: ['importExcel'] });
  // The lines of submitted plans, scoped like the plans, for the delivery note's "from delivery plans".
  registerEntity(app, deliveryPlanLine, { omit: ['add', 'edit', 'delete', 'deleteBatch', 'importExcel'] });
  registerDocument(app, outsourcingOrder, outsourcingOrderEffects, { omit: ['importExcel'] });
  // The supplier scorecard (buyers) and the supplier workbench's summary (issue 12 points 8, 10).
  await app.register(scorecardRoutes);
};
