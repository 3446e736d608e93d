import { sql } from 'kysely';
import { billingList } from '../../../../src/domain/warehouse/billing-list';
import { AppError } from '../../../http/app-error';
import { billingListEffects, buildBillingList } from '../../../modules/warehouse/billing/billing-actions';
import type { LedgerContext } from '../../../modules/warehouse/ledger/ledger-context';
import { demoDocumentAction } from './demo-document-action';
import type { SeededRandom } from './seeded-random';

/** domain.md 6.1: 30 billing lists. */
const LISTS = 30;
/** Lists built in the last tenth of the demo clock wait for finance. */
const WAITING_FOR_FINANCE = 0.9;

const day = (epochMs: number) => new Date(epochMs + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * The billing part of the demo (domain.md 3.5) along the demo clock: about every eighteenth day the
 * wh_clerk lists what one customer was delivered since its last list; the admin, in the finance role,
 * approves it (billed quantities, SAP billing queued). One in ten is cancelled; the recent ones wait
 * for finance.
 */
export function startDemoBilling(
  rnd: SeededRandom,
  steps: number,
  spanStart: number,
): (lc: LedgerContext) => Promise<void> {
  let step = 0;
  let lists = 0;
  const billedUntil = new Map<string, string>();
  return async (lc) => {
    step += 1;
    if (step % Math.floor(steps / (LISTS + 1)) !== 0 || lists >= LISTS) return;
    const customers = await lc.trx
      .selectFrom('wmsCommandLine as l')
      .innerJoin('wmsCommand as c', 'c.id', 'l.commandId')
      .select('c.partnerId')
      .distinct()
      .where('c.tenantId', '=', lc.tenantId)
      .where('c.commandType', '=', 'delivery')
      .where('c.docStatus', '=', 'approved')
      .where('l.deliveryQty', '>', sql<number>`l.billed_qty`)
      .orderBy('c.partnerId')
      .execute();
    const clerk = { ...lc, username: 'wh_clerk' };
    for (const { partnerId } of [...customers].sort(() => rnd.next() - 0.5)) {
      if (!partnerId) continue;
      const periodFrom = billedUntil.get(partnerId) ?? day(spanStart);
      let list: { id: string };
      try {
        list = await buildBillingList(clerk, { partnerId, periodFrom, periodTo: day(lc.now) });
      } catch (error) {
        if (error instanceof AppError && error.code === 'billing.nothingToBill') continue;
        throw error;
      }
      lists += 1;
      if (lists % 10 === 5) {
        await demoDocumentAction(
          { ...lc, username: 'admin' },
          billingList,
          billingListEffects,
          list.id,
          'cancel',
          {
            remark: '客户对账单有误,重新开具',
          },
        );
        return;
      }
      billedUntil.set(partnerId, day(lc.now));
      if (step < steps * WAITING_FOR_FINANCE)
        await demoDocumentAction(
          { ...lc, username: 'admin' },
          billingList,
          billingListEffects,
          list.id,
          'approve',
        );
      return;
    }
  };
}
