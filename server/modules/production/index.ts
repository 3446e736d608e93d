import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Transaction } from 'kysely';
import { type MaterialDocKind, materialDocPages } from '../../../src/domain/production/material-doc';
import { membraneData } from '../../../src/domain/production/membrane-data';
import { bom, productionComponent, productionOrder } from '../../../src/domain/production/production-order';
import { reportOrder } from '../../../src/domain/production/report-order';
import { transferReceive } from '../../../src/domain/production/transfer-receive';
import { workCheck } from '../../../src/domain/production/work-check';
import type { Database } from '../../db/database';
import { registerDocument } from '../../documents/register-document';
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
    const trx = event.trx as unknown as Transaction<Database>;
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
    await fillLineComponents(trx, event.scope.tenantId, orderId, event.record.lines.lines ?? []);
  };
}

/**
 * A line names its material; the component of the order it draws on is the order's component of that
 * product (the form does not ask for it). A line given with a component keeps it (checked at approve);
 * a product the order has no component of is refused on save, naming the line.
 */
async function fillLineComponents(
  trx: Transaction<Database>,
  tenantId: number,
  orderId: string,
  lines: Record<string, unknown>[],
): Promise<void> {
  if (lines.every((line) => typeof line.productionComponentId === 'string')) return;
  const components = await trx
    .selectFrom('mesProductionComponent')
    .select(['id', 'productId'])
    .where('tenantId', '=', tenantId)
    .where('productionOrderId', '=', orderId)
    .orderBy('lineNo')
    .orderBy('id')
    .execute();
  for (const [index, line] of lines.entries()) {
    if (typeof line.productionComponentId === 'string') continue;
    const component = components.find((c) => c.productId === line.productId);
    if (!component) {
      const lineNo = typeof line.lineNo === 'number' ? line.lineNo : index + 1;
      throw new AppError('mes.componentNotInOrder', { lineNo });
    }
    line.productionComponentId = component.id;
  }
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
