import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { fromScaled } from '../../../src/domain/entity/scaled-number';
import { label } from '../../../src/domain/srm/label';
import { layoutPrintPages, parsePrintDesign } from '../../../src/domain/system/entities/print-design';
import { formatDateTime, toDbDateTime } from '../../db/datetime';
import { entityDb, rowScope, scopedFrom } from '../../entity/entity-store';
import { requireEntityAccess } from '../../entity/register-entity';
import { AppError } from '../../http/app-error';
import { fileReply } from '../../http/response-schema';
import { drawPrintPage, openPrintPdf, type PrintPdf } from '../system/print-templates/print-pdf';
import { findPrintTemplate } from '../system/print-templates/print-template-routes';
import { dayOf, qty } from '../warehouse/ledger/ledger-context';
import './srm-tables';

/** The default label of domain.md 4.2 (src/domain/system/entities/default-print-templates.ts). */
export const LABEL_TEMPLATE = 'label_100x70';
/** Labels chosen one by one per print (a page of the list); a whole note prints up to its limit. */
export const MAX_SELECTED_LABELS = 200;
/** Rows read, counted and drawn at a time; the event loop breathes between slices. */
const SLICE = 250;

type Names = {
  mdmBusinessPartner: { id: string; code: string; name: string | null };
  mdmProduct: { id: string; code: string; name: string; spec: string | null };
  wmsFacility: { id: string; name: string };
};

const pdfQuery = Type.Object({
  deliveryNoteId: Type.Optional(Type.String({ maxLength: 32 })),
  ids: Type.Optional(
    Type.String({ maxLength: 33 * MAX_SELECTED_LABELS, description: 'label ids, comma separated' }),
  ),
  templateCode: Type.Optional(Type.String({ maxLength: 64 })),
});

/**
 * The labels a caller prints, in label-number order, through the entity's scope (tenant, a supplier's
 * own partner, data rules: domain.md 4.4): all of a delivery note, or the chosen ids. Nothing visible,
 * or one chosen id outside the scope, answers not-found: no hint that it exists.
 */
async function chosenLabels(request: FastifyRequest, query: { deliveryNoteId?: string; ids?: string }) {
  const ids = [
    ...new Set(
      (query.ids ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (!query.deliveryNoteId && ids.length === 0) throw new AppError('label.noneSelected');
  if (ids.length > MAX_SELECTED_LABELS) throw new AppError('label.tooMany', { max: MAX_SELECTED_LABELS });
  const scope = await rowScope(request, label);
  let select = scopedFrom(entityDb(request.server.ctx), label, scope).select(['id', 'deliveryNoteId']);
  if (query.deliveryNoteId) select = select.where('deliveryNoteId', '=', query.deliveryNoteId);
  if (ids.length > 0) select = select.where('id', 'in', ids);
  const rows = (await select.orderBy('labelNo').execute()) as { id: string; deliveryNoteId: string }[];
  if (rows.length === 0 || (ids.length > 0 && rows.length !== ids.length))
    throw new AppError('entity.notFound');
  return rows;
}

/**
 * What a label prints (print-fields.ts `label`, domain.md 4.2), for a slice of label ids in the given
 * order: supplier, product, quantity and batch, order and note, ship-to facility, `i / n`, print date.
 */
async function labelRecords(request: FastifyRequest, ids: readonly string[], printDate: string) {
  const db = request.server.ctx.db.withTables<Names>();
  const rows = await db
    .selectFrom('srmLabel as l')
    .innerJoin('srmDeliveryNote as n', 'n.id', 'l.deliveryNoteId')
    .innerJoin('srmPurchaseOrderItem as i', 'i.id', 'l.poItemId')
    .innerJoin('srmPurchaseOrder as o', 'o.id', 'i.purchaseOrderId')
    .leftJoin('mdmBusinessPartner as p', 'p.id', 'l.partnerId')
    .leftJoin('mdmProduct as m', 'm.id', 'l.productId')
    .leftJoin('wmsFacility as f', 'f.id', 'l.facilityId')
    .select([
      'l.id',
      'l.labelNo',
      'l.qty',
      'l.uom',
      'l.supplierBatchNo',
      'l.productionDate',
      'l.expiryDate',
      'l.packageSeq',
      'l.packageTotal',
      'l.qrPayload',
      'n.code as dnCode',
      'o.code as poNo',
      'i.lineNo as poItem',
      'p.code as supplierCode',
      'p.name as supplierName',
      'm.code as productCode',
      'm.name as productName',
      'm.spec as productSpec',
      'f.name as facilityName',
    ])
    .where('l.tenantId', '=', request.user.tenantId)
    .where('l.id', 'in', [...ids])
    .execute();
  const byId = new Map(
    rows.map((row) => [
      row.id,
      {
        labelNo: row.labelNo,
        supplierName: row.supplierName,
        supplierCode: row.supplierCode,
        productCode: row.productCode,
        productName: row.productName,
        productSpec: row.productSpec,
        qty: fromScaled(qty(row.qty), 'qty'),
        uom: row.uom,
        supplierBatch: row.supplierBatchNo,
        productionDate: dayOf(row.productionDate),
        expiryDate: dayOf(row.expiryDate),
        poNo: row.poNo,
        poItem: row.poItem,
        dnCode: row.dnCode,
        facilityName: row.facilityName,
        packageNo: `${row.packageSeq} / ${row.packageTotal}`,
        printDate,
        qrPayload: row.qrPayload,
      },
    ]),
  );
  return ids.flatMap((id) => {
    const record = byId.get(id);
    return record ? [record] : [];
  });
}

/**
 * A reprint is counted (domain.md 3.6): every printed label's `print_count` and `last_print_time`, and
 * once per print its notes' `label_print_count`, in one transaction before the PDF is sent.
 */
async function countPrint(
  request: FastifyRequest,
  labels: readonly { id: string; deliveryNoteId: string }[],
) {
  const { ctx, user } = { ctx: request.server.ctx, user: request.user };
  const now = toDbDateTime(ctx.clock.now());
  const notes = [...new Set(labels.map((row) => row.deliveryNoteId))];
  await ctx.db.transaction().execute(async (trx) => {
    for (let start = 0; start < labels.length; start += SLICE) {
      await trx
        .updateTable('srmLabel')
        .set((eb) => ({ printCount: eb('printCount', '+', 1), lastPrintTime: now }))
        .where('tenantId', '=', user.tenantId)
        .where(
          'id',
          'in',
          labels.slice(start, start + SLICE).map((row) => row.id),
        )
        .execute();
    }
    await trx
      .updateTable('srmDeliveryNote')
      .set((eb) => ({
        labelPrintCount: eb(eb.fn.coalesce('labelPrintCount', eb.lit(0)), '+', 1),
        updateTime: now,
        updateBy: user.username,
      }))
      .where('tenantId', '=', user.tenantId)
      .where('id', 'in', notes)
      .execute();
  });
}

/** Draws the labels slice by slice, yielding to the event loop between slices, then ends the PDF. */
async function drawLabels(
  request: FastifyRequest,
  pdf: PrintPdf,
  design: ReturnType<typeof parsePrintDesign> & { ok: true },
  ids: readonly string[],
) {
  const printDate = formatDateTime(request.server.ctx.clock.now())?.slice(0, 10) ?? '';
  try {
    for (let start = 0; start < ids.length; start += SLICE) {
      const records = await labelRecords(request, ids.slice(start, start + SLICE), printDate);
      for (const record of records) {
        for (const ops of layoutPrintPages(design.design, record)) drawPrintPage(pdf, ops);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch (error) {
    request.log.error({ err: error }, 'label PDF failed');
    pdf.doc.destroy(error instanceof Error ? error : new Error(String(error)));
    return;
  }
  pdf.doc.end();
}

/**
 * GET /srm/label/pdf?deliveryNoteId= | ?ids=a,b (domain.md 4.2, 4.3): the labels as one PDF, one page
 * per label of the tenant's label template (its own, else the default 100 x 70 mm), drawn from the
 * template designer's elements server-side (pdfkit; Code 128 and QR encoded as bwip-js did, print-pdf.ts),
 * streamed as it is drawn. Anyone with the print-labels page prints, a supplier only its own labels;
 * every print counts.
 */
export function registerLabelPdf(app: FastifyInstance) {
  app.get(
    '/srm/label/pdf',
    {
      preHandler: requireEntityAccess(label),
      schema: { querystring: pdfQuery, response: fileReply('application/pdf', 'the labels, one page each') },
    },
    async (request, reply) => {
      const query = request.query as { deliveryNoteId?: string; ids?: string; templateCode?: string };
      const labels = await chosenLabels(request, query);
      const code = query.templateCode ?? LABEL_TEMPLATE;
      const template = await findPrintTemplate(request.server.ctx.db, request.user.tenantId, code);
      if (template?.bizType !== 'label' || !template) throw new AppError('label.templateMissing', { code });
      const design = parsePrintDesign(template.content, template.widthMm, template.heightMm);
      if (!design.ok) throw new AppError('printTemplate.invalidDesign', { detail: design.detail });
      await countPrint(request, labels);
      const pdf = openPrintPdf(template.widthMm, template.heightMm, `labels ${labels.length}`);
      void drawLabels(
        request,
        pdf,
        design,
        labels.map((row) => row.id),
      );
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="labels-${labels.length}.pdf"`)
        .header('X-Label-Count', String(labels.length))
        .send(pdf.doc);
    },
  );
}
