import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { proformaInvoice } from '../../../src/domain/oms/proforma-invoice';
import { SALES_ORDER_PAGES, salesOrderPages } from '../../../src/domain/oms/sales-order';
import { registerDocument } from '../../documents/register-document';
import { notice } from '../../entity/notice';
import { forbidden } from '../../http/app-error';
import { openObject, replies } from '../../http/response-schema';
import { describeSalesImport, importSalesOrders } from '../../integrations/sales/sales-import';
import { proformaInvoiceEffects, registerProformaRoutes } from './proforma-invoice-effects';
import { salesOrderEffects } from './sales-order-effects';
import { proformaSave, salesOrderSave } from './sales-save';

const imported = replies(
  openObject({
    created: Type.Integer(),
    updated: Type.Integer(),
    refused: Type.Array(openObject({ orderNo: Type.String(), message: Type.String() })),
  }),
);

/** The integration token of the push (`authorization: Bearer <SALES_PUSH_TOKEN>`), compared in constant time. */
function checkPushToken(request: FastifyRequest): void {
  const expected = request.server.ctx.config.sales.pushToken;
  // Closed unless configured: refused like a wrong token, with the reason.
  if (expected === null) throw forbidden('salesOrder.pushDisabled');
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7).trim() : '');
  const wanted = Buffer.from(expected);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    throw forbidden('salesOrder.pushUnauthorized');
  }
}

/**
 * Sales orders and proforma invoices (domain.md 3.11, issue 13 points 3 and 4): the BOS and CRM order
 * pages (one document over `oms_sales_order`, each page with its fixed source systems, no add: orders
 * arrive through the boundary), the order push of the BOS, CRM and e-shop, and proforma invoices with
 * their creation from an order or an offer and their PDF.
 */
export const salesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const page of SALES_ORDER_PAGES) {
    registerDocument(app, salesOrderPages.get(page.page)!, salesOrderEffects.get(page.page)!, {
      omit: ['add', 'importExcel'],
      beforeWrite: salesOrderSave(page),
    });
  }
  registerDocument(app, proformaInvoice, proformaInvoiceEffects, {
    omit: ['importExcel'],
    beforeWrite: proformaSave,
  });
  registerProformaRoutes(app);

  // The HTTP push of the BOS, CRM and e-shop (docs/integrations.md): a bearer token, never a session.
  app.post(
    '/oms/salesOrder/push',
    { config: { public: true }, bodyLimit: 5 * 1024 * 1024, schema: { response: imported } },
    async (request) => {
      checkPushToken(request);
      const { ctx } = request.server;
      const outcome = await importSalesOrders(ctx, ctx.config.sales.tenantId, request.body, {
        username: 'sales_push',
      });
      return notice(
        request.locale,
        outcome,
        { zh: '订单导入完成: {message}', en: 'Orders imported: {message}' },
        { message: describeSalesImport(outcome) },
      );
    },
  );
};
