import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { supplierReturn } from '../../../../src/domain/warehouse/supplier-return';
import { registerEntity, requireEntityAccess } from '../../../entity/register-entity';
import { forbidden } from '../../../http/app-error';
import { ok } from '../../../http/result';
import { pendingWriteGuard } from '../receiving/pending-write-guard';
import { performSupplierReturnAction } from '../supplier-return/supplier-return-actions';
import { approveBody } from './action-body';
import { documentActionCall } from './document-action-call';
import { registerDocumentActionRoutes } from './document-action-routes';

/**
 * Warehouse › return (domain.md 3.5): supplier returns follow W, out only; created by failed
 * inspections or by hand, approved by a buyer or QC manager, shipped by the warehouse.
 */
export function registerSupplierReturnRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const base = supplierReturn.basePath;
  registerEntity(app, supplierReturn, {
    omit: ['importExcel'],
    beforeWrite: pendingWriteGuard('wmsSupplierReturn'),
  });
  registerDocumentActionRoutes(
    app,
    supplierReturn,
    ['approve', 'cancelApproval', 'cancel', 'forceFinish', 'outbound'],
    (call, action) => performSupplierReturnAction(ctx.db, ctx.engine, call, action),
  );
  // domain.md 4.3: the supplier acknowledges returns to it; staff have nothing to acknowledge.
  const supplierOnly = async (request: FastifyRequest) => {
    if (request.user.userType !== 'supplier') throw forbidden();
  };
  app.post(
    `${base}/acknowledge`,
    { preHandler: [requireEntityAccess(supplierReturn), supplierOnly], schema: { body: approveBody } },
    async (request) =>
      ok(
        request.locale,
        await performSupplierReturnAction(
          ctx.db,
          ctx.engine,
          await documentActionCall(request, supplierReturn, request.body as Static<typeof approveBody>),
          { action: 'acknowledge' },
        ),
      ),
  );
}
