import type { FastifyInstance } from 'fastify';
import { type Static, Type } from 'typebox';
import { toDbDateTime } from '../../db/datetime';
import { AppError } from '../../http/app-error';
import { requirePermission } from '../../http/require-permission';
import { openObject, replies } from '../../http/response-schema';
import { ok } from '../../http/result';
import { newRow } from '../../integrations/sap/sap-tables';
import './settle-tables';

const paymentBody = Type.Object({
  sapDocNo: Type.String({ minLength: 1, maxLength: 16 }),
  paymentStatus: Type.Union([Type.Literal('unpaid'), Type.Literal('partial'), Type.Literal('paid')]),
  paidAmount: Type.Optional(Type.String({ pattern: '^-?\\d{1,13}(\\.\\d{1,2})?$' })),
  paymentDate: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  paymentDocNo: Type.Optional(Type.String({ maxLength: 16 })),
});

const answered = replies(
  openObject({ id: Type.String(), code: Type.String(), paymentStatus: Type.String() }),
);

/**
 * The payment status SAP pushes back for a verified invoice (docs/integrations.md "Invoice payment"):
 * `POST /srm/invoiceApplication/sapPayment` by the SAP adapter's service user, which holds the verify
 * button. The application with that MIRO number in the caller's tenant takes the status; the message is
 * logged in `oms_sap_log` as an inbound `invoice_verify` row, in the same transaction.
 */
export function registerSapPaymentRoute(app: FastifyInstance): void {
  app.post(
    '/srm/invoiceApplication/sapPayment',
    {
      preHandler: requirePermission('srm:invoiceApplication:verify'),
      schema: { body: paymentBody, response: answered },
    },
    async (request) => {
      const body = request.body as Static<typeof paymentBody>;
      const { ctx } = request.server;
      const { tenantId, username } = request.user;
      const now = ctx.clock.now();
      const result = await ctx.db.transaction().execute(async (trx) => {
        const app = await trx
          .selectFrom('srmInvoiceApplication')
          .select(['id', 'code'])
          .where('tenantId', '=', tenantId)
          .where('sapDocNo', '=', body.sapDocNo)
          .executeTakeFirst();
        if (!app) throw new AppError('invoicePayment.unknownDocument', { sapDocNo: body.sapDocNo });
        await trx
          .updateTable('srmInvoiceApplication')
          .set({ paymentStatus: body.paymentStatus, updateBy: username, updateTime: toDbDateTime(now) })
          .where('id', '=', app.id)
          .execute();
        await trx
          .insertInto('omsSapLog')
          .values({
            ...newRow({ tenantId, username, now }),
            interfaceCode: 'invoice_verify',
            direction: 'inbound',
            bizDocType: 'invoice_application',
            bizDocId: app.id,
            bizDocCode: app.code,
            requestPayload: JSON.stringify(body),
            syncStatus: 'success',
            sapDocNo: body.sapDocNo,
            retryCount: 0,
          })
          .execute();
        return { id: app.id, code: app.code ?? app.id, paymentStatus: body.paymentStatus };
      });
      return ok(request.locale, result);
    },
  );
}
