import { cmApply, priceCmLines } from '../../../src/domain/oms/cm-apply';
import { documentEffects } from '../../documents/document-effects';
import { loadDocument } from '../../documents/load-document';
import type { WriteEvent } from '../../entity/register-entity';
import { AppError } from '../../http/app-error';
import { enqueueSapMessage, onSapAnswer } from '../../integrations/sap/sap-outbox';
import type { LedgerContext } from '../warehouse/ledger/ledger-context';
import { qty } from '../warehouse/ledger/ledger-context';
import type { PartnerTable } from './cm-service-tables';
import { storeSapAnswerOn } from './sap-answer-status';

/** A credit memo request of the caller's tenant with its lines. */
export function loadCmApply(lc: LedgerContext, id: string) {
  return loadDocument(
    lc,
    {
      header: 'omsCmApply',
      headerColumns: [
        'createBy',
        'customerId',
        'eccSaleOrderId',
        'eccBillingNo',
        'cmReason',
        'currency',
        'amount',
        'taxAmount',
      ],
      lines: 'omsCmApplyLine',
      parent: 'cmApplyId',
      lineColumns: ['productId'],
      quantities: ['qty', 'unitPriceDiff', 'taxRate', 'amount', 'taxAmount'],
    },
    id,
  );
}

type LoadedCmApply = Awaited<ReturnType<typeof loadCmApply>>;

const cents = (value: number) => (value / 100).toFixed(2);

/**
 * The SAP credit memo request (`credit_memo`, docs/integrations.md): the customer's SAP number, the
 * sales order and billing document it credits, the reason, and one item per line with material,
 * quantity, net amount and tax as decimal strings.
 */
async function queueCreditMemo(lc: LedgerContext, doc: LoadedCmApply): Promise<void> {
  const { header, lines } = doc;
  const customer = await lc.trx
    .withTables<PartnerTable>()
    .selectFrom('mdmBusinessPartner')
    .select(['code', 'sapCustomerNo'])
    .where('id', '=', header.customerId)
    .executeTakeFirst();
  const products = new Map(
    (
      await lc.trx
        .selectFrom('mdmProduct')
        .select(['id', 'code'])
        .where('id', 'in', lines.length > 0 ? lines.map((line) => line.productId) : [''])
        .execute()
    ).map((row) => [row.id, row.code]),
  );
  await enqueueSapMessage(lc.trx, {
    tenantId: lc.tenantId,
    username: lc.username,
    now: lc.now,
    interfaceCode: 'credit_memo',
    bizDocType: 'cm_apply',
    bizDocId: header.id,
    bizDocCode: header.code,
    payload: {
      reference: header.code,
      customer: customer?.sapCustomerNo ?? customer?.code ?? null,
      salesOrder: header.eccSaleOrderId,
      billingNo: header.eccBillingNo,
      reason: header.cmReason,
      currency: header.currency,
      netAmount: cents(qty(header.amount)),
      taxAmount: cents(qty(header.taxAmount)),
      items: lines.map((line) => ({
        item: String(line.lineNo * 10).padStart(6, '0'),
        material: products.get(line.productId) ?? line.productId,
        qty: (line.qty / 1000).toString(),
        netAmount: cents(line.amount),
        taxAmount: cents(line.taxAmount),
      })),
    },
  });
}

/**
 * Credit memo requests (domain.md 3.11): two-step approval by the descriptor (sales manager, then
 * finance); the final approval queues the SAP credit memo request and marks the SAP status pending.
 */
export const cmApplyEffects = documentEffects(cmApply, {
  load: loadCmApply,
  actions: {
    approve: {
      guard: (doc) => {
        if (doc.lines.length === 0) throw new AppError('cmApply.noLines');
      },
      run: async ({ lc, doc }) => {
        await queueCreditMemo(lc, doc);
      },
    },
    cancel: {},
    refuse: {},
  },
  headerColumns: (doc) => (doc.header.docStatus === 'approved' ? { sapStatus: 'pending' } : {}),
});

onSapAnswer('credit_memo', storeSapAnswerOn('omsCmApply'));

const scaled = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * The generic add and edit (engine `beforeWrite`): each line sent is priced (qty × unit price
 * difference, tax per line) and the header's amounts are their sums (docs/decisions.md "Exact money").
 */
export function priceCmApplyOnSave(event: WriteEvent): void {
  if (event.action === 'delete') return;
  const lines = event.record.lines.lines;
  if (!lines) return;
  const inputs = lines.map((line) => ({
    qty: scaled(line.qty) ?? 0,
    unitPriceDiff: scaled(line.unitPriceDiff) ?? 0,
    taxRate: scaled(line.taxRate) ?? 1300,
  }));
  const priced = priceCmLines(inputs);
  lines.forEach((line, index) => {
    line.taxRate = inputs[index]!.taxRate;
    line.amount = priced.lines[index]!.amount;
    line.taxAmount = priced.lines[index]!.taxAmount;
  });
  event.record.values.amount = priced.amount;
  event.record.values.taxAmount = priced.taxAmount;
  event.record.values.amountInclTax = priced.amountInclTax;
}
