import type { WorkbenchSummary } from '../../../src/domain/srm/scorecard';
import type { Db } from '../../db/database';
import '../quality/quality-tables';
import { monthOf, scorecardTotals, shiftMonth, supplierScorecard } from './scorecard';
import './srm-tables';

/** How many months the widget's own figures cover (the current one included). */
export const WORKBENCH_MONTHS = 3;

/** Documents still under way (the tabs' `fulfilStatus_MultiString`): neither completed nor closed. */
const OPEN = ['unexecuted', 'executing'];

const count = (row: { n: number | string } | undefined) => Number(row?.n ?? 0);

/**
 * What a supplier user has to do today, counted exactly as the widget's tabs list it (each tab's list
 * has the same filter as `fixedParams`), and its own scorecard figures. Everything is scoped to the
 * caller's partner by the route; `deliveryPlans` is null (the plans tab shows the plan element whole).
 */
export async function supplierWorkbench(
  db: Db,
  tenantId: number,
  partnerId: string,
  now: number,
): Promise<WorkbenchSummary> {
  const to = monthOf(now);
  const from = shiftMonth(to, -(WORKBENCH_MONTHS - 1));
  const orders = () =>
    db
      .selectFrom('srmPurchaseOrder')
      .where('tenantId', '=', tenantId)
      .where('partnerId', '=', partnerId)
      .where('supplierVisible', '=', 1);
  const items = () =>
    db
      .selectFrom('srmPurchaseOrderItem')
      .where('tenantId', '=', tenantId)
      .where('partnerId', '=', partnerId)
      .where('supplierVisible', '=', 1);
  const notes = () =>
    db.selectFrom('srmDeliveryNote').where('tenantId', '=', tenantId).where('partnerId', '=', partnerId);
  const [toConfirm, itemsToConfirm, toShip, labelsToPrint, returns, openItems, months] = await Promise.all([
    orders()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('docStatus', '=', 'approved')
      .where('confirmStatus', '=', 'unconfirmed')
      .where('fulfilStatus', 'in', OPEN)
      .executeTakeFirst(),
    items()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('confirmStatus', '=', 'unconfirmed')
      .where((eb) =>
        eb.or([eb('fulfilStatus', 'is', null), eb('fulfilStatus', 'not in', ['completed', 'closed'])]),
      )
      .executeTakeFirst(),
    notes()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('docStatus', '=', 'pending')
      .executeTakeFirst(),
    notes()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('docStatus', '=', 'approved')
      .where((eb) => eb.or([eb('labelPrintCount', 'is', null), eb('labelPrintCount', '=', 0)]))
      .executeTakeFirst(),
    db
      .selectFrom('wmsSupplierReturn')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenantId', '=', tenantId)
      .where('partnerId', '=', partnerId)
      .where('docStatus', '=', 'approved')
      .where('supplierConfirmStatus', '=', 'unconfirmed')
      .executeTakeFirst(),
    items()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) =>
        eb.or([eb('fulfilStatus', 'is', null), eb('fulfilStatus', 'not in', ['completed', 'closed'])]),
      )
      .executeTakeFirst(),
    supplierScorecard(db, { tenantId, partnerId, supplierView: true, from, to }),
  ]);
  return {
    counts: {
      toConfirm: count(toConfirm),
      itemsToConfirm: count(itemsToConfirm),
      toShip: count(toShip),
      labelsToPrint: count(labelsToPrint),
      deliveryPlans: null,
      returnsToAcknowledge: count(returns),
    },
    figures: { ...scorecardTotals(months), openItems: count(openItems), from, to },
    months,
  };
}
