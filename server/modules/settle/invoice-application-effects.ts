import type { Transaction } from 'kysely';
import { documentTotals, taxOf } from '../../../src/domain/money';
import { invoiceApplication } from '../../../src/domain/srm/invoice-application';
import type { Database } from '../../db/database';
import { toDbDateTime } from '../../db/datetime';
import { documentEffects } from '../../documents/document-effects';
import { loadDocument } from '../../documents/load-document';
import { typedTrx } from '../../entity/entity-write';
import type { WriteEvent } from '../../entity/register-entity';
import { AppError } from '../../http/app-error';
import { enqueueSapMessage, onSapAnswer, type SapAnswerHandler } from '../../integrations/sap/sap-outbox';
import { type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import { touchSettlement } from './supplier-settle-effects';
import './settle-tables';

/** ±0.05 in cents: what the invoices may differ from the settlement by (domain.md 3.6). */
export const INVOICE_TOLERANCE = 5;

const money = (cents: number): string => (cents / 100).toFixed(2);

/** An invoice application of the caller's tenant with its invoices, or `doc.notFound`. */
export async function loadInvoiceApplication(lc: LedgerContext, id: string) {
  return loadDocument(
    lc,
    {
      header: 'srmInvoiceApplication',
      headerColumns: ['partnerId', 'supplierSettleId', 'verifyStatus', 'sapDocNo', 'createBy'],
      lines: 'srmInvoiceApplicationLine',
      parent: 'invoiceApplicationId',
      lineColumns: ['id', 'invoiceCode', 'invoiceNo', 'fileId'],
      quantities: ['amountExclTax', 'taxAmount', 'amountInclTax'],
    },
    id,
  );
}

export type InvoiceApplicationDocument = Awaited<ReturnType<typeof loadInvoiceApplication>>;

/** The settlement an application invoices, in the tenant: what is left to invoice and its state. */
async function settlementOf(trx: Transaction<Database>, tenantId: number, settleId: string) {
  const row = await trx
    .selectFrom('omsSupplierSettle')
    .select([
      'id',
      'code',
      'partnerId',
      'docStatus',
      'fulfilStatus',
      'supplierConfirmStatus',
      'amountInclTax',
      'invoicedAmount',
    ])
    .where('tenantId', '=', tenantId)
    .where('id', '=', settleId)
    .executeTakeFirst();
  if (!row) throw new AppError('doc.notFound');
  return {
    ...row,
    code: row.code ?? row.id,
    amountInclTax: qty(row.amountInclTax),
    invoicedAmount: qty(row.invoicedAmount),
  };
}

/** Gross amount of the application against what the settlement still has to invoice (cents). */
const differenceOf = (gross: number, settle: { amountInclTax: number; invoicedAmount: number }) =>
  gross - (settle.amountInclTax - settle.invoicedAmount);

/**
 * The generic add and edit (engine `beforeWrite`): each invoice's tax and gross amount from its net
 * amount and rate (per line), the header's sums and difference, the supplier taken from the settlement
 * (which must be in the caller's scope), and no invoice (code + number) twice in one application.
 */
export async function priceInvoiceApplication(event: WriteEvent): Promise<void> {
  if (event.action === 'delete') return;
  const { values, lines } = event.record;
  const invoices = lines.lines;
  const settleId = typeof values.supplierSettleId === 'string' ? values.supplierSettleId : null;
  if (settleId) {
    const settle = await settlementOf(typedTrx(event.trx), event.scope.tenantId, settleId);
    if (event.scope.partner && settle.partnerId !== event.scope.partner.id)
      throw new AppError('doc.notFound');
    values.partnerId = settle.partnerId;
  }
  if (!invoices) return;
  const priced: { amount: number; taxAmount: number }[] = [];
  const seen = new Set<string>();
  for (const invoice of invoices) {
    const amount = typeof invoice.amountExclTax === 'number' ? invoice.amountExclTax : 0;
    const taxAmount = taxOf(amount, typeof invoice.taxRate === 'number' ? invoice.taxRate : 0);
    invoice.taxAmount = taxAmount;
    invoice.amountInclTax = amount + taxAmount;
    priced.push({ amount, taxAmount });
    // Other applications' invoices are the engine's unique key; the same invoice twice in one is refused here.
    const key = `${String(invoice.invoiceCode)}|${String(invoice.invoiceNo)}`;
    if (seen.has(key)) {
      throw new AppError('invoiceApplication.invoiceTaken', {
        invoiceCode: String(invoice.invoiceCode),
        invoiceNo: String(invoice.invoiceNo),
      });
    }
    seen.add(key);
  }
  const totals = documentTotals(priced);
  values.amountExclTax = totals.amountExclTax;
  values.taxAmount = totals.taxAmount;
  values.amountInclTax = totals.amountInclTax;
  if (settleId) {
    const settle = await settlementOf(typedTrx(event.trx), event.scope.tenantId, settleId);
    values.differenceAmount = differenceOf(totals.amountInclTax, settle);
  }
}

/**
 * Submit (approve by the supplier): the settlement is published and confirmed and has no other
 * application that still counts; at least one invoice, each with its scan.
 */
async function submit(lc: LedgerContext, doc: InvoiceApplicationDocument): Promise<void> {
  const settle = await settlementOf(lc.trx, lc.tenantId, doc.header.supplierSettleId);
  if (settle.docStatus !== 'approved' || settle.supplierConfirmStatus !== 'confirmed') {
    throw new AppError('invoiceApplication.settleNotConfirmed', { code: settle.code });
  }
  const other = await lc.trx
    .selectFrom('srmInvoiceApplication')
    .select(['code', 'id'])
    .where('tenantId', '=', lc.tenantId)
    .where('supplierSettleId', '=', settle.id)
    .where('id', '!=', doc.header.id)
    .where('docStatus', '=', 'approved')
    .where('verifyStatus', '!=', 'rejected')
    .where('fulfilStatus', '!=', 'completed')
    .executeTakeFirst();
  if (other)
    throw new AppError('invoiceApplication.otherApplication', {
      code: settle.code,
      other: other.code ?? other.id,
    });
  if (doc.lines.length === 0) throw new AppError('invoiceApplication.noLines');
  const unscanned = doc.lines.find((line) => !line.fileId);
  if (unscanned) throw new AppError('invoiceApplication.scanMissing', { lineNo: unscanned.lineNo });
  await lc.trx
    .updateTable('srmInvoiceApplication')
    .set({ verifyStatus: 'unverified', verifyRemark: null, verifyBy: null, verifyTime: null })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', doc.header.id)
    .execute();
}

/** Finance's rejection (cancel approval with a remark): back to the supplier, unless already verified. */
async function reject(lc: LedgerContext, doc: InvoiceApplicationDocument, remark: string): Promise<void> {
  await lc.trx
    .updateTable('srmInvoiceApplication')
    .set({
      verifyStatus: 'rejected',
      verifyRemark: remark,
      verifyBy: lc.username,
      verifyTime: toDbDateTime(lc.now),
    })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', doc.header.id)
    .execute();
}

const grossOf = (doc: InvoiceApplicationDocument) =>
  documentTotals(doc.lines.map((line) => ({ amount: line.amountExclTax, taxAmount: line.taxAmount })))
    .amountInclTax;

/**
 * Finance verifies (domain.md 3.6): the invoices' gross total within ±0.05 of what the settlement still
 * has to invoice, else a refusal naming the difference; then SAP invoice verification (`invoice_verify`)
 * is queued in this transaction, the application executes until SAP answers and the settlement executes
 * from its first verified invoice.
 */
async function verify(lc: LedgerContext, doc: InvoiceApplicationDocument): Promise<void> {
  const settle = await settlementOf(lc.trx, lc.tenantId, doc.header.supplierSettleId);
  const gross = grossOf(doc);
  const difference = differenceOf(gross, settle);
  if (Math.abs(difference) > INVOICE_TOLERANCE) {
    throw new AppError('invoiceApplication.difference', {
      invoiced: money(gross),
      expected: money(settle.amountInclTax - settle.invoicedAmount),
      difference: money(difference),
    });
  }
  doc.header.fulfilStatus = 'executing';
  await lc.trx
    .updateTable('srmInvoiceApplication')
    .set({
      verifyStatus: 'verified',
      verifyBy: lc.username,
      verifyTime: toDbDateTime(lc.now),
      differenceAmount: difference,
      sapStatus: 'pending',
      fulfilStatus: 'executing',
    })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', doc.header.id)
    .execute();
  if (settle.fulfilStatus === 'unexecuted')
    await touchSettlement(lc.trx, lc.tenantId, settle.id, { fulfilStatus: 'executing' });
  await enqueueSapMessage(lc.trx, {
    tenantId: lc.tenantId,
    username: lc.username,
    now: lc.now,
    interfaceCode: 'invoice_verify',
    bizDocType: 'invoice_application',
    bizDocId: doc.header.id,
    bizDocCode: doc.header.code,
    payload: {
      reference: doc.header.code,
      settlement: settle.code,
      grossAmount: money(gross),
      invoices: doc.lines.map((line) => ({
        invoiceCode: line.invoiceCode,
        invoiceNo: line.invoiceNo,
        netAmount: money(line.amountExclTax),
        taxAmount: money(line.taxAmount),
        grossAmount: money(line.amountInclTax),
      })),
    },
  });
}

/** The business effects of the invoice application's actions (descriptor: src/domain/srm/invoice-application.ts). */
export const invoiceApplicationEffects = documentEffects(invoiceApplication, {
  load: loadInvoiceApplication,
  actions: {
    approve: { run: ({ lc, doc }) => submit(lc, doc) },
    cancelApproval: {
      guard: (doc) => {
        if (doc.header.verifyStatus === 'verified') throw new AppError('invoiceApplication.alreadyVerified');
      },
      run: ({ lc, doc, input }) => reject(lc, doc, input.remark ?? ''),
    },
    cancel: {},
    verify: { run: ({ lc, doc }) => verify(lc, doc) },
  },
});

/**
 * SAP's final answer to `invoice_verify` (in the transaction that logs it): accepted → the MIRO number
 * on the application, which is completed and now unpaid; the settlement's invoiced amount rises by the
 * application's gross amount, its invoice status and fulfilment follow (completed once invoiced reaches
 * the total within ±0.05). Refused for good → the application's SAP status `failed`.
 */
export const applyInvoiceVerifyAnswer: SapAnswerHandler = async (trx, message, answer) => {
  if (!message.bizDocId) return;
  const app = await trx
    .selectFrom('srmInvoiceApplication')
    .select(['id', 'supplierSettleId', 'amountInclTax'])
    .where('tenantId', '=', message.tenantId)
    .where('id', '=', message.bizDocId)
    .executeTakeFirst();
  if (!app) return;
  if (!answer.ok) {
    await trx
      .updateTable('srmInvoiceApplication')
      .set({ sapStatus: 'failed' })
      .where('id', '=', app.id)
      .execute();
    return;
  }
  await trx
    .updateTable('srmInvoiceApplication')
    .set({
      sapStatus: 'success',
      sapDocNo: answer.sapDocNo?.slice(0, 16) ?? null,
      fulfilStatus: 'completed',
      paymentStatus: 'unpaid',
    })
    .where('id', '=', app.id)
    .execute();
  const settle = await settlementOf(trx, message.tenantId, app.supplierSettleId);
  const invoiced = settle.invoicedAmount + qty(app.amountInclTax);
  const done = invoiced >= settle.amountInclTax - INVOICE_TOLERANCE;
  await touchSettlement(trx, message.tenantId, settle.id, {
    invoicedAmount: invoiced,
    invoiceStatus: done ? 'invoiced' : 'partial',
    fulfilStatus: done ? 'completed' : 'executing',
  });
};

onSapAnswer('invoice_verify', applyInvoiceVerifyAnswer);
