import { rate, type ScorecardRow, type ScorecardTotals } from '../../../src/domain/srm/scorecard';
import type { Db } from '../../db/database';
import { dateTimeMillis, toDbDateTime } from '../../db/datetime';
import { AppError } from '../../http/app-error';
import '../quality/quality-tables';
import { dayOf } from '../warehouse/ledger/ledger-context';
import './srm-tables';

/** Business days and months follow the contract's wire time zone (api-contract 1.1: GMT+8). */
const WIRE_OFFSET_MS = 8 * 3_600_000;
const HOUR_MS = 3_600_000;
/** The longest range one request aggregates. */
export const SCORECARD_MAX_MONTHS = 24;
/** Rows read per figure and request: a bound, far above a tenant's monthly volume (domain.md 6.1). */
const ROW_LIMIT = 200_000;

export interface ScorecardScope {
  tenantId: number;
  /** Only this supplier (a supplier user's own partner, forced by the route). */
  partnerId?: string;
  /** As the supplier sees its lots: inspections hidden from it (`supplier_visible` 0) do not count (domain.md 4.4). */
  supplierView?: boolean;
  /** First and last month, `YYYY-MM`, both included. */
  from: string;
  to: string;
}

/** `YYYY-MM` of an instant, in GMT+8. */
export function monthOf(ms: number): string {
  return new Date(ms + WIRE_OFFSET_MS).toISOString().slice(0, 7);
}

/** `YYYY-MM` moved by whole months. */
export function shiftMonth(month: string, by: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, mon - 1 + by, 1)).toISOString().slice(0, 7);
}

function dayOfInstant(ms: number): string {
  return new Date(ms + WIRE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a `YYYY-MM` month starts in GMT+8, `shift` months later. */
function monthStart(month: string, shift = 0): number {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return Date.UTC(year, mon - 1 + shift, 1) - WIRE_OFFSET_MS;
}

/** The range of a request: the months given, else the six months up to the current one. */
export function scorecardRange(now: number, from?: string, to?: string): { from: string; to: string } {
  const last = to ?? monthOf(now);
  const first = from ?? monthOf(monthStart(last, -5));
  const index = (month: string) => {
    const [year, mon] = month.split('-').map(Number) as [number, number];
    return year * 12 + mon;
  };
  const span = index(last) - index(first);
  if (first > last) throw new AppError('scorecard.badRange', { from: first, to: last });
  if (span >= SCORECARD_MAX_MONTHS)
    throw new AppError('scorecard.rangeTooLong', { max: SCORECARD_MAX_MONTHS });
  return { from: first, to: last };
}

/**
 * The scorecard of a scope (docs/decisions.md "Supplier scorecard"):
 * - on time: receipt lines posted in the month against a due day (the PO item's promised date, else
 *   its requested date, else the delivery note's expected arrival), on time when received on or
 *   before that day (GMT+8);
 * - quality: approved inspections of the supplier's lots decided in the month, passed when `pass`
 *   (a concession is not a pass);
 * - confirmation lead time: PO items confirmed in the month, hours from the order's release
 *   (`approve_time`) to the item's confirmation (`confirm_time`, migration 0051).
 * Rows by supplier name then month.
 */
export async function supplierScorecard(db: Db, scope: ScorecardScope): Promise<ScorecardRow[]> {
  const start = toDbDateTime(monthStart(scope.from));
  const end = toDbDateTime(monthStart(scope.to, 1));
  const rows = new Map<string, ScorecardRow>();
  const entry = (partnerId: string, month: string) => {
    const key = `${partnerId}\u0000${month}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        partnerId,
        partnerName: null,
        month,
        receiptLines: 0,
        onTimeLines: 0,
        onTimeRate: null,
        inspections: 0,
        passedInspections: 0,
        passRate: null,
        confirmedItems: 0,
        avgConfirmHours: null,
      };
      rows.set(key, row);
    }
    return row;
  };

  let receipts = db
    .selectFrom('wmsReceiptLine as l')
    .innerJoin('wmsReceipt as r', 'r.id', 'l.receiptId')
    .leftJoin('srmPurchaseOrderItem as i', 'i.id', 'l.poItemId')
    .leftJoin('srmDeliveryNote as n', 'n.id', 'r.deliveryNoteId')
    .select([
      'r.partnerId',
      'r.receivedAt',
      'i.supplierPromiseDate',
      'i.deliveryDate',
      'n.expectedArrivalDate',
    ])
    .where('r.tenantId', '=', scope.tenantId)
    .where('l.tenantId', '=', scope.tenantId)
    .where('r.receivedAt', '>=', start)
    .where('r.receivedAt', '<', end)
    .limit(ROW_LIMIT);
  if (scope.partnerId !== undefined) receipts = receipts.where('r.partnerId', '=', scope.partnerId);

  let inspections = db
    .selectFrom('qmsInspection')
    .select(['partnerId', 'inspectedAt', 'result'])
    .where('tenantId', '=', scope.tenantId)
    .where('docStatus', '=', 'approved')
    .where('result', 'is not', null)
    .where('partnerId', 'is not', null)
    .where('inspectedAt', '>=', start)
    .where('inspectedAt', '<', end)
    .limit(ROW_LIMIT);
  if (scope.partnerId !== undefined) inspections = inspections.where('partnerId', '=', scope.partnerId);
  if (scope.supplierView) inspections = inspections.where('supplierVisible', '=', 1);

  let confirmations = db
    .selectFrom('srmPurchaseOrderItem as i')
    .innerJoin('srmPurchaseOrder as o', 'o.id', 'i.purchaseOrderId')
    .select(['o.partnerId', 'o.approveTime', 'i.confirmTime'])
    .where('i.tenantId', '=', scope.tenantId)
    .where('o.tenantId', '=', scope.tenantId)
    .where('i.confirmStatus', '=', 'confirmed')
    .where('i.confirmTime', '>=', start)
    .where('i.confirmTime', '<', end)
    .where('o.approveTime', 'is not', null)
    .limit(ROW_LIMIT);
  if (scope.partnerId !== undefined) confirmations = confirmations.where('o.partnerId', '=', scope.partnerId);

  const [receiptRows, inspectionRows, confirmationRows] = await Promise.all([
    receipts.execute(),
    inspections.execute(),
    confirmations.execute(),
  ]);

  for (const row of receiptRows) {
    const received = dateTimeMillis(row.receivedAt);
    const due = dayOf(row.supplierPromiseDate) ?? dayOf(row.deliveryDate) ?? dayOf(row.expectedArrivalDate);
    if (received === null || due === null) continue;
    const figures = entry(row.partnerId, monthOf(received));
    figures.receiptLines += 1;
    if (dayOfInstant(received) <= due) figures.onTimeLines += 1;
  }
  for (const row of inspectionRows) {
    const inspected = dateTimeMillis(row.inspectedAt);
    if (inspected === null || row.partnerId === null) continue;
    const figures = entry(row.partnerId, monthOf(inspected));
    figures.inspections += 1;
    if (row.result === 'pass') figures.passedInspections += 1;
  }
  const hours = new Map<ScorecardRow, number>();
  for (const row of confirmationRows) {
    const released = dateTimeMillis(row.approveTime);
    const confirmed = dateTimeMillis(row.confirmTime);
    if (released === null || confirmed === null) continue;
    const figures = entry(row.partnerId, monthOf(confirmed));
    figures.confirmedItems += 1;
    hours.set(figures, (hours.get(figures) ?? 0) + Math.max(0, confirmed - released) / HOUR_MS);
  }

  const names = await partnerNames(db, scope.tenantId, [
    ...new Set([...rows.values()].map((r) => r.partnerId)),
  ]);
  return [...rows.values()]
    .map((row) => ({
      ...row,
      partnerName: names.get(row.partnerId) ?? null,
      onTimeRate: rate(row.onTimeLines, row.receiptLines),
      passRate: rate(row.passedInspections, row.inspections),
      avgConfirmHours:
        row.confirmedItems === 0 ? null : Math.round(((hours.get(row) ?? 0) / row.confirmedItems) * 10) / 10,
    }))
    .sort(
      (a, b) =>
        (a.partnerName ?? a.partnerId).localeCompare(b.partnerName ?? b.partnerId) ||
        a.month.localeCompare(b.month),
    );
}

async function partnerNames(db: Db, tenantId: number, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .withTables<{ mdmBusinessPartner: { id: string; tenantId: number; name: string | null } }>()
    .selectFrom('mdmBusinessPartner')
    .select(['id', 'name'])
    .where('tenantId', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [String(row.id), String(row.name ?? row.id)]));
}

/** The figures of several months in one: what a supplier's widget and the analysis page show. */
export function scorecardTotals(rows: readonly ScorecardRow[]): ScorecardTotals {
  const sum = (pick: (row: ScorecardRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const receiptLines = sum((row) => row.receiptLines);
  const onTimeLines = sum((row) => row.onTimeLines);
  const inspections = sum((row) => row.inspections);
  const passedInspections = sum((row) => row.passedInspections);
  const confirmedItems = sum((row) => row.confirmedItems);
  const confirmHours = sum((row) => (row.avgConfirmHours ?? 0) * row.confirmedItems);
  return {
    receiptLines,
    onTimeLines,
    onTimeRate: rate(onTimeLines, receiptLines),
    inspections,
    passedInspections,
    passRate: rate(passedInspections, inspections),
    confirmedItems,
    avgConfirmHours: confirmedItems === 0 ? null : Math.round((confirmHours / confirmedItems) * 10) / 10,
  };
}
