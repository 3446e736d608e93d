import type { AppContext } from '../../context';
import type { Db, Engine } from '../../db/database';
import { runDocumentAction } from '../../documents/run-document-action';
import { AppError } from '../../http/app-error';
import { generateSettlement, periodEnd } from './generate-settlement';

/** Who the job's settlements are created by (their `create_by`). */
const JOB_USER = 'system';

/** A calendar month as its first and last day. */
export function monthPeriod(month: string): { periodFrom: string; periodTo: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  const mm = String(mon).padStart(2, '0');
  return { periodFrom: `${year}-${mm}-01`, periodTo: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/** The month before the one `now` falls in, in China time (`YYYY-MM`). */
export function previousMonth(now: number): string {
  const local = new Date(now + 8 * 3_600_000);
  const first = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 86_400_000;
  return new Date(first).toISOString().slice(0, 7);
}

export interface MonthEndOutcome {
  month: string;
  suppliers: number;
  settlements: string[];
  lines: number;
}

/**
 * The month-end settlement (job `oms.supplierSettle`, domain.md 4.1 step 9): for every tenant and every
 * supplier with accepted receipt quantity or shipped returns still to settle up to the month's end, one
 * pending settlement, each in its own transaction through the same generation as the buyer's button.
 * Idempotent per tenant, supplier and month (the request id), so a job run twice creates nothing twice;
 * a supplier another buyer settled meanwhile is skipped.
 */
export async function runMonthEndSettlement(
  ctx: { db: Db; engine: Engine; clock: { now(): number } },
  month: string,
): Promise<MonthEndOutcome> {
  const period = monthPeriod(month);
  const end = periodEnd(period.periodTo);
  const receipts = ctx.db
    .selectFrom('wmsReceipt as r')
    .innerJoin('wmsReceiptLine as l', 'l.receiptId', 'r.id')
    .select(['r.tenantId', 'r.partnerId'])
    .where('r.docStatus', '=', 'approved')
    .where('r.receivedAt', '<', end)
    .where('l.poItemId', 'is not', null)
    .whereRef('l.acceptedQty', '>', 'l.settledQty');
  const returns = ctx.db
    .selectFrom('wmsSupplierReturn as s')
    .innerJoin('wmsSupplierReturnLine as l', 'l.supplierReturnId', 's.id')
    .select(['s.tenantId', 's.partnerId'])
    .where('s.docStatus', '=', 'approved')
    .where('s.approveTime', '<', end)
    .where('l.receiptLineId', 'is not', null)
    .whereRef('l.deliveryQty', '>', 'l.settledQty');
  const suppliers = await receipts.union(returns).execute();
  const outcome: MonthEndOutcome = { month, suppliers: 0, settlements: [], lines: 0 };
  for (const { tenantId, partnerId } of suppliers) {
    try {
      const made = await runDocumentAction(
        ctx.db,
        ctx.engine,
        ctx.clock.now(),
        {
          tenantId,
          username: JOB_USER,
          requestId: `settle-${month}-${partnerId}`.slice(0, 64),
          docType: 'supplier_settle',
          docId: 'new',
          action: 'generate',
        },
        (lc) => generateSettlement(lc, { partnerId, ...period }),
      );
      outcome.suppliers += 1;
      outcome.settlements.push(made.code);
      outcome.lines += made.lines;
    } catch (error) {
      // Returns only of rejected goods, or a buyer settled the supplier meanwhile: nothing to do here.
      if (error instanceof AppError && error.code.startsWith('supplierSettle.')) continue;
      throw error;
    }
  }
  return outcome;
}

/** Job kind `oms.supplierSettle`: parameter `YYYY-MM`, default the previous month. */
export async function supplierSettleJob(ctx: AppContext, parameter: string | null) {
  const given = parameter?.trim() ?? '';
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(given) ? given : previousMonth(ctx.clock.now());
  const outcome = await runMonthEndSettlement(ctx, month);
  return {
    ok: true,
    message: `${outcome.settlements.length} settlements (${outcome.lines} lines) for ${month}`,
  };
}
