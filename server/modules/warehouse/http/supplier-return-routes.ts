import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { permissionCode } from '../../../../src/domain/entity/define-entity';
import { supplierReturn } from '../../../../src/domain/warehouse/supplier-return';
import { registerEntity, requireEntityAccess } from '../../../entity/register-entity';
import { forbidden } from '../../../http/app-error';
import { requirePermission } from '../../../http/require-permission';
import { ok } from '../../../http/result';
import { pendingWriteGuard } from '../receiving/pending-write-guard';
import {
  performSupplierReturnAction,
  type SupplierReturnAction,
} from '../supplier-return/supplier-return-actions';
import { approveBody, outboundBody, remarkBody, scaledQty } from './action-body';
import { documentActionCall } from './document-action-call';

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
  const guard = (action: string) => ({
    preHandler: requirePermission(permissionCode(supplierReturn, action)),
  });
  const act = async (
    request: FastifyRequest,
    body: Static<typeof approveBody>,
    action: SupplierReturnAction,
  ) =>
    performSupplierReturnAction(
      ctx.db,
      ctx.engine,
      await documentActionCall(request, supplierReturn, body),
      action,
    );
  for (const action of ['approve', 'cancelApproval'] as const) {
    app.post(`${base}/${action}`, { ...guard(action), schema: { body: approveBody } }, async (request) =>
      ok(request.locale, await act(request, request.body as Static<typeof approveBody>, { action })),
    );
  }
  for (const action of ['cancel', 'forceFinish'] as const) {
    app.post(`${base}/${action}`, { ...guard(action), schema: { body: remarkBody } }, async (request) => {
      const body = request.body as Static<typeof remarkBody>;
      return ok(request.locale, await act(request, body, { action, remark: body.remark }));
    });
  }
  app.post(`${base}/outbound`, { ...guard('outbound'), schema: { body: outboundBody } }, async (request) => {
    const body = request.body as Static<typeof outboundBody>;
    const lines = body.lines.map((line) => ({ lineId: line.lineId, qty: scaledQty(line.qty) }));
    return ok(request.locale, await act(request, body, { action: 'outbound', lines }));
  });
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
        await act(request, request.body as Static<typeof approveBody>, { action: 'acknowledge' }),
      ),
  );
}
