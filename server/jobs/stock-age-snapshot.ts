import { ageBucket, ageDays, tenantDay } from '../../src/domain/warehouse/inventory-age';
import type { AppContext } from '../context';
import { toDbDateTime } from '../db/datetime';
import { newId } from '../db/ids';
import type { JobOutcome } from './job-kinds';

interface BucketTotal {
  tenantId: number;
  facilityId: string;
  bucket: string;
  qty: number;
  rows: number;
}

/**
 * The nightly stock-age snapshot (domain.md 2.6): on-hand quantity per tenant, facility and age bucket
 * from the batches' received dates, written for today (a rerun the same day replaces the day's rows),
 * so that the dashboards can chart ageing over time without replaying the ledger.
 */
export async function takeStockAgeSnapshot(ctx: AppContext): Promise<JobOutcome> {
  const now = ctx.clock.now();
  const today = tenantDay(now);
  const rows = await ctx.db
    .selectFrom('wmsInventoryBalance as b')
    .innerJoin('wmsInventoryBatch as t', 't.id', 'b.batchId')
    .select(['b.tenantId', 'b.facilityId', 'b.onhandQty', 't.receivedDate'])
    .where('b.onhandQty', '>', 0)
    .execute();
  const totals = new Map<string, BucketTotal>();
  for (const row of rows) {
    const received = calendarDay(row.receivedDate);
    const bucket = ageBucket(ageDays(received, today));
    const key = `${row.tenantId}|${row.facilityId}|${bucket}`;
    const total = totals.get(key) ?? {
      tenantId: row.tenantId,
      facilityId: row.facilityId,
      bucket,
      qty: 0,
      rows: 0,
    };
    total.qty += Number(row.onhandQty);
    total.rows += 1;
    totals.set(key, total);
  }
  const at = toDbDateTime(now);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('wmsStockAgeSnapshot').where('snapshotDay', '=', today).execute();
    const values = [...totals.values()].map((total) => ({
      id: newId(),
      tenantId: total.tenantId,
      snapshotDay: today,
      facilityId: total.facilityId,
      ageBucket: total.bucket,
      onhandQty: total.qty,
      balanceRows: total.rows,
      createTime: at,
    }));
    for (let i = 0; i < values.length; i += 200) {
      await trx
        .insertInto('wmsStockAgeSnapshot')
        .values(values.slice(i, i + 200))
        .execute();
    }
  });
  return {
    ok: true,
    message: `${totals.size} facility/age-bucket totals for ${today} from ${rows.length} balances`,
  };
}

/** `pg` hands a date column back as local midnight; SQLite as the written text. */
function calendarDay(value: string | Date): string {
  if (!(value instanceof Date)) return String(value).slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}
