import { AppError } from '../../http/app-error';
import { type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import './srm-tables';

/** A delivery-note line as it counts on the plan line it names. */
export interface PlannedNoteLine {
  lineNo: number;
  poItemId: string;
  planLineId: string | null;
  qty: number;
}

/**
 * The delivery note's hook into its plans (domain.md 3.6 `delivered_qty` = Σ delivery-note lines that
 * used the plan line): `sign` 1 when the note ships, -1 when the shipment is cancelled. On ship a named
 * plan line must be a line of a submitted (or confirmed) plan of the note's supplier for the same PO item;
 * each update is guarded by the quantity read.
 */
export async function movePlanDelivered(
  lc: LedgerContext,
  partnerId: string,
  lines: readonly PlannedNoteLine[],
  sign: 1 | -1,
): Promise<void> {
  const named = lines.filter((line): line is PlannedNoteLine & { planLineId: string } => !!line.planLineId);
  if (named.length === 0) return;
  const rows = await lc.trx
    .selectFrom('srmDeliveryPlanLine as l')
    .innerJoin('srmDeliveryPlan as p', 'p.id', 'l.deliveryPlanId')
    .select(['l.id', 'l.poItemId', 'l.deliveredQty', 'p.partnerId', 'p.docStatus'])
    .where('l.tenantId', '=', lc.tenantId)
    .where('p.tenantId', '=', lc.tenantId)
    .where('l.id', 'in', [...new Set(named.map((line) => line.planLineId))])
    .execute();
  const planLines = new Map(rows.map((row) => [row.id, { ...row, deliveredQty: qty(row.deliveredQty) }]));
  const delta = new Map<string, number>();
  for (const line of named) {
    const planLine = planLines.get(line.planLineId);
    const fits =
      planLine &&
      planLine.poItemId === line.poItemId &&
      planLine.partnerId === partnerId &&
      planLine.docStatus === 'approved';
    if (!fits && sign > 0) throw new AppError('deliveryPlan.lineNotOnPlan', { lineNo: line.lineNo });
    if (!planLine) continue;
    delta.set(line.planLineId, (delta.get(line.planLineId) ?? 0) + sign * line.qty);
  }
  for (const [id, change] of delta) {
    const read = planLines.get(id)!.deliveredQty;
    const changed = await lc.trx
      .updateTable('srmDeliveryPlanLine')
      .set({ deliveredQty: Math.max(read + change, 0) })
      .where('tenantId', '=', lc.tenantId)
      .where('id', '=', id)
      .where('deliveredQty', '=', read)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new AppError('doc.stateChanged');
  }
}
