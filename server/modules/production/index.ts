import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type MaterialDocKind, materialDocPages } from '../../../src/domain/production/material-doc';
import { membraneData } from '../../../src/domain/production/membrane-data';
import { bom, productionComponent, productionOrder } from '../../../src/domain/production/production-order';
import { reportOrder } from '../../../src/domain/production/report-order';
import { transferReceive } from '../../../src/domain/production/transfer-receive';
import { workCheck } from '../../../src/domain/production/work-check';
import { registerDocument } from '../../documents/register-document';
import { typedTrx } from '../../entity/entity-write';
import type { WriteEvent } from '../../entity/register-entity';
import { registerEntity } from '../../entity/register-entity';
import { AppError } from '../../http/app-error';
import { materialDocEffects } from './material-doc-effects';
import { membraneBenchRoutes } from './membrane-bench-routes';
import { productionDashboardRoutes } from './production-dashboard';
import { productionOrderEffects } from './production-order-effects';
import { productionSapRoutes } from './production-sap-routes';
import { reportOrderEffects } from './report-order-effects';
import { transferReceiveEffects } from './transfer-receive-effects';
import { workCheckEffects } from './work-check-effects';
import './production-tables';

/**
 * The material document pages' own rule on add and edit: the page's kind is fixed, and the facilities
 * left empty come from the production order (issue: to its line side; return and consume: from it).
 */
function materialDocWrite(kind: MaterialDocKind) {
  return async (event: WriteEvent): Promise<void> => {
    if (event.action === 'delete') return;
    const values = event.record.values;
    values.docKind = kind;
    const orderId = values.productionOrderId;
    if (typeof orderId !== 'string') return;
    const trx = typedTrx(event.trx);
    const order = await trx
      .selectFrom('mesProductionOrder')
      .select(['facilityId', 'lineSideFacilityId'])
      .where('id', '=', orderId)
      .where('tenantId', '=', event.scope.tenantId)
      .executeTakeFirst();
    if (!order) throw new AppError('doc.notFound');
    if (kind === 'issue') values.inFacilityId = order.lineSideFacilityId;
    else values.outFacilityId = order.lineSideFacilityId;
    if (kind === 'issue' && !values.outFacilityId) values.outFacilityId = order.facilityId;
    if (kind === 'return' && !values.inFacilityId) values.inFacilityId = order.facilityId;
    if (kind === 'consume') values.inFacilityId = null;
  };
}

/**
 * Production (domain.md 3.9, issue 14): BOM rows, production orders, the material order, return order
 * and consume order pages over one table, report orders and transfer receives, all on the document
 * engine; every stock move posts through the inventory ledger. Membrane test records are master-data-like
 * rows with the generic Excel import (all rows or none, errors by row).
 */
export const productionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEntity(app, bom);
  registerEntity(app, membraneData);
  registerDocument(app, productionOrder, productionOrderEffects);
  registerEntity(app, productionComponent, {
    omit: ['add', 'edit', 'delete', 'deleteBatch', 'importExcel'],
  });
  for (const [kind, page] of materialDocPages) {
    registerDocument(app, page, materialDocEffects.get(kind)!, {
      omit: ['importExcel'],
      beforeWrite: materialDocWrite(kind),
    });
  }
  registerDocument(app, reportOrder, reportOrderEffects, { omit: ['importExcel'] });
  registerDocument(app, workCheck, workCheckEffects, {
    omit: ['add', 'delete', 'deleteBatch', 'importExcel'],
  });
  registerDocument(app, transferReceive, transferReceiveEffects, { omit: ['add', 'importExcel'] });
  app.register(productionSapRoutes);
  app.register(membraneBenchRoutes);
  app.register(productionDashboardRoutes);
};
