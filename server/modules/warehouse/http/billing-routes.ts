import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { permissionCode } from '../../../../src/domain/entity/define-entity';
import { billingList } from '../../../../src/domain/warehouse/billing-list';
import { rowScope } from '../../../entity/entity-store';
import { registerEntity } from '../../../entity/register-entity';
import { requirePermission } from '../../../http/require-permission';
import { ok } from '../../../http/result';
import { type BillingAction, buildBillingList, performBillingAction } from '../billing/billing-actions';
import { runDocumentAction } from '../commands/run-document-action';
import { approveBody, remarkBody } from './action-body';
import { documentActionCall } from './document-action-call';
import { createdInScope } from './document-scope';
import { pendingDocumentGuard } from './pending-document-guard';

const ID = Type.String({ pattern: '^[0-9A-Za-z]{1,32}$' });
const DAY = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const buildBody = Type.Object({
  requestId: Type.String({ minLength: 8, maxLength: 64 }),
  partnerId: ID,
  periodFrom: DAY,
  periodTo: DAY,
  productStoreId: Type.Optional(ID),
});

/** Billing lists (domain.md 3.5): built for a customer and period, approved by finance, cancellable until billed by SAP. */
export function registerBillingRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  registerEntity(app, billingList, {
    omit: ['add', 'importExcel'],
    beforeWrite: pendingDocumentGuard('wmsBillingList'),
  });
  const guard = (action: string) => ({ preHandler: requirePermission(permissionCode(billingList, action)) });
  app.post('/wms/billingList/build', { ...guard('add'), schema: { body: buildBody } }, async (request) => {
    const body = request.body as Static<typeof buildBody>;
    const scope = await rowScope(request, billingList);
    const result = await runDocumentAction(
      ctx.db,
      ctx.engine,
      ctx.clock.now(),
      {
        tenantId: request.user.tenantId,
        username: request.user.username,
        requestId: body.requestId,
        docType: 'billing_list',
        docId: 'new',
        action: 'build',
      },
      createdInScope(billingList, scope, (lc) =>
        buildBillingList(lc, {
          partnerId: body.partnerId,
          periodFrom: body.periodFrom,
          periodTo: body.periodTo,
          productStoreId: body.productStoreId ?? null,
        }),
      ),
    );
    return ok(request.locale, result);
  });
  const act = async (request: FastifyRequest, body: Static<typeof approveBody>, action: BillingAction) =>
    performBillingAction(ctx.db, ctx.engine, await documentActionCall(request, billingList, body), action);
  for (const action of ['approve', 'cancelApproval'] as const) {
    app.post(
      `/wms/billingList/${action}`,
      { ...guard(action), schema: { body: approveBody } },
      async (request) =>
        ok(request.locale, await act(request, request.body as Static<typeof approveBody>, { action })),
    );
  }
  app.post(
    '/wms/billingList/cancel',
    { ...guard('cancel'), schema: { body: remarkBody } },
    async (request) => {
      const body = request.body as Static<typeof remarkBody>;
      return ok(request.locale, await act(request, body, { action: 'cancel', remark: body.remark }));
    },
  );
}
