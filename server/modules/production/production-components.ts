import { sql } from 'kysely';
import { fromScaled } from '../../../src/domain/entity/scaled-number';
import type { DocType } from '../../../src/domain/warehouse/movement-types';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import { type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import { type PostingLeg, productLabel } from '../warehouse/ledger/post-inventory-movement';
import { quantityById } from '../warehouse/ledger/values-by-id';
import './production-tables';

/** The quantities of a component that the material documents and the backflush keep (scaled). */
export interface ComponentRow {
  id: string;
  productionOrderId: string;
  productId: string;
  qtyPerUnit: number;
  requiredQty: number;
  backflush: boolean;
  issuedQty: number;
  returnedQty: number;
  consumedQty: number;
}

/** What is at the line side for the component: issued, neither returned nor consumed. */
export const atLineSide = (c: ComponentRow) => c.issuedQty - c.returnedQty - c.consumedQty;
/** What may still be issued: the requirement less what is out of the warehouse. */
export const issuable = (c: ComponentRow) => c.requiredQty - (c.issuedQty - c.returnedQty);

/** The components of one production order (tenant's), in line order. */
export async function orderComponents(lc: LedgerContext, productionOrderId: string): Promise<ComponentRow[]> {
  const rows = await lc.trx
    .selectFrom('mesProductionComponent')
    .select([
      'id',
      'productionOrderId',
      'productId',
      'qtyPerUnit',
      'requiredQty',
      'backflush',
      'issuedQty',
      'returnedQty',
      'consumedQty',
    ])
    .where('tenantId', '=', lc.tenantId)
    .where('productionOrderId', '=', productionOrderId)
    .orderBy('lineNo')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    productionOrderId: row.productionOrderId,
    productId: row.productId,
    qtyPerUnit: qty(row.qtyPerUnit),
    requiredQty: qty(row.requiredQty),
    backflush: Boolean(row.backflush),
    issuedQty: qty(row.issuedQty),
    returnedQty: qty(row.returnedQty),
    consumedQty: qty(row.consumedQty),
  }));
}

export type ComponentColumn = 'issuedQty' | 'returnedQty' | 'consumedQty';

/**
 * Adds signed scaled quantities to one component column, in the action's transaction: one UPDATE for
 * every component of the action (`quantityById`), the changes of a component summed first.
 */
export async function addToComponents(
  lc: LedgerContext,
  column: ComponentColumn,
  changes: readonly { componentId: string; delta: number }[],
): Promise<void> {
  const byId = new Map<string, number>();
  for (const { componentId, delta } of changes) byId.set(componentId, (byId.get(componentId) ?? 0) + delta);
  if (byId.size === 0) return;
  const rows = [...byId].map(([id, delta]) => ({ id, delta }));
  const name = sql.ref(
    column === 'issuedQty' ? 'issued_qty' : column === 'returnedQty' ? 'returned_qty' : 'consumed_qty',
  );
  await lc.trx
    .updateTable('mesProductionComponent')
    .set({
      [column]: sql<number>`${name} + ${quantityById(rows, (row) => row.delta)}`,
      updateBy: lc.username,
      updateTime: toDbDateTime(lc.now),
    })
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .where('tenantId', '=', lc.tenantId)
    .execute();
}

/** The refusal of a quantity beyond what the component allows, naming product, wanted and available. */
export async function refuseComponentQty(
  lc: LedgerContext,
  code: 'mes.overIssue' | 'mes.overReturn' | 'mes.overConsume',
  component: ComponentRow,
  wanted: number,
  available: number,
): Promise<never> {
  throw new AppError(code, {
    product: await productLabel(lc, component.productId),
    wanted: fromScaled(wanted, 'qty'),
    available: fromScaled(Math.max(available, 0), 'qty'),
  });
}

/** A production order as the material documents, report orders and transfer receives update it. */
export interface OpenOrder {
  id: string;
  code: string;
  fulfilStatus: string;
  productId: string;
  facilityId: string;
  lineSideFacilityId: string;
  plannedQty: number;
  reportedQty: number;
  scrapQty: number;
  receivedQty: number;
  started: boolean;
}

/**
 * The production order, released and not finished, or a refusal: stock moves only against an open order.
 * Leftovers may still be returned or consumed after the order finished (`finished: 'allowed'`).
 */
export async function requireOpenOrder(
  lc: LedgerContext,
  orderId: string,
  finished: 'refused' | 'allowed' = 'refused',
): Promise<OpenOrder> {
  const order = await lc.trx
    .selectFrom('mesProductionOrder')
    .select([
      'id',
      'code',
      'docStatus',
      'fulfilStatus',
      'productId',
      'facilityId',
      'lineSideFacilityId',
      'plannedQty',
      'reportedQty',
      'scrapQty',
      'receivedQty',
      'actualStart',
    ])
    .where('id', '=', orderId)
    .where('tenantId', '=', lc.tenantId)
    .executeTakeFirst();
  if (!order) throw new AppError('doc.notFound');
  const done = order.fulfilStatus === 'completed' || order.fulfilStatus === 'closed';
  if (order.docStatus !== 'approved' || (done && finished === 'refused')) {
    throw new AppError('mes.orderNotOpen', { code: order.code ?? orderId });
  }
  return {
    id: order.id,
    code: order.code ?? order.id,
    fulfilStatus: order.fulfilStatus,
    productId: order.productId,
    facilityId: order.facilityId,
    lineSideFacilityId: order.lineSideFacilityId,
    plannedQty: qty(order.plannedQty),
    reportedQty: qty(order.reportedQty),
    scrapQty: qty(order.scrapQty),
    receivedQty: qty(order.receivedQty),
    started: order.actualStart !== null,
  };
}

/**
 * Writes the order's roll-up quantities and the fulfilment they give (domain.md 3.9): executing from the
 * first report, completed once received reaches planned, back to unexecuted when nothing is reported;
 * the version moves so a form opened before sees the change.
 */
export async function saveOrderProgress(lc: LedgerContext, order: OpenOrder): Promise<void> {
  const fulfilStatus =
    order.receivedQty >= order.plannedQty
      ? 'completed'
      : order.reportedQty > 0 || order.scrapQty > 0 || order.receivedQty > 0
        ? 'executing'
        : 'unexecuted';
  const now = toDbDateTime(lc.now);
  await lc.trx
    .updateTable('mesProductionOrder')
    .set((eb) => ({
      reportedQty: order.reportedQty,
      scrapQty: order.scrapQty,
      receivedQty: order.receivedQty,
      fulfilStatus,
      version: eb('version', '+', 1),
      ...(order.started || fulfilStatus === 'unexecuted' ? {} : { actualStart: now }),
      ...(fulfilStatus === 'completed' ? { actualEnd: now } : {}),
      updateBy: lc.username,
      updateTime: now,
    }))
    .where('id', '=', order.id)
    .where('tenantId', '=', lc.tenantId)
    .execute();
  order.fulfilStatus = fulfilStatus;
  order.started = order.started || fulfilStatus !== 'unexecuted';
}

/**
 * The legs that post back every ledger row of a document not reversed yet, on its own key
 * (`reverses_ledger_id`): the rows going out (`sign` -1: a report's backflush) or coming in (+1: a work
 * check's receipt of its unqualified part).
 */
export async function reversalLegs(
  lc: LedgerContext,
  source: { docType: DocType; docId: string },
  sign: 1 | -1,
): Promise<PostingLeg[]> {
  const rows = await lc.trx
    .selectFrom('wmsInventoryLedger as l')
    .leftJoin('wmsInventoryLedger as r', 'r.reversesLedgerId', 'l.id')
    .select([
      'l.id',
      'l.productId',
      'l.facilityId',
      'l.positionId',
      'l.batchId',
      'l.qtyDelta',
      'l.sourceLineId',
    ])
    .where('l.tenantId', '=', lc.tenantId)
    .where('l.sourceDocType', '=', source.docType)
    .where('l.sourceDocId', '=', source.docId)
    .where('l.qtyDelta', sign < 0 ? '<' : '>', 0)
    .where('r.id', 'is', null)
    .execute();
  return rows.map((row) => ({
    productId: row.productId,
    facilityId: row.facilityId,
    positionId: row.positionId,
    batchId: row.batchId,
    qtyDelta: -qty(row.qtyDelta),
    sourceLineId: row.sourceLineId,
    reversesLedgerId: row.id,
  }));
}

/** A new production component row of each entry (nothing issued, returned or consumed yet). */
export async function insertComponents(
  lc: LedgerContext,
  productionOrderId: string,
  components: {
    lineNo: number;
    productId: string;
    qtyPerUnit: number;
    requiredQty: number;
    backflush: number;
  }[],
): Promise<void> {
  if (components.length === 0) return;
  const now = toDbDateTime(lc.now);
  await lc.trx
    .insertInto('mesProductionComponent')
    .values(
      components.map((c) => ({
        id: newId(),
        tenantId: lc.tenantId,
        productionOrderId,
        ...c,
        issuedQty: 0,
        returnedQty: 0,
        consumedQty: 0,
        createBy: lc.username,
        createTime: now,
      })),
    )
    .execute();
}

/** A new pending production order (nothing reported, checked or received); answers its id. */
export async function insertPendingOrder(
  lc: LedgerContext,
  values: {
    code: string;
    orderType: string;
    productId: string;
    /** Left out: the column's default (`1`), the version a BOM lookup of an order without one reads. */
    bomVersion?: string;
    plannedQty: number;
    facilityId: string;
    lineSideFacilityId: string;
    workCenter?: string | null;
    plannedStart?: string | null;
    plannedEnd?: string | null;
    sourceSystem: string;
    sapStatus?: string | null;
    sapContentHash?: string | null;
    remark?: string | null;
  },
): Promise<string> {
  const id = newId();
  await lc.trx
    .insertInto('mesProductionOrder')
    .values({
      id,
      tenantId: lc.tenantId,
      docStatus: 'pending',
      fulfilStatus: 'unexecuted',
      version: 0,
      ...values,
      reportedQty: 0,
      scrapQty: 0,
      checkedQty: 0,
      receivedQty: 0,
      createBy: lc.username,
      createTime: toDbDateTime(lc.now),
    })
    .execute();
  return id;
}
