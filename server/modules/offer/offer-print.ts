import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { fromScaled } from '../../../src/domain/entity/scaled-number';
import type { Locale } from '../../../src/domain/i18n-text';
import { offer } from '../../../src/domain/offer/offer';
import { layoutPrintPages, parsePrintDesign } from '../../../src/domain/system/entities/print-design';
import type { AppContext } from '../../context';
import { formatDateTime } from '../../db/datetime';
import { requireVisibleDocument } from '../../documents/document-scope';
import { requireEntityAccess } from '../../entity/register-entity';
import { AppError } from '../../http/app-error';
import { fileReply } from '../../http/response-schema';
import { dictionaryOptions } from '../dict/dictionary-options';
import { drawPrintPage, openPrintPdf } from '../system/print-templates/print-pdf';
import { findPrintTemplate } from '../system/print-templates/print-template-routes';
import { dayOf } from '../warehouse/ledger/ledger-context';

/** The default offer template (src/domain/system/entities/default-print-templates.ts), print kind `offer`. */
export const OFFER_TEMPLATE = 'offer';

interface HeaderRow {
  code: string;
  docStatus: string;
  offerVersion: number | string | null;
  projectName: string | null;
  currency: string;
  offerDate: string | Date | null;
  validUntil: string | Date | null;
  deliveryLeadDays: number | string | null;
  incoterm: string | null;
  paymentTerms: string | null;
  totalPrice: number | string | null;
  approveBy: string | null;
  customerCode: string | null;
  customerName: string | null;
  storeName: string | null;
  salesUserName: string | null;
}

interface LineRow {
  lineNo: number | string | null;
  description: string | null;
  qty: number | string;
  unitPrice: number | string | null;
  amount: number | string | null;
  productCode: string | null;
  productName: string | null;
  uom: string | null;
}

/** A scaled column as its decimal text (prices keep at least two places, never trailing zeros beyond). */
const decimal = (value: number | string | null, kind: 'qty' | 'price' | 'amount'): string => {
  if (value === null) return '';
  const number = fromScaled(Number(value), kind);
  if (kind === 'amount') return number.toFixed(2);
  if (kind === 'qty') return String(number);
  const text = String(number);
  return text.includes('.') && text.split('.')[1]!.length >= 2 ? text : number.toFixed(2);
};

/** The texts of one dictionary's items in the caller's locale (tenant's own items first). */
async function dictTexts(ctx: AppContext, dictCode: string, locale: Locale, tenantId: number) {
  const options = (await dictionaryOptions(ctx, dictCode, locale, tenantId)) ?? [];
  return new Map(options.map((option) => [option.value, option.text]));
}

/**
 * The print record of an offer (print kind `offer`, print-fields.ts): what the customer reads, never the
 * cost, adders or margin: the header with the customer, store, sales user and terms, the lines with
 * product, quantity, unit price and amount, and the total. Money as decimals of the offer's currency.
 */
export async function offerPrintRecord(
  ctx: AppContext,
  tenantId: number,
  id: string,
  printDate: string,
  locale: Locale,
): Promise<Record<string, unknown> & { docStatus: string; code: string }> {
  const { rows } = await sql<HeaderRow>`
    select o.code, o.doc_status as "docStatus", o.offer_version as "offerVersion",
           o.project_name as "projectName", o.currency, o.offer_date as "offerDate",
           o.valid_until as "validUntil", o.delivery_lead_days as "deliveryLeadDays", o.incoterm,
           o.payment_terms as "paymentTerms", o.total_price as "totalPrice", o.approve_by as "approveBy",
           c.code as "customerCode", c.name as "customerName", s.name as "storeName", u.name as "salesUserName"
      from ofr_offer o
      left join mdm_business_partner c on c.id = o.customer_id and c.tenant_id = o.tenant_id
      left join mdm_product_store s on s.id = o.product_store_id and s.tenant_id = o.tenant_id
      left join mdm_sales_user u on u.id = o.sales_user_id and u.tenant_id = o.tenant_id
     where o.tenant_id = ${tenantId} and o.id = ${id}`.execute(ctx.db);
  const header = rows[0];
  const { db } = ctx;
  if (!header) throw new AppError('doc.notFound');
  const { rows: lines } = await sql<LineRow>`
    select l.line_no as "lineNo", l.description, l.qty, l.unit_price as "unitPrice", l.amount,
           p.code as "productCode", p.name as "productName", p.uom
      from ofr_offer_line l
      left join mdm_product p on p.id = l.product_id and p.tenant_id = l.tenant_id
     where l.tenant_id = ${tenantId} and l.offer_id = ${id}
     order by l.line_no, l.id`.execute(db);
  const [incoterms, terms] = await Promise.all([
    dictTexts(ctx, 'incoterm', locale, tenantId),
    dictTexts(ctx, 'payment_terms', locale, tenantId),
  ]);
  return {
    docStatus: header.docStatus,
    code: header.code,
    offerVersion: Number(header.offerVersion ?? 1),
    customerCode: header.customerCode ?? '',
    customerName: header.customerName ?? '',
    projectName: header.projectName ?? '',
    storeName: header.storeName ?? '',
    salesUserName: header.salesUserName ?? '',
    currency: header.currency,
    offerDate: dayOf(header.offerDate) ?? '',
    validUntil: dayOf(header.validUntil) ?? '',
    deliveryLeadDays: header.deliveryLeadDays === null ? '' : Number(header.deliveryLeadDays),
    incoterm: header.incoterm ? (incoterms.get(header.incoterm) ?? header.incoterm) : '',
    paymentTerms: header.paymentTerms ? (terms.get(header.paymentTerms) ?? header.paymentTerms) : '',
    totalPrice: decimal(header.totalPrice, 'amount'),
    approvedBy: header.approveBy ?? '',
    printDate,
    lines: lines.map((line, index) => ({
      lineNo: line.lineNo === null ? index + 1 : Number(line.lineNo),
      productCode: line.productCode ?? '',
      productName: line.productName ?? '',
      description: line.description ?? '',
      qty: decimal(line.qty, 'qty'),
      uom: line.uom ?? '',
      unitPrice: decimal(line.unitPrice, 'price'),
      amount: decimal(line.amount, 'amount'),
    })),
  };
}

/**
 * `GET /ofr/offer/pdf?id=&templateCode=` (issue 15 point 6): an approved offer in the caller's scope as a
 * PDF through the print template designer's template of kind `offer` (the tenant's own, else the default
 * A4 `offer`), drawn server-side with pdfkit like the supplier labels. A pending or cancelled offer is
 * `offer.notApproved`; a template of another kind `offer.templateMissing`.
 */
export function registerOfferPdf(app: FastifyInstance): void {
  const querystring = Type.Object({
    id: Type.String({ minLength: 1, maxLength: 32 }),
    templateCode: Type.Optional(Type.String({ maxLength: 64 })),
  });
  app.get(
    '/ofr/offer/pdf',
    {
      preHandler: requireEntityAccess(offer),
      schema: { querystring, response: fileReply('application/pdf', 'the offer, A4') },
    },
    async (request, reply) => {
      const { id, templateCode } = request.query as { id: string; templateCode?: string };
      const { ctx } = request.server;
      await requireVisibleDocument(request, offer, id);
      const printDate = formatDateTime(ctx.clock.now())?.slice(0, 10) ?? '';
      const record = await offerPrintRecord(ctx, request.user.tenantId, id, printDate, request.locale);
      if (record.docStatus !== 'approved') throw new AppError('offer.notApproved', { code: record.code });
      const code = templateCode ?? OFFER_TEMPLATE;
      const template = await findPrintTemplate(ctx.db, request.user.tenantId, code);
      if (template?.bizType !== 'offer' || !template) throw new AppError('offer.templateMissing', { code });
      const design = parsePrintDesign(template.content, template.widthMm, template.heightMm);
      if (!design.ok) throw new AppError('printTemplate.invalidDesign', { detail: design.detail });
      const pdf = openPrintPdf(template.widthMm, template.heightMm, `offer ${String(record.code)}`);
      for (const ops of layoutPrintPages(design.design, record)) drawPrintPage(pdf, ops);
      pdf.doc.end();
      const fileName = `offer-${String(record.code).replace(/[^\w.-]/g, '_')}.pdf`;
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(pdf.doc);
    },
  );
}
