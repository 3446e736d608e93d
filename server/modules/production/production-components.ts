import { fromScaled } from '../../../src/domain/entity/scaled-number';
import type { DocType } from '../../../src/domain/warehouse/movement-types';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import {
  executeSql,
  placeholderList,
  queryRows,
  repeated,
  type SqlWrite,
  sqlStatement,
} from '../../db/raw-sql';
import { AppError } from '../../http/app-error';
import { type LedgerContext, qty } from '../warehouse/ledger/ledger-context';
import { type PostingLeg, productLabel } from '../warehouse/ledger/post-inventory-movement';
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

// The statements of a report's approval and the material documents' postings, written once per shape and
// prepared on PostgreSQL (server/db/raw-sql.ts; docs/performance.md "Report approval on PostgreSQL").
const SELECT_COMPONENTS = sqlStatement(
  () => `select id, production_order_id, product_id, qty_per_unit, required_qty, backflush, issued_qty,
    returned_qty, consumed_qty from mes_production_component where tenant_id = ? and production_order_id = ?
    order by line_no, id`,
);

interface ComponentSelected {
  id: string;
  productionOrderId: string;
  productId: string;
  qtyPerUnit: number | string;
  requiredQty: number | string;
  backflush: number | boolean;
  issuedQty: number | string;
  returnedQty: number | string;
  consumedQty: number | string;
}

/** The components of one production order (tenant's), in line order. */
export async function orderComponents(lc: LedgerContext, productionOrderId: string): Promise<ComponentRow[]> {
  const rows = await queryRows<ComponentSelected>(lc.trx, SELECT_COMPONENTS.text(lc.engine), [
    lc.tenantId,
    productionOrderId,
  ]);
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

const COMPONENT_COLUMNS: Record<ComponentColumn, string> = {
  issuedQty: 'issued_qty',
  returnedQty: 'returned_qty',
  consumedQty: 'consumed_qty',
};

/** `case id when … then … end` (`quantityById`'s statement) for `count` components of one column. */
const ADD_TO_COMPONENTS = sqlStatement(
  (_engine, column: ComponentColumn, count: number) =>
    `update mes_production_component set ${COMPONENT_COLUMNS[column]} = ${COMPONENT_COLUMNS[column]} + case id ${repeated(
      count,
      'when ? then cast(? as bigint)',
      ' ',
    )} end, update_by = ?, update_time = ? where id in (${placeholderList(count)}) and tenant_id = ?`,
);

/**
 * Adds signed scaled quantities to one component column, in the action's transaction: one UPDATE for
 * every component of the action (`case id when … then …`), the changes of a component summed first.
 */
export async function addToComponents(
  lc: LedgerContext,
  column: ComponentColumn,
  changes: readonly { componentId: string; delta: number }[],
): Promise<void> {
  const write = componentsWrite(lc, column, changes);
  if (write) await executeSql(lc.trx, write.text, write.parameters);
}

/** The statement of `addToComponents`, or null when nothing changes (to run with other writes). */
export function componentsWrite(
  lc: LedgerContext,
  column: ComponentColumn,
  changes: readonly { componentId: string; delta: number }[],
): SqlWrite | null {
  const byId = new Map<string, number>();
  for (const { componentId, delta } of changes) byId.set(componentId, (byId.get(componentId) ?? 0) + delta);
  if (byId.size === 0) return null;
  return {
    text: ADD_TO_COMPONENTS.text(lc.engine, column, byId.size),
    parameters: [...[...byId].flat(), lc.username, toDbDateTime(lc.now), ...byId.keys(), lc.tenantId],
  };
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
  /** The order's code as stored (null when it has none): SAP's order number (AUFNR). */
  orderNo: string | null;
  fulfilStatus: string;
  productId: string;
  /** The product's inspection mode: `sampling` or `full` sends a report's good quantity to a work check. */
  productInspectionMode: string | null;
  facilityId: string;
  lineSideFacilityId: string;
  plannedQty: number;
  reportedQty: number;
  scrapQty: number;
  receivedQty: number;
  started: boolean;
}

const SELECT_ORDER = sqlStatement(
  () => `select o.id, o.code, o.doc_status, o.fulfil_status, o.product_id, o.facility_id, o.line_side_facility_id,
    o.planned_qty, o.reported_qty, o.scrap_qty, o.received_qty, o.actual_start,
    p.inspection_mode as product_inspection_mode
    from mes_production_order o left join mdm_product p on p.id = o.product_id
    where o.id = ? and o.tenant_id = ?`,
);

interface OrderSelected {
  id: string;
  code: string | null;
  docStatus: string;
  fulfilStatus: string;
  productId: string;
  facilityId: string;
  lineSideFacilityId: string;
  plannedQty: number | string;
  reportedQty: number | string;
  scrapQty: number | string;
  receivedQty: number | string;
  actualStart: unknown;
  productInspectionMode: string | null;
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
  const [order] = await queryRows<OrderSelected>(lc.trx, SELECT_ORDER.text(lc.engine), [
    orderId,
    lc.tenantId,
  ]);
  if (!order) throw new AppError('doc.notFound');
  const done = order.fulfilStatus === 'completed' || order.fulfilStatus === 'closed';
  if (order.docStatus !== 'approved' || (done && finished === 'refused')) {
    throw new AppError('mes.orderNotOpen', { code: order.code ?? orderId });
  }
  return {
    id: order.id,
    code: order.code ?? order.id,
    orderNo: order.code,
    fulfilStatus: order.fulfilStatus,
    productId: order.productId,
    productInspectionMode: order.productInspectionMode,
    facilityId: order.facilityId,
    lineSideFacilityId: order.lineSideFacilityId,
    plannedQty: qty(order.plannedQty),
    reportedQty: qty(order.reportedQty),
    scrapQty: qty(order.scrapQty),
    receivedQty: qty(order.receivedQty),
    started: order.actualStart !== null,
  };
}

/** The order's roll-up, with `actual_start` and `actual_end` set when the progress starts or ends it. */
const SAVE_ORDER_PROGRESS = sqlStatement(
  (_engine, start: number, end: number) =>
    `update mes_production_order set reported_qty = ?, scrap_qty = ?, received_qty = ?, fulfil_status = ?,
    version = version + ?${start ? ', actual_start = ?' : ''}${end ? ', actual_end = ?' : ''},
    update_by = ?, update_time = ? where id = ? and tenant_id = ?`,
);

/**
 * Writes the order's roll-up quantities and the fulfilment they give (domain.md 3.9): executing from the
 * first report, completed once received reaches planned, back to unexecuted when nothing is reported;
 * the version moves so a form opened before sees the change.
 */
export async function saveOrderProgress(lc: LedgerContext, order: OpenOrder): Promise<void> {
  const write = orderProgressWrite(lc, order);
  await executeSql(lc.trx, write.text, write.parameters);
}

/**
 * The statement of `saveOrderProgress` (to run with other writes); the order's fulfilment and start in
 * memory follow at once.
 */
export function orderProgressWrite(lc: LedgerContext, order: OpenOrder): SqlWrite {
  const fulfilStatus =
    order.receivedQty >= order.plannedQty
      ? 'completed'
      : order.reportedQty > 0 || order.scrapQty > 0 || order.receivedQty > 0
        ? 'executing'
        : 'unexecuted';
  const now = toDbDateTime(lc.now);
  const start = !(order.started || fulfilStatus === 'unexecuted');
  const end = fulfilStatus === 'completed';
  const write = {
    text: SAVE_ORDER_PROGRESS.text(lc.engine, start ? 1 : 0, end ? 1 : 0),
    parameters: [
      order.reportedQty,
      order.scrapQty,
      order.receivedQty,
      fulfilStatus,
      1,
      ...(start ? [now] : []),
      ...(end ? [now] : []),
      lc.username,
      now,
      order.id,
      lc.tenantId,
    ],
  };
  order.fulfilStatus = fulfilStatus;
  order.started = order.started || fulfilStatus !== 'unexecuted';
  return write;
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
