import type { Count, DayCount, SupplierHomeFigures } from '../../../src/domain/dashboard/figures';
import { dateTimeMillis, toDbDateTime } from '../../db/datetime';
import { businessDay, businessDayStart, type FigureContext, FLOW_DAYS } from './dashboard-figures';
import type { DashboardTable } from './dashboard-tables';

const DAY_MS = 86_400_000;

/**
 * A supplier user's home page (issue 16 point 3, domain.md 4.3): the figures of its own documents, the
 * receipts of its deliveries, the inspections it may see and the returns to it, never the company's.
 * A figure whose table does not exist yet is null, as on the company home page.
 */
export async function supplierHomeFigures(
  context: FigureContext,
): Promise<Omit<SupplierHomeFigures, 'supplierOnTime'>> {
  const partnerId = context.user.partnerId ?? '';
  const has = (table: DashboardTable) => context.tables.has(table);
  const { db } = context;
  const tenantId = context.user.tenantId;
  const receipts = () =>
    db.selectFrom('wmsReceipt').where('tenantId', '=', tenantId).where('partnerId', '=', partnerId);
  const inspections = () =>
    db
      .selectFrom('qmsInspection')
      .where('tenantId', '=', tenantId)
      .where('partnerId', '=', partnerId)
      .where('supplierVisible', '=', 1);
  const returns = () =>
    db.selectFrom('wmsSupplierReturn').where('tenantId', '=', tenantId).where('partnerId', '=', partnerId);
  const count = (rows: { n: number | string } | undefined) => Number(rows?.n ?? 0);

  const [receiptTotal, perDay, byResult, byStatus, openReturns] = await Promise.all([
    has('wmsReceipt')
      ? receipts()
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirst()
      : undefined,
    has('wmsReceipt') ? receiptsPerDay(context, partnerId) : null,
    has('qmsInspection')
      ? inspections()
          .select(['result', (eb) => eb.fn.countAll<number | string>().as('n')])
          .groupBy('result')
          .execute()
      : null,
    has('wmsSupplierReturn')
      ? returns()
          .select(['docStatus', (eb) => eb.fn.countAll<number | string>().as('n')])
          .groupBy('docStatus')
          .execute()
      : null,
    has('wmsSupplierReturn')
      ? returns()
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where((eb) =>
            eb.or([
              eb('docStatus', '=', 'pending'),
              eb.and([
                eb('docStatus', '=', 'approved'),
                eb('fulfilStatus', 'in', ['unexecuted', 'executing']),
              ]),
            ]),
          )
          .executeTakeFirst()
      : undefined,
  ]);
  const counts = (rows: { key: string | null; n: number | string }[] | null): Count[] | null =>
    rows?.map((row) => ({ key: row.key ?? '', count: Number(row.n) })).sort((a, b) => b.count - a.count) ??
    null;
  const inspectionsByResult = counts(byResult?.map((row) => ({ key: row.result, n: row.n })) ?? null);
  return {
    view: 'supplier' as const,
    summary: {
      receipts: has('wmsReceipt') ? count(receiptTotal) : null,
      inspections: inspectionsByResult ? inspectionsByResult.reduce((sum, row) => sum + row.count, 0) : null,
      failedInspections: inspectionsByResult
        ? (inspectionsByResult.find((row) => row.key === 'fail')?.count ?? 0)
        : null,
      openReturns: has('wmsSupplierReturn') ? count(openReturns) : null,
    },
    receiptsPerDay: perDay,
    inspectionsByResult,
    returnsByStatus: counts(byStatus?.map((row) => ({ key: row.docStatus, n: row.n })) ?? null),
  };
}

/** The supplier's receipts per business day (received, else created), oldest first. */
async function receiptsPerDay(context: FigureContext, partnerId: string): Promise<DayCount[]> {
  const today = businessDayStart(context.now);
  const from = today - (FLOW_DAYS - 1) * DAY_MS;
  const rows = await context.db
    .selectFrom('wmsReceipt')
    .select(['receivedAt', 'createTime'])
    .where('tenantId', '=', context.user.tenantId)
    .where('partnerId', '=', partnerId)
    .where('createTime', '>=', toDbDateTime(from - DAY_MS))
    .limit(20_000)
    .execute();
  const days = new Map(
    Array.from({ length: FLOW_DAYS }, (_, i) => [businessDay(from + i * DAY_MS), 0] as [string, number]),
  );
  for (const row of rows) {
    const ms = dateTimeMillis(row.receivedAt ?? row.createTime);
    if (ms === null) continue;
    const day = businessDay(ms);
    if (days.has(day)) days.set(day, (days.get(day) ?? 0) + 1);
  }
  return [...days].map(([day, count]) => ({ day, count }));
}
