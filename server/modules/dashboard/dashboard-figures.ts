import type {
  AnalysisFigures,
  ChartFigures,
  CommandCard,
  Count,
  DayFlow,
  FacilityValue,
  PartnerOnTime,
  SupplierHomeFigures,
  TaskFigures,
} from '../../../src/domain/dashboard/figures';
import { fromScaled } from '../../../src/domain/entity/scaled-number';
import { dateTimeMillis, toDbDateTime } from '../../db/datetime';
import type { SessionUser } from '../../http/session-user';
import { monthOf, scorecardTotals, shiftMonth, supplierScorecard } from '../srm/scorecard';
import { type DashboardDb, type DashboardTable, ownersDb } from './dashboard-tables';
import { supplierHomeFigures } from './supplier-home';

const DAY_MS = 86_400_000;
/** Business days follow the contract's wire time zone (api-contract 1.1: GMT+8). */
const WIRE_OFFSET_MS = 8 * 3_600_000;
export const FLOW_DAYS = 14;
/** The analysis page's on-time rate covers this many months, the current one included. */
const ON_TIME_MONTHS = 3;
const BOARD_SIZE = 20;
const RECENT_SIZE = 8;
/** Inventory age buckets in days (domain.md: inventory age), upper bounds inclusive. */
export const AGE_BUCKETS = [30, 90, 180, 365] as const;

export interface FigureContext {
  db: DashboardDb;
  tables: ReadonlySet<DashboardTable>;
  user: SessionUser;
  now: number;
}

const num = (value: number | string | null | undefined) => Number(value ?? 0);

function has(context: FigureContext, ...tables: DashboardTable[]): boolean {
  return tables.every((table) => context.tables.has(table));
}

/** Supplier users see only their own figures (domain.md 4.4); internal users their tenant's. */
const internal = (context: FigureContext) => context.user.userType !== 'supplier';

export function businessDayStart(ms: number): number {
  return Math.floor((ms + WIRE_OFFSET_MS) / DAY_MS) * DAY_MS - WIRE_OFFSET_MS;
}

export function businessDay(ms: number): string {
  return new Date(ms + WIRE_OFFSET_MS).toISOString().slice(0, 10);
}

function iso(value: string | Date | null | undefined): string | null {
  const ms = dateTimeMillis(value ?? null);
  return ms === null ? null : new Date(ms + WIRE_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

async function countRows(
  context: FigureContext,
  table: 'mdmProduct' | 'wmsFacility' | 'mdmBusinessPartner',
): Promise<number | null> {
  if (!has(context, table) || !internal(context)) return null;
  const row = await context.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('tenantId', '=', context.user.tenantId)
    .where('delFlag', '=', 0)
    .executeTakeFirst();
  return num(row?.n);
}

async function countBy(context: FigureContext, column: 'docStatus' | 'fulfilStatus' | 'commandType') {
  if (!has(context, 'wmsCommand') || !internal(context)) return null;
  const rows = await context.db
    .selectFrom('wmsCommand')
    .select([column, (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('tenantId', '=', context.user.tenantId)
    .groupBy(column)
    .execute();
  return rows
    .map((row) => ({ key: String(row[column] ?? ''), count: num(row.n) }))
    .sort((a, b) => b.count - a.count);
}

async function openCommands(context: FigureContext): Promise<number | null> {
  if (!has(context, 'wmsCommand') || !internal(context)) return null;
  const row = await context.db
    .selectFrom('wmsCommand')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('tenantId', '=', context.user.tenantId)
    .where((eb) =>
      eb.or([
        eb('docStatus', '=', 'pending'),
        eb.and([eb('docStatus', '=', 'approved'), eb('fulfilStatus', 'in', ['unexecuted', 'executing'])]),
      ]),
    )
    .executeTakeFirst();
  return num(row?.n);
}

/** Receipts (positive ledger quantities) and deliveries (negative ones) per business day, oldest first. */
async function flowPerDay(context: FigureContext): Promise<DayFlow[] | null> {
  if (!has(context, 'wmsInventoryLedger') || !internal(context)) return null;
  const today = businessDayStart(context.now);
  const days = Array.from({ length: FLOW_DAYS }, (_, i) => today - (FLOW_DAYS - 1 - i) * DAY_MS);
  return Promise.all(
    days.map(async (start) => {
      const row = await context.db
        .selectFrom('wmsInventoryLedger')
        .select((eb) => [
          eb.fn
            .sum<number | string>(eb.case().when('qtyDelta', '>', 0).then(eb.ref('qtyDelta')).else(0).end())
            .as('inbound'),
          eb.fn
            .sum<number | string>(eb.case().when('qtyDelta', '<', 0).then(eb.ref('qtyDelta')).else(0).end())
            .as('outbound'),
        ])
        .where('tenantId', '=', context.user.tenantId)
        .where('postedAt', '>=', toDbDateTime(start))
        .where('postedAt', '<', toDbDateTime(start + DAY_MS))
        .executeTakeFirst();
      return {
        day: businessDay(start),
        inbound: fromScaled(num(row?.inbound), 'qty'),
        outbound: -fromScaled(num(row?.outbound), 'qty'),
      };
    }),
  );
}

/** On-hand quantity times the batch cost (or the product's standard cost), per facility. */
async function stockValueByFacility(context: FigureContext): Promise<FacilityValue[] | null> {
  if (
    !has(context, 'wmsInventoryBalance', 'wmsInventoryBatch', 'wmsFacility', 'mdmProduct') ||
    !internal(context)
  )
    return null;
  const rows = await context.db
    .selectFrom('wmsInventoryBalance as b')
    .innerJoin('wmsInventoryBatch as t', 't.id', 'b.batchId')
    .innerJoin('mdmProduct as p', 'p.id', 'b.productId')
    .innerJoin('wmsFacility as f', 'f.id', 'b.facilityId')
    .select((eb) => [
      'f.name as facility',
      eb.fn
        .sum<number | string>(
          eb('b.onhandQty', '*', eb.fn.coalesce('t.unitCost', 'p.standardCost', eb.lit(0))),
        )
        .as('value'),
    ])
    .where('b.tenantId', '=', context.user.tenantId)
    .where('b.onhandQty', '>', 0)
    .groupBy(['f.id', 'f.name'])
    .execute();
  // qty (10^3) times price (10^6): the product is scaled by 10^9.
  return rows
    .map((row) => ({ facility: row.facility ?? '', value: Math.round(num(row.value) / 10_000_000) / 100 }))
    .sort((a, b) => b.value - a.value);
}

/**
 * The supplier scorecard's on-time delivery of the last three months (this one included) per supplier
 * (server/modules/srm/scorecard.ts, docs/decisions.md "Supplier scorecard"): receipt lines received on
 * or before their due day. A supplier user sees only their own line.
 */
async function supplierOnTime(context: FigureContext): Promise<PartnerOnTime[] | null> {
  if (
    !has(context, 'wmsReceipt', 'wmsReceiptLine', 'srmPurchaseOrderItem', 'srmDeliveryNote', 'qmsInspection')
  )
    return null;
  const to = monthOf(context.now);
  const rows = await supplierScorecard(ownersDb(context.db), {
    tenantId: context.user.tenantId,
    ...(internal(context) ? {} : { partnerId: context.user.partnerId ?? '' }),
    from: shiftMonth(to, -(ON_TIME_MONTHS - 1)),
    to,
  });
  const byPartner = new Map<string, typeof rows>();
  for (const row of rows) byPartner.set(row.partnerId, [...(byPartner.get(row.partnerId) ?? []), row]);
  return [...byPartner.values()]
    .map((months) => {
      const totals = scorecardTotals(months);
      return {
        partner: months[0]?.partnerName ?? months[0]?.partnerId ?? '',
        lines: totals.receiptLines,
        onTime: totals.onTimeLines,
        rate: totals.onTimeRate ?? 0,
      };
    })
    .filter((entry) => entry.lines > 0)
    .sort((a, b) => b.lines - a.lines);
}

/** Home page (spec 2.3 dashboard analysis): the company's figures, a supplier user's own ones. */
export async function analysisFigures(
  context: FigureContext,
): Promise<AnalysisFigures | SupplierHomeFigures> {
  if (!internal(context)) {
    const [own, onTime] = await Promise.all([supplierHomeFigures(context), supplierOnTime(context)]);
    return { ...own, supplierOnTime: onTime };
  }
  const [products, facilities, partners, open, byStatus, byFulfil, flow, value, onTime] = await Promise.all([
    countRows(context, 'mdmProduct'),
    countRows(context, 'wmsFacility'),
    countRows(context, 'mdmBusinessPartner'),
    openCommands(context),
    countBy(context, 'docStatus'),
    countBy(context, 'fulfilStatus'),
    flowPerDay(context),
    stockValueByFacility(context),
    supplierOnTime(context),
  ]);
  return {
    view: 'company' as const,
    summary: { products, facilities, partners, openCommands: open },
    documentsByStatus: byStatus,
    fulfilByStatus: byFulfil,
    flowPerDay: flow,
    stockValueByFacility: value,
    supplierOnTime: onTime,
  };
}

/** A command row as the database gives it (PostgreSQL's instants are Dates) as a card. */
function card(row: Omit<CommandCard, 'createTime'> & { createTime: string | Date | null }): CommandCard {
  return { ...row, createTime: iso(row.createTime) };
}

const CARD_COLUMNS = [
  'id',
  'code',
  'commandType',
  'docStatus',
  'fulfilStatus',
  'createBy',
  'createTime',
] as const;

/** Workplace: the user's latest documents (pending approvals: pending-approvals.ts). */
export async function myRecentDocuments(context: FigureContext): Promise<CommandCard[] | null> {
  if (!has(context, 'wmsCommand') || !internal(context)) return null;
  const mine = await context.db
    .selectFrom('wmsCommand')
    .select(CARD_COLUMNS)
    .where('tenantId', '=', context.user.tenantId)
    .where('createBy', '=', context.user.username)
    .orderBy('createTime', 'desc')
    .limit(RECENT_SIZE)
    .execute();
  return mine.map(card);
}

/** Task board: approved documents by fulfilment status (unexecuted, executing, completed), newest first. */
export async function taskFigures(context: FigureContext): Promise<TaskFigures> {
  if (!has(context, 'wmsCommand') || !internal(context)) return { columns: null };
  const statuses = ['unexecuted', 'executing', 'completed'] as const;
  const columns = await Promise.all(
    statuses.map(async (status) => {
      const base = context.db
        .selectFrom('wmsCommand')
        .where('tenantId', '=', context.user.tenantId)
        .where('docStatus', '=', 'approved')
        .where('fulfilStatus', '=', status);
      const [rows, total] = await Promise.all([
        base.select(CARD_COLUMNS).orderBy('createTime', 'desc').limit(BOARD_SIZE).execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
      ]);
      return { status, total: num(total?.n), cards: rows.map(card) };
    }),
  );
  return { columns };
}

/** Charts: inventory age buckets, the ten products with most stock, documents per type. */
export async function chartFigures(context: FigureContext): Promise<ChartFigures> {
  const stock = has(context, 'wmsInventoryBalance', 'wmsInventoryBatch', 'mdmProduct') && internal(context);
  const [ages, top, byType] = await Promise.all([
    stock
      ? context.db
          .selectFrom('wmsInventoryBalance as b')
          .innerJoin('wmsInventoryBatch as t', 't.id', 'b.batchId')
          .select(['t.receivedDate', (eb) => eb.fn.sum<number | string>('b.onhandQty').as('qty')])
          .where('b.tenantId', '=', context.user.tenantId)
          .where('b.onhandQty', '>', 0)
          .groupBy('t.receivedDate')
          .execute()
      : null,
    stock
      ? context.db
          .selectFrom('wmsInventoryBalance as b')
          .innerJoin('mdmProduct as p', 'p.id', 'b.productId')
          .select(['p.code', 'p.name', (eb) => eb.fn.sum<number | string>('b.onhandQty').as('qty')])
          .where('b.tenantId', '=', context.user.tenantId)
          .groupBy(['p.id', 'p.code', 'p.name'])
          .orderBy('qty', 'desc')
          .limit(10)
          .execute()
      : null,
    countBy(context, 'commandType'),
  ]);
  let ageBuckets: Count[] | null = null;
  if (ages) {
    const totals = new Map<string, number>(
      [
        ...AGE_BUCKETS.map((max, i) => `${i === 0 ? 0 : (AGE_BUCKETS[i - 1] ?? 0) + 1}-${max}`),
        `>${AGE_BUCKETS.at(-1)}`,
      ].map((key) => [key, 0]),
    );
    for (const row of ages) {
      const received = dateTimeMillis(row.receivedDate ?? null);
      const days = received === null ? 0 : Math.max(0, Math.floor((context.now - received) / DAY_MS));
      const index = AGE_BUCKETS.findIndex((max) => days <= max);
      const key = [...totals.keys()][index < 0 ? AGE_BUCKETS.length : index] as string;
      totals.set(key, (totals.get(key) ?? 0) + fromScaled(num(row.qty), 'qty'));
    }
    ageBuckets = [...totals].map(([key, count]) => ({ key, count }));
  }
  return {
    ageBuckets,
    topProducts:
      top?.map((row) => ({ key: row.name ?? row.code ?? '', count: fromScaled(num(row.qty), 'qty') })) ??
      null,
    commandsByType: byType,
  };
}
