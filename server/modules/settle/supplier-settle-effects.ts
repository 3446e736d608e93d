import { sql, type Transaction } from 'kysely';
import { Type } from 'typebox';
import { documentTotals } from '../../../src/domain/money';
import { supplierSettle } from '../../../src/domain/oms/supplier-settle';
import type { Database } from '../../db/database';
import { toDbDateTime } from '../../db/datetime';
import {
  type ActionInputValue,
  actionBase,
  ID,
  QTY,
  scaledPrice,
  scaledQty,
} from '../../documents/action-body';
import { documentEffects } from '../../documents/document-effects';
import { loadDocument } from '../../documents/load-document';
import { AppError } from '../../http/app-error';
import { type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import { movePoItemsSettled, moveSettled, netByItem, priceLine } from './generate-settlement';
import './settle-tables';

/** A supplier settlement of the caller's tenant with its lines, or `doc.notFound`. */
export async function loadSupplierSettle(lc: LedgerContext, id: string) {
  const { header, lines } = await loadDocument(
    lc,
    {
      header: 'omsSupplierSettle',
      headerColumns: ['partnerId', 'supplierConfirmStatus', 'createBy'],
      lines: 'omsSupplierSettleLine',
      parent: 'supplierSettleId',
      lineColumns: ['id', 'receiptLineId', 'supplierReturnLineId', 'poItemId', 'dispute', 'disputeRemark'],
      quantities: ['qty', 'unitPrice', 'priceUnit', 'taxRate'],
    },
    id,
  );
  return { header, lines };
}

export type SupplierSettleDocument = Awaited<ReturnType<typeof loadSupplierSettle>>;
type SettleLine = SupplierSettleDocument['lines'][number];

/**
 * Gives back the settled quantities a settlement's lines (or parts of them, `part`) reserved: the source
 * receipt / return lines and the PO items. Releases are never guarded: they only make quantity free again.
 */
async function release(
  lc: LedgerContext,
  parts: readonly { line: SettleLine; qty: number }[],
): Promise<void> {
  const receipts = parts.filter((p) => p.line.receiptLineId && p.qty !== 0);
  const returns = parts.filter((p) => p.line.supplierReturnLineId && p.qty !== 0);
  await moveSettled(
    lc,
    'wms_receipt_line',
    receipts.map((p) => ({ id: p.line.receiptLineId!, seen: null, add: -p.qty })),
  );
  await moveSettled(
    lc,
    'wms_supplier_return_line',
    returns.map((p) => ({ id: p.line.supplierReturnLineId!, seen: null, add: p.qty })),
  );
  await movePoItemsSettled(
    lc,
    netByItem(
      parts.map((p) => ({ poItemId: p.line.poItemId, qty: p.qty })),
      -1,
    ),
  );
}

/** The header's quantity and money as the sums of its stored lines (totals = Σ lines, never re-rounded). */
export async function retotal(lc: LedgerContext, settleId: string): Promise<void> {
  const lines = await lc.trx
    .selectFrom('omsSupplierSettleLine')
    .select(['qty', 'amount', 'taxAmount'])
    .where('tenantId', '=', lc.tenantId)
    .where('supplierSettleId', '=', settleId)
    .execute();
  const priced = lines.map((line) => ({
    qty: qty(line.qty),
    amount: qty(line.amount),
    taxAmount: qty(line.taxAmount),
  }));
  await lc.trx
    .updateTable('omsSupplierSettle')
    .set({ totalQty: priced.reduce((total, line) => total + line.qty, 0), ...documentTotals(priced) })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', settleId)
    .execute();
}

async function setHeader(
  lc: LedgerContext,
  doc: SupplierSettleDocument,
  values: { published?: number; supplierConfirmStatus?: string; supplierConfirmTime?: string | null },
): Promise<void> {
  await lc.trx
    .updateTable('omsSupplierSettle')
    .set(values)
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', doc.header.id)
    .execute();
}

/** The first invoice application that still counts (not cancelled) for the settlement, if any. */
async function liveApplication(lc: LedgerContext, settleId: string): Promise<string | undefined> {
  const row = await lc.trx
    .selectFrom('srmInvoiceApplication')
    .select(['code', 'id'])
    .where('tenantId', '=', lc.tenantId)
    .where('supplierSettleId', '=', settleId)
    .where('docStatus', '!=', 'cancelled')
    .executeTakeFirst();
  return row ? (row.code ?? row.id) : undefined;
}

async function noApplication(lc: LedgerContext, doc: SupplierSettleDocument): Promise<void> {
  const code = await liveApplication(lc, doc.header.id);
  if (code) throw new AppError('supplierSettle.hasInvoices', { code });
}

const unanswered = (doc: SupplierSettleDocument) => {
  if (doc.header.supplierConfirmStatus !== 'unconfirmed')
    throw new AppError('supplierSettle.alreadyAnswered');
};

// ---- the supplier's dispute and the buyer's correction: bodies and inputs ----

const REMARK = Type.String({ minLength: 1, maxLength: 500 });
const disputeBody = Type.Object({
  ...actionBase,
  lines: Type.Array(Type.Object({ lineId: ID, remark: REMARK }), { minItems: 1, maxItems: 500 }),
});
const correctBody = Type.Object({
  ...actionBase,
  lines: Type.Array(
    Type.Object({ lineId: ID, qty: QTY, unitPrice: Type.Optional(Type.Number({ minimum: 0 })) }),
    { minItems: 1, maxItems: 500 },
  ),
});

/** What the dispute and the correction carry (`input.custom`). */
export type SettleInput =
  | { kind: 'dispute'; lines: { lineId: string; remark: string }[] }
  | { kind: 'correct'; lines: { lineId: string; qty: number; unitPrice: number | null }[] };

/** The input of a dispute, as the route parses it (the demo seed disputes as a supplier would). */
export const disputeInput = (lines: { lineId: string; remark: string }[]): ActionInputValue<SettleInput> => ({
  custom: { kind: 'dispute', lines },
});

/** The input of a correction: per line its new quantity (magnitude, scaled) and optionally its price. */
export const correctInput = (lines: { lineId: string; qty: number; unitPrice?: number | null }[]) => ({
  custom: {
    kind: 'correct' as const,
    lines: lines.map((line) => ({ lineId: line.lineId, qty: line.qty, unitPrice: line.unitPrice ?? null })),
  },
});

const lineOf = (doc: SupplierSettleDocument, lineId: string): SettleLine => {
  const line = doc.lines.find((one) => one.id === lineId);
  if (!line) throw new AppError('supplierSettle.lineNotFound', { lineId });
  return line;
};

/** The supplier disputes lines with a remark each (domain.md 3.11): the buyer is told (notify). */
async function dispute(lc: LedgerContext, doc: SupplierSettleDocument, input: SettleInput): Promise<void> {
  if (input.kind !== 'dispute') return;
  unanswered(doc);
  for (const given of input.lines) {
    const line = lineOf(doc, given.lineId);
    await lc.trx
      .updateTable('omsSupplierSettleLine')
      .set({ dispute: 1, disputeRemark: given.remark })
      .where('tenantId', '=', lc.tenantId)
      .where('id', '=', line.id)
      .execute();
  }
  await setHeader(lc, doc, { supplierConfirmStatus: 'rejected', supplierConfirmTime: toDbDateTime(lc.now) });
}

/**
 * The buyer's correction of a line of a pending settlement: a quantity between 0 and the line's own
 * (what is taken off is released on the source line and the PO item), optionally another net price; the
 * line is re-priced, its dispute closed, the header re-totalled.
 */
async function correct(lc: LedgerContext, doc: SupplierSettleDocument, input: SettleInput): Promise<void> {
  if (input.kind !== 'correct') return;
  for (const given of input.lines) {
    const line = lineOf(doc, given.lineId);
    const sign = line.qty < 0 ? -1 : 1;
    const max = Math.abs(line.qty);
    if (given.qty > max) {
      throw new AppError('supplierSettle.qtyOutOfRange', {
        lineNo: line.lineNo,
        max: (max / 1000).toString(),
      });
    }
    const next = sign * given.qty;
    await release(lc, [{ line, qty: line.qty - next }]);
    const unitPrice = given.unitPrice ?? line.unitPrice;
    const money = priceLine({
      qty: next,
      netPrice: unitPrice,
      priceUnit: line.priceUnit,
      taxRate: line.taxRate,
    });
    await lc.trx
      .updateTable('omsSupplierSettleLine')
      .set({ qty: next, unitPrice, ...money, dispute: 0 })
      .where('tenantId', '=', lc.tenantId)
      .where('id', '=', line.id)
      .execute();
  }
  await retotal(lc, doc.header.id);
}

/**
 * The business effects of the supplier settlement's actions (descriptor: src/domain/oms/supplier-settle.ts);
 * the engine claims, stamps, logs and notifies the supplier's users on publish and the buyer on answers.
 */
export const supplierSettleEffects = documentEffects<SupplierSettleDocument, SettleInput>(supplierSettle, {
  load: loadSupplierSettle,
  actions: {
    approve: {
      guard: (doc) => {
        if (doc.lines.length === 0) throw new AppError('supplierSettle.noLines');
        const disputed = doc.lines.find((line) => Number(line.dispute) === 1);
        if (disputed) throw new AppError('supplierSettle.disputeOpen', { lineNo: disputed.lineNo });
      },
      run: ({ lc, doc }) =>
        setHeader(lc, doc, { published: 1, supplierConfirmStatus: 'unconfirmed', supplierConfirmTime: null }),
    },
    cancelApproval: {
      run: async ({ lc, doc }) => {
        await noApplication(lc, doc);
        await setHeader(lc, doc, { published: 0 });
      },
    },
    cancel: {
      run: async ({ lc, doc }) => {
        await noApplication(lc, doc);
        await release(
          lc,
          doc.lines.map((line) => ({ line, qty: line.qty })),
        );
      },
    },
    confirmSettle: {
      guard: (doc) => unanswered(doc),
      run: ({ lc, doc }) =>
        setHeader(lc, doc, { supplierConfirmStatus: 'confirmed', supplierConfirmTime: toDbDateTime(lc.now) }),
    },
    dispute: {
      body: disputeBody,
      parse: (body) => disputeInput((body as { lines: { lineId: string; remark: string }[] }).lines),
      run: ({ lc, doc, input }) => dispute(lc, doc, input.custom!),
    },
    correctLine: {
      body: correctBody,
      parse: (body) =>
        correctInput(
          (body as { lines: { lineId: string; qty: number | string; unitPrice?: number }[] }).lines.map(
            (line) => ({
              lineId: line.lineId,
              qty: scaledQty(line.qty),
              unitPrice: scaledPrice(line.unitPrice),
            }),
          ),
        ),
      run: ({ lc, doc, input }) => correct(lc, doc, input.custom!),
    },
  },
});

/** Bumps a settlement's version when another document changed it (an invoice application's verification). */
export const touchSettlement = (
  trx: Transaction<Database>,
  tenantId: number,
  settleId: string,
  values: { fulfilStatus?: string; invoicedAmount?: number; invoiceStatus?: string },
) =>
  trx
    .updateTable('omsSupplierSettle')
    .set({ ...values, version: sql<number>`version + 1` })
    .where('tenantId', '=', tenantId)
    .where('id', '=', settleId)
    .execute();
