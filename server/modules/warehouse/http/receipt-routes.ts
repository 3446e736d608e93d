import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { permissionCode } from '../../../../src/domain/entity/define-entity';
import { receipt } from '../../../../src/domain/warehouse/receipt';
import { approveBody, remarkBody } from '../../../documents/action-body';
import { registerEntity } from '../../../entity/register-entity';
import { requirePermission } from '../../../http/require-permission';
import { ok } from '../../../http/result';
import { pendingWriteGuard } from '../receiving/pending-write-guard';
import { performReceiptAction, type ReceiptAction } from '../receiving/receipt-actions';
import { documentActionCall } from './document-action-call';

/**
 * Warehouse › receive (domain.md 3.5): receipts are added and edited with their lines while pending;
 * approve posts them (and opens their inspections), cancel discards a pending one.
 */
export function registerReceiptRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEntity(app, receipt, { omit: ['importExcel'], beforeWrite: pendingWriteGuard('wmsReceipt') });
  const guard = (action: string) => ({ preHandler: requirePermission(permissionCode(receipt, action)) });
  const act = async (request: FastifyRequest, body: Static<typeof approveBody>, action: ReceiptAction) =>
    performReceiptAction(ctx.db, ctx.engine, await documentActionCall(request, receipt, body), action);
  app.post(
    `${receipt.basePath}/approve`,
    { ...guard('approve'), schema: { body: approveBody } },
    async (request) =>
      ok(
        request.locale,
        await act(request, request.body as Static<typeof approveBody>, { action: 'approve' }),
      ),
  );
  app.post(
    `${receipt.basePath}/cancel`,
    { ...guard('cancel'), schema: { body: remarkBody } },
    async (request) => {
      const body = request.body as Static<typeof remarkBody>;
      return ok(request.locale, await act(request, body, { action: 'cancel', remark: body.remark }));
    },
  );
}
