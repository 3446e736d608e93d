import { supplierSettle } from '../../../../src/domain/oms/supplier-settle';
import { invoiceApplication } from '../../../../src/domain/srm/invoice-application';
import { AppError } from '../../../http/app-error';
import { nextFillValue } from '../../../modules/rules/next-fill-value';
import { generateSettlement } from '../../../modules/settle/generate-settlement';
import {
  applyInvoiceVerifyAnswer,
  invoiceApplicationEffects,
} from '../../../modules/settle/invoice-application-effects';
import { disputeInput, supplierSettleEffects } from '../../../modules/settle/supplier-settle-effects';
import { type LedgerContext, qty } from '../../../modules/warehouse/ledger/ledger-context';
import { toDbDateTime } from '../../datetime';
import { newId } from '../../ids';
import { DEMO_PARTNER_IDS } from '../demo-data';
import { demoDocumentAction } from '../warehouse/demo-document-action';

/** domain.md 6.1: 24 supplier settlements; the rest of the receipts stay for the buyer and the month-end job. */
const SETTLEMENTS = 24;
const DAY = 86_400_000;
const PORTAL: Record<string, string> = {
  [DEMO_PARTNER_IDS.supplierA]: 'supplier_a',
  [DEMO_PARTNER_IDS.supplierB]: 'supplier_b',
};

/** Quarters (first and last day) from the one of `from` to the one before `now`'s. */
function quarters(from: number, now: number): { periodFrom: string; periodTo: string; end: number }[] {
  const out: { periodFrom: string; periodTo: string; end: number }[] = [];
  const start = new Date(from);
  let year = start.getUTCFullYear();
  let quarter = Math.floor(start.getUTCMonth() / 3);
  for (;;) {
    const first = Date.UTC(year, quarter * 3, 1);
    const next = Date.UTC(year, quarter * 3 + 3, 1);
    if (next > now) break;
    out.push({
      periodFrom: new Date(first).toISOString().slice(0, 10),
      periodTo: new Date(next - DAY).toISOString().slice(0, 10),
      end: next,
    });
    quarter += 1;
    if (quarter === 4) {
      quarter = 0;
      year += 1;
    }
  }
  return out;
}

/** Two invoices whose gross amounts at 13 % add up to `gross` (cents) within a cent each. */
function invoicesFor(gross: number): { amountExclTax: number; taxAmount: number; amountInclTax: number }[] {
  const first = Math.floor(gross / 2);
  return [first, gross - first].map((part) => {
    const net = Math.round((part * 100) / 113);
    const tax = Math.round((net * 13) / 100);
    return { amountExclTax: net, taxAmount: tax, amountInclTax: net + tax };
  });
}

/**
 * Supplier settlements and invoice applications of the demo (domain.md 6.1), deterministic: per quarter of
 * the demo's receipts, supplier_a and supplier_b first, a settlement of each supplier with accepted
 * quantity to settle, until 24; then every state: pending, published, disputed, cancelled, confirmed, and
 * for the confirmed ones an invoice application pending, submitted, rejected, verified (SAP pending) and
 * verified and booked by SAP (paid or not), each through the document engine's actions.
 */
export async function seedDemoSettlements(lc: LedgerContext): Promise<void> {
  const first = await lc.trx
    .selectFrom('wmsReceipt')
    .select((eb) => eb.fn.min('receivedAt').as('first'))
    .where('tenantId', '=', lc.tenantId)
    .where('docStatus', '=', 'approved')
    .executeTakeFirst();
  if (!first?.first) return;
  const partners = (
    await lc.trx
      .selectFrom('wmsReceipt')
      .select('partnerId')
      .distinct()
      .where('tenantId', '=', lc.tenantId)
      .where('docStatus', '=', 'approved')
      .orderBy('partnerId')
      .execute()
  )
    .map((row) => row.partnerId)
    .sort((a, b) => Number(!PORTAL[a]) - Number(!PORTAL[b]));
  const made: { id: string; partnerId: string; at: number }[] = [];
  for (const period of quarters(new Date(first.first).getTime(), lc.now)) {
    for (const partnerId of partners) {
      if (made.length >= SETTLEMENTS) break;
      const at = Math.min(period.end + DAY, lc.now);
      try {
        const built = await generateSettlement(
          { ...lc, username: 'buyer', now: at },
          { partnerId, ...period },
        );
        made.push({ id: built.id, partnerId, at });
      } catch (error) {
        if (error instanceof AppError && error.code === 'supplierSettle.nothingToSettle') continue;
        throw error;
      }
    }
  }
  let invoices = 0;
  for (const [index, settlement] of made.entries()) {
    if (await advanceDemoSettlement(lc, settlement, index % 8, invoices + 1)) invoices += 1;
  }
}

/**
 * Takes a pending demo settlement to one of its states (0 pending, 1 published, 2 disputed, 3 cancelled,
 * 4 confirmed with a pending invoice application, 5 submitted (every other one rejected), 6 verified, 7
 * booked by SAP) through the engine's actions as its users would. True when it made an invoice
 * application (`sequence` numbers its invoices).
 */
export async function advanceDemoSettlement(
  lc: LedgerContext,
  settlement: { id: string; partnerId: string; at: number },
  state: number,
  sequence: number,
): Promise<boolean> {
  const buyer = { ...lc, username: 'buyer', now: settlement.at + DAY };
  const supplier = { ...lc, username: PORTAL[settlement.partnerId] ?? 'buyer', now: settlement.at + 2 * DAY };
  if (state === 0) return false;
  if (state === 3) {
    await demoDocumentAction(buyer, supplierSettle, supplierSettleEffects, settlement.id, 'cancel', {
      remark: '重复对账, 作废',
    });
    return false;
  }
  await demoDocumentAction(buyer, supplierSettle, supplierSettleEffects, settlement.id, 'approve');
  if (state === 1) return false;
  if (state === 2) {
    const { lines } = await supplierSettleEffects.load(lc, settlement.id);
    await demoDocumentAction(
      supplier,
      supplierSettle,
      supplierSettleEffects,
      settlement.id,
      'dispute',
      disputeInput([{ lineId: lines[0]!.id, remark: '数量与送货单不符' }]),
    );
    return false;
  }
  await demoDocumentAction(supplier, supplierSettle, supplierSettleEffects, settlement.id, 'confirmSettle');
  await demoInvoiceApplication(lc, settlement, sequence, state);
  return true;
}

/** One invoice application of a confirmed settlement, taken as far as `state` says. */
async function demoInvoiceApplication(
  lc: LedgerContext,
  settlement: { id: string; partnerId: string; at: number },
  sequence: number,
  state: number,
): Promise<void> {
  const settle = await lc.trx
    .selectFrom('omsSupplierSettle')
    .select(['code', 'amountInclTax'])
    .where('id', '=', settlement.id)
    .executeTakeFirstOrThrow();
  const at = settlement.at + 3 * DAY;
  const supplier = { ...lc, username: PORTAL[settlement.partnerId] ?? 'buyer', now: at };
  const finance = { ...lc, username: 'finance', now: at + DAY };
  const id = newId();
  const invoices = invoicesFor(qty(settle.amountInclTax));
  const totals = invoices.reduce(
    (sum, line) => ({
      amountExclTax: sum.amountExclTax + line.amountExclTax,
      taxAmount: sum.taxAmount + line.taxAmount,
      amountInclTax: sum.amountInclTax + line.amountInclTax,
    }),
    { amountExclTax: 0, taxAmount: 0, amountInclTax: 0 },
  );
  const created = toDbDateTime(at);
  await lc.trx
    .insertInto('srmInvoiceApplication')
    .values({
      id,
      tenantId: lc.tenantId,
      code: (await nextFillValue(lc.trx, 'IA', lc.tenantId, at)) ?? id,
      docStatus: 'pending',
      fulfilStatus: 'unexecuted',
      version: 0,
      createBy: supplier.username,
      createTime: created,
      partnerId: settlement.partnerId,
      supplierSettleId: settlement.id,
      currency: 'CNY',
      invoiceType: sequence % 3 === 0 ? 'e_invoice' : 'vat_special',
      ...totals,
      differenceAmount: totals.amountInclTax - qty(settle.amountInclTax),
      verifyStatus: 'unverified',
      paymentStatus: 'unpaid',
    })
    .execute();
  await lc.trx
    .insertInto('srmInvoiceApplicationLine')
    .values(
      invoices.map((line, index) => ({
        id: newId(),
        tenantId: lc.tenantId,
        invoiceApplicationId: id,
        lineNo: index + 1,
        invoiceCode: '044001900111',
        invoiceNo: `${String(sequence).padStart(6, '0')}${index + 1}`,
        invoiceDate: created.slice(0, 10),
        ...line,
        taxRate: 1300,
        fileId: `demo/invoice/${settle.code ?? id}-${index + 1}.pdf`,
        createBy: supplier.username,
        createTime: created,
      })),
    )
    .execute();
  if (state === 4) return;
  await demoDocumentAction(supplier, invoiceApplication, invoiceApplicationEffects, id, 'approve');
  if (state === 5) {
    if (sequence % 2 === 0) {
      await demoDocumentAction(finance, invoiceApplication, invoiceApplicationEffects, id, 'cancelApproval', {
        remark: '发票抬头有误',
      });
    }
    return;
  }
  await demoDocumentAction(finance, invoiceApplication, invoiceApplicationEffects, id, 'verify');
  if (state === 6) return;
  // SAP booked it (the outbox's answer, as the worker would record it) and, every other one, paid it.
  const message = await lc.trx
    .selectFrom('omsSapLog')
    .select(['id', 'interfaceCode', 'bizDocType', 'bizDocId', 'bizDocCode'])
    .where('bizDocId', '=', id)
    .executeTakeFirstOrThrow();
  const sapDocNo = `51056${String(sequence).padStart(5, '0')}`;
  await lc.trx
    .updateTable('omsSapLog')
    .set({ syncStatus: 'success', sapDocNo, durationMs: 180, responsePayload: JSON.stringify({ sapDocNo }) })
    .where('id', '=', message.id)
    .execute();
  await applyInvoiceVerifyAnswer(
    lc.trx,
    { ...message, tenantId: lc.tenantId },
    { ok: true, sapDocNo, response: { sapDocNo } },
  );
  if (sequence % 2 === 1) {
    await lc.trx
      .updateTable('srmInvoiceApplication')
      .set({ paymentStatus: 'paid' })
      .where('id', '=', id)
      .execute();
  }
}
