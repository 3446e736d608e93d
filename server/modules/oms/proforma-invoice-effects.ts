import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { fromScaled } from '../../../src/domain/entity/scaled-number';
import { divRound, lineAmount } from '../../../src/domain/money';
import { PROFORMA_TEMPLATE, proformaInvoice } from '../../../src/domain/oms/proforma-invoice';
import { layoutPrintPages, parsePrintDesign } from '../../../src/domain/system/entities/print-design';
import type { Db } from '../../db/database';
import { formatDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { documentEffects } from '../../documents/document-effects';
import { requireVisibleDocument } from '../../documents/document-scope';
import { loadDocumentHeader } from '../../documents/load-document';
import { requireEntityAccess } from '../../entity/register-entity';
import { AppError } from '../../http/app-error';
import { fileReply } from '../../http/response-schema';
import { drawPrintPage, openPrintPdf } from '../system/print-templates/print-pdf';
import { findPrintTemplate } from '../system/print-templates/print-template-routes';
import { newDocumentHeader } from '../warehouse/commands/new-document-header';
import { createDocumentRoute } from '../warehouse/http/create-document';
import { dayOf, type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import { depositOf } from './sales-save';
import './sales-tables';
import '../offer/offer-tables';

const DAY = 86_400_000;
/** How long a proforma made from a document is valid by default. */
const VALID_DAYS = 30;

/** A proforma invoice of the caller's tenant (W only: approve locks it and allows printing). */
async function loadProforma(lc: LedgerContext, id: string) {
  return { header: await loadDocumentHeader(lc, 'omsProformaInvoice', id, ['createBy']) };
}

export const proformaInvoiceEffects = documentEffects(proformaInvoice, {
  load: loadProforma,
  actions: { approve: {}, cancelApproval: {}, cancel: {} },
  print: (db, tenantId, id, now) => proformaPrintRecord(db, tenantId, id, now),
});

interface SourceLine {
  productId: string;
  description: string | null;
  qty: number;
  unitPrice: number;
}

/** What a proforma copies from its source document. */
interface Source {
  customerId: string;
  currency: string;
  incoterm: string | null;
  paymentTerms: string | null;
  salesOrderId: string | null;
  offerId: string | null;
  lines: SourceLine[];
}

async function fromSalesOrder(lc: LedgerContext, id: string): Promise<Source> {
  const order = await loadDocumentHeader(lc, 'omsSalesOrder', id, ['customerId', 'currency', 'offerId']);
  if (order.docStatus !== 'approved') throw new AppError('proforma.sourceNotApproved', { code: order.code });
  const lines = await lc.trx
    .selectFrom('omsSalesOrderLine')
    .select(['productId', 'qty', 'unitPrice'])
    .where('tenantId', '=', lc.tenantId)
    .where('salesOrderId', '=', id)
    .orderBy('lineNo')
    .execute();
  return {
    customerId: order.customerId,
    currency: order.currency,
    incoterm: null,
    paymentTerms: null,
    salesOrderId: id,
    offerId: order.offerId,
    lines: lines.map((line) => ({
      productId: line.productId,
      description: null,
      qty: qty(line.qty),
      unitPrice: qty(line.unitPrice),
    })),
  };
}

async function fromOffer(lc: LedgerContext, id: string): Promise<Source> {
  const offer = await loadDocumentHeader(lc, 'ofrOffer', id, [
    'customerId',
    'currency',
    'incoterm',
    'paymentTerms',
  ]);
  if (offer.docStatus !== 'approved') throw new AppError('proforma.sourceNotApproved', { code: offer.code });
  const lines = await lc.trx
    .selectFrom('ofrOfferLine')
    .select(['productId', 'description', 'qty', 'unitPrice'])
    .where('tenantId', '=', lc.tenantId)
    .where('offerId', '=', id)
    .orderBy('lineNo')
    .execute();
  return {
    ...offer,
    salesOrderId: null,
    offerId: id,
    lines: lines.map((line) => ({
      productId: line.productId,
      description: line.description,
      qty: qty(line.qty),
      unitPrice: line.unitPrice === null ? 0 : qty(line.unitPrice),
    })),
  };
}

export interface ProformaFrom {
  salesOrderId?: string | undefined;
  offerId?: string | undefined;
  bankInfo?: string | undefined;
  depositPct?: number | undefined;
}

/**
 * A pending proforma from an approved sales order or offer (domain.md 3.11): the customer, currency and
 * terms of the source, its lines with the product's description, HS code and weights (per unit × the
 * line's quantity), priced per line; the deposit from the percentage given.
 */
export async function createProformaFrom(
  lc: LedgerContext,
  from: ProformaFrom,
): Promise<{ id: string; code: string }> {
  if (!from.salesOrderId === !from.offerId) throw new AppError('proforma.noSource');
  const source = from.salesOrderId
    ? await fromSalesOrder(lc, from.salesOrderId)
    : await fromOffer(lc, from.offerId!);
  const ids = [...new Set(source.lines.map((line) => line.productId))];
  const products = ids.length
    ? await lc.trx
        .withTables<{ mdmProduct: { spec: string | null } }>()
        .selectFrom('mdmProduct')
        .select(['id', 'code', 'name', 'spec', 'hsCode', 'grossWeight', 'netWeight'])
        .where('id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(products.map((row) => [row.id, row]));
  const weight = (perUnit: unknown, lineQty: number) =>
    perUnit === null || perUnit === undefined
      ? null
      : Number(divRound(BigInt(qty(perUnit as number)) * BigInt(lineQty), 1000n));
  const lines = source.lines.map((line, index) => {
    const product = byId.get(line.productId);
    return {
      lineNo: index + 1,
      productId: line.productId,
      description:
        (line.description ?? [product?.name, product?.spec].filter(Boolean).join(' ')).slice(0, 256) || null,
      hsCode: product?.hsCode ?? null,
      qty: line.qty,
      unitPrice: line.unitPrice,
      amount: lineAmount(line.qty, line.unitPrice),
      grossWeight: weight(product?.grossWeight, line.qty),
      netWeight: weight(product?.netWeight, line.qty),
    };
  });
  const totalAmount = lines.reduce((sum, line) => sum + line.amount, 0);
  const depositPct = from.depositPct === undefined ? null : Math.round(from.depositPct * 100);
  const header = await newDocumentHeader(lc, 'PI');
  await lc.trx
    .insertInto('omsProformaInvoice')
    .values({
      ...header,
      customerId: source.customerId,
      salesOrderId: source.salesOrderId,
      offerId: source.offerId,
      currency: source.currency,
      incoterm: source.incoterm,
      paymentTerms: source.paymentTerms,
      bankInfo: from.bankInfo?.slice(0, 500) ?? null,
      validUntil: dayOf(new Date(lc.now + VALID_DAYS * DAY).toISOString()),
      totalAmount,
      depositPct,
      depositAmount: depositOf(totalAmount, depositPct),
      receivedAmount: 0,
    })
    .execute();
  if (lines.length > 0) {
    await lc.trx
      .insertInto('omsProformaInvoiceLine')
      .values(
        lines.map((line) => ({
          ...line,
          id: newId(),
          tenantId: lc.tenantId,
          proformaInvoiceId: header.id,
          createBy: lc.username,
          createTime: header.createTime,
        })),
      )
      .execute();
  }
  return { id: header.id, code: header.code };
}

const createFromBody = Type.Object({
  requestId: Type.String({ minLength: 1, maxLength: 64 }),
  salesOrderId: Type.Optional(Type.String({ maxLength: 32 })),
  offerId: Type.Optional(Type.String({ maxLength: 32 })),
  bankInfo: Type.Optional(Type.String({ maxLength: 500 })),
  depositPct: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
});

type Names = {
  mdmBusinessPartner: { id: string; code: string; name: string | null };
  mdmProduct: { id: string; code: string; name: string };
};

const decimal = (value: unknown, kind: 'qty' | 'price' | 'amount') =>
  value === null || value === undefined ? '' : fromScaled(qty(value as number), kind);

/** What the `proforma_invoice` template prints (print-fields.ts `proforma_invoice`). */
export async function proformaPrintRecord(db: Db, tenantId: number, id: string, now: number) {
  const names = db.withTables<Names>();
  const header = await names
    .selectFrom('omsProformaInvoice as p')
    .leftJoin('mdmBusinessPartner as c', 'c.id', 'p.customerId')
    .leftJoin('omsSalesOrder as o', 'o.id', 'p.salesOrderId')
    .leftJoin('ofrOffer as f', 'f.id', 'p.offerId')
    .select([
      'p.code',
      'p.docStatus',
      'p.currency',
      'p.incoterm',
      'p.portOfLoading',
      'p.portOfDestination',
      'p.paymentTerms',
      'p.bankInfo',
      'p.validUntil',
      'p.totalAmount',
      'p.depositAmount',
      'c.name as customerName',
      'c.code as customerCode',
      'o.code as salesOrderCode',
      'f.code as offerCode',
    ])
    .where('p.tenantId', '=', tenantId)
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!header) throw new AppError('doc.notFound');
  const rows = await names
    .selectFrom('omsProformaInvoiceLine as l')
    .leftJoin('mdmProduct as m', 'm.id', 'l.productId')
    .select([
      'l.lineNo',
      'm.code as productCode',
      'l.description',
      'l.hsCode',
      'l.qty',
      'l.unitPrice',
      'l.amount',
      'l.grossWeight',
      'l.netWeight',
      'l.packageDesc',
    ])
    .where('l.tenantId', '=', tenantId)
    .where('l.proformaInvoiceId', '=', id)
    .orderBy('l.lineNo')
    .execute();
  const sum = (key: 'grossWeight' | 'netWeight') =>
    rows.reduce((total, row) => total + qty(row[key] ?? 0), 0);
  return {
    docStatus: header.docStatus,
    code: header.code ?? '',
    customerName: `${header.customerName ?? ''} (${header.customerCode ?? ''})`,
    salesOrderCode: header.salesOrderCode ?? '',
    offerCode: header.offerCode ?? '',
    currency: header.currency,
    incoterm: header.incoterm ?? '',
    portOfLoading: header.portOfLoading ?? '',
    portOfDestination: header.portOfDestination ?? '',
    paymentTerms: header.paymentTerms ?? '',
    bankInfo: header.bankInfo ?? '',
    validUntil: dayOf(header.validUntil) ?? '',
    totalAmount: decimal(header.totalAmount, 'amount'),
    depositAmount: decimal(header.depositAmount, 'amount'),
    totalGrossWeight: fromScaled(sum('grossWeight'), 'qty'),
    totalNetWeight: fromScaled(sum('netWeight'), 'qty'),
    printDate: formatDateTime(now)?.slice(0, 10) ?? '',
    lines: rows.map((row, index) => ({
      lineNo: row.lineNo ?? index + 1,
      productCode: row.productCode ?? '',
      description: row.description ?? '',
      hsCode: row.hsCode ?? '',
      qty: decimal(row.qty, 'qty'),
      unitPrice: decimal(row.unitPrice, 'price'),
      amount: decimal(row.amount, 'amount'),
      grossWeight: decimal(row.grossWeight, 'qty'),
      netWeight: decimal(row.netWeight, 'qty'),
      packageDesc: row.packageDesc ?? '',
    })),
  };
}

const pdfQuery = Type.Object({
  id: Type.String({ maxLength: 32 }),
  templateCode: Type.Optional(Type.String({ maxLength: 64 })),
});

/**
 * `POST /oms/proformaInvoice/createFrom` (a sales order or an offer) and `GET /oms/proformaInvoice/pdf?id=`:
 * an approved proforma as a PDF of the tenant's `proforma_invoice` template (its own, else the default),
 * drawn server-side with pdfkit from the template designer's elements.
 */
export function registerProformaRoutes(app: FastifyInstance) {
  const base = proformaInvoice.basePath;
  createDocumentRoute(
    app,
    `${base}/createFrom`,
    {
      permission: `${proformaInvoice.permission}:add`,
      entity: proformaInvoice,
      body: createFromBody,
      docType: 'proforma_invoice',
      action: 'createFrom',
    },
    (lc, body) => createProformaFrom(lc, body),
  );
  app.get(
    `${base}/pdf`,
    {
      preHandler: requireEntityAccess(proformaInvoice),
      schema: { querystring: pdfQuery, response: fileReply('application/pdf', 'the proforma invoice') },
    },
    async (request, reply) => {
      const query = request.query as { id: string; templateCode?: string };
      await requireVisibleDocument(request, proformaInvoice, query.id);
      const { ctx } = request.server;
      const record = await proformaPrintRecord(ctx.db, request.user.tenantId, query.id, ctx.clock.now());
      if (record.docStatus !== 'approved') throw new AppError('proforma.notApproved');
      const code = query.templateCode ?? PROFORMA_TEMPLATE;
      const template = await findPrintTemplate(ctx.db, request.user.tenantId, code);
      if (template?.bizType !== PROFORMA_TEMPLATE) throw new AppError('proforma.templateMissing', { code });
      const design = parsePrintDesign(template.content, template.widthMm, template.heightMm);
      if (!design.ok) throw new AppError('printTemplate.invalidDesign', { detail: design.detail });
      const pdf = openPrintPdf(template.widthMm, template.heightMm, `Proforma invoice ${record.code}`);
      for (const ops of layoutPrintPages(design.design, record)) drawPrintPage(pdf, ops);
      pdf.doc.end();
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${record.code}.pdf"`)
        .send(pdf.doc);
    },
  );
}
