import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { permissionCode } from '../../../src/domain/entity/define-entity';
import { supplierSettle } from '../../../src/domain/oms/supplier-settle';
import { invoiceApplication } from '../../../src/domain/srm/invoice-application';
import { registerDocument } from '../../documents/register-document';
import { createDocumentRoute } from '../warehouse/http/create-document';
import { generateSettlement } from './generate-settlement';
import { invoiceApplicationEffects, priceInvoiceApplication } from './invoice-application-effects';
import { registerSapPaymentRoute } from './sap-payment';
import { supplierSettleEffects } from './supplier-settle-effects';

const ID = Type.String({ pattern: '^[0-9A-Za-z]{1,32}$' });
const DAY = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const generateBody = Type.Object({
  requestId: Type.String({ minLength: 8, maxLength: 64 }),
  partnerId: ID,
  periodFrom: DAY,
  periodTo: DAY,
});

/**
 * Supplier settlement and invoice application (domain.md 3.6, 3.11, 4.1 step 9): settlements built by
 * the buyer's generate (and the month-end job), published, confirmed or disputed by the supplier; the
 * supplier's invoice applications verified by finance and sent to SAP; SAP's payment status pushed back.
 */
export const settleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Generated and withdrawn by cancel (which frees the reserved quantities): no add, no delete.
  registerDocument(app, supplierSettle, supplierSettleEffects, { omit: ['add', 'delete', 'importExcel'] });
  createDocumentRoute(
    app,
    '/oms/supplierSettle/generate',
    {
      permission: permissionCode(supplierSettle, 'add'),
      entity: supplierSettle,
      body: generateBody,
      docType: 'supplier_settle',
      action: 'generate',
    },
    (lc, body) => generateSettlement(lc, body),
  );
  registerDocument(app, invoiceApplication, invoiceApplicationEffects, {
    omit: ['importExcel'],
    beforeWrite: priceInvoiceApplication,
  });
  registerSapPaymentRoute(app);
};
