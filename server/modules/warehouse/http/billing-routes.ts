import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { permissionCode } from '../../../../src/domain/entity/define-entity';
import { billingList } from '../../../../src/domain/warehouse/billing-list';
import { registerDocument } from '../../../documents/register-document';
import { billingListEffects, buildBillingList } from '../billing/billing-actions';
import { createDocumentRoute } from './create-document';

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
  registerDocument(app, billingList, billingListEffects, { omit: ['add', 'importExcel'] });
  createDocumentRoute(
    app,
    '/wms/billingList/build',
    {
      permission: permissionCode(billingList, 'add'),
      entity: billingList,
      body: buildBody,
      docType: 'billing_list',
      action: 'build',
    },
    (lc, body) =>
      buildBillingList(lc, {
        partnerId: body.partnerId,
        periodFrom: body.periodFrom,
        periodTo: body.periodTo,
        productStoreId: body.productStoreId ?? null,
      }),
  );
}
