import { join } from 'node:path';
import type { AppContext } from '../../context';
import { toDbDateTime } from '../../db/datetime';
import type { DefaultJob } from '../../jobs/default-jobs';
import { insertComponents, insertPendingOrder } from '../../modules/production/production-components';
import { type LedgerContext, qty } from '../../modules/warehouse/ledger/ledger-context';
import { logInboundDocument, oneRunAtATime } from './etl-import';
import { withoutZeros } from './etl-stage';
import { fileSapPoSource } from './file-boundary';
import { httpSapPoSource } from './http-boundary';
import {
  parseLoipro,
  productionOrderTypeOf,
  SAP_DELETION_STATUS,
  type SapProductionOrder,
} from './idoc-loipro';
import { IdocFormatError } from './idoc-orders05';
import type { SapPoDocument, SapPoSource } from './sap-boundary';
import type { SapConfig } from './sap-config';
import '../../modules/production/production-tables';

/** How one production order of a document was taken (docs/integrations.md "Production orders"). */
export type ProductionImportStatus = 'new' | 'updated' | 'unchanged' | 'cancelled' | 'skipped' | 'error';

export interface ProductionImportOutcome {
  documents: number;
  /** Documents refused whole (malformed): nothing of them imported. */
  refused: number;
  orders: Record<ProductionImportStatus, number>;
  /** The reason of each order in error, `AUFNR: reason`. */
  errors: string[];
}

/**
 * Where SAP production orders come from: IDoc LOIPRO01 files in `<SAP_INBOX_DIR>/production/` (the
 * purchase orders' folder is the inbox itself, so neither import sees the other's files), or, with
 * `SAP_MODE=http` and `SAP_HTTP_PRODUCTION_PULL_URL`, the adapter (acknowledged like the purchase orders).
 */
export function sapProductionSource(config: SapConfig): SapPoSource {
  if (config.mode === 'http' && config.http?.productionPullUrl)
    return httpSapPoSource({ ...config.http, pullUrl: config.http.productionPullUrl });
  return fileSapPoSource(join(config.inboxDir, 'production'));
}

/**
 * Imports the waiting LOIPRO01 documents: one document is one transaction, logged as an inbound
 * `production_order` row of `oms_sap_log`; a malformed one is refused whole. Idempotent: an order sent
 * again with the content it was last written from is `unchanged` and nothing is written. One run at a
 * time per server.
 */
export const runSapProductionImport = oneRunAtATime(importOnce);

async function importOnce(
  ctx: AppContext,
  options: { tenantId: number; username?: string; source?: SapPoSource },
): Promise<ProductionImportOutcome> {
  const source = options.source ?? sapProductionSource(ctx.config.sap);
  const outcome: ProductionImportOutcome = {
    documents: 0,
    refused: 0,
    orders: { new: 0, updated: 0, unchanged: 0, cancelled: 0, skipped: 0, error: 0 },
    errors: [],
  };
  const base = { tenantId: options.tenantId, username: options.username ?? 'sap_etl' };
  for (const document of await source.pull()) {
    outcome.documents += 1;
    const started = Date.now();
    let results: { aufnr: string; status: ProductionImportStatus; message?: string }[] = [];
    try {
      const orders = parseLoipro(document.content);
      await ctx.db.transaction().execute(async (trx) => {
        const lc: LedgerContext = { ...base, trx, engine: ctx.engine, now: ctx.clock.now() };
        results = [];
        for (const order of orders) results.push({ aufnr: order.aufnr, ...(await publishOrder(lc, order)) });
        await logInbound(lc, document, { ok: true, orders: results }, started);
      });
    } catch (error) {
      outcome.refused += 1;
      const message = error instanceof Error ? error.message : String(error);
      if (!(error instanceof IdocFormatError)) console.error('SAP production import failed', error);
      await ctx.db.transaction().execute(async (trx) => {
        const lc: LedgerContext = { ...base, trx, engine: ctx.engine, now: ctx.clock.now() };
        await logInbound(lc, document, { ok: false, message }, started);
      });
      await source.settle(document, { ok: false, message });
      continue;
    }
    for (const result of results) {
      outcome.orders[result.status] += 1;
      if (result.message) outcome.errors.push(`${result.aufnr}: ${result.message}`);
    }
    await source.settle(document, { ok: true, orders: results.length });
  }
  return outcome;
}

/** The inbound `production_order` row of the SAP log for one document. */
const logInbound = (
  lc: LedgerContext,
  document: SapPoDocument,
  result: { ok: true; orders: unknown[] } | { ok: false; message: string },
  started: number,
) =>
  logInboundDocument(
    lc,
    { interfaceCode: 'production_order', bizDocType: 'production_order' },
    document,
    result,
    started,
  );

interface FacilityRow {
  id: string;
  facilityType: string;
  sapPlant: string | null;
  sapStorageLocation: string | null;
}

/** The finished-goods warehouse and the line side of the order's plant (docs/integrations.md). */
async function facilitiesOf(lc: LedgerContext, order: SapProductionOrder) {
  const rows: FacilityRow[] = await lc.trx
    .withTables<{
      wmsFacility: FacilityRow & { tenantId: number; code: string; delFlag: number };
    }>()
    .selectFrom('wmsFacility')
    .select(['id', 'facilityType', 'sapPlant', 'sapStorageLocation'])
    .where('tenantId', '=', lc.tenantId)
    .where('delFlag', '=', 0)
    .where('sapPlant', '=', order.plant)
    .orderBy('code')
    .execute();
  const pick = (lineSide: boolean, location: string | null) => {
    const candidates = rows.filter((row) => (row.facilityType === 'line_side') === lineSide);
    return (
      candidates.find((row) => location !== null && row.sapStorageLocation === location) ?? candidates[0]
    )?.id;
  };
  return {
    facilityId: pick(false, order.storageLocation),
    lineSideFacilityId: pick(true, order.components.find((c) => c.storageLocation)?.storageLocation ?? null),
  };
}

async function productIds(lc: LedgerContext, codes: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(codes.flatMap((code) => [code, withoutZeros(code)]))];
  const rows = await lc.trx
    .selectFrom('mdmProduct')
    .select(['id', 'code'])
    .where('tenantId', '=', lc.tenantId)
    .where('delFlag', '=', 0)
    .where('code', 'in', wanted)
    .execute();
  const byCode = new Map(rows.map((row) => [row.code, row.id]));
  const result = new Map<string, string>();
  for (const code of codes) {
    const id = byCode.get(code) ?? byCode.get(withoutZeros(code));
    if (id) result.set(code, id);
  }
  return result;
}

const day = (date: string | null) => (date === null ? null : toDbDateTime(Date.parse(`${date}T00:00:00Z`)));

/**
 * Writes one order (docs/integrations.md "Production orders"): new → pending with its components; known
 * with the same content → unchanged; known and pending → header and components replaced; released and
 * open → planned quantity, dates, statuses and component requirements updated (never below what was
 * reported or issued); a deletion flag cancels a pending order; finished or cancelled orders are skipped.
 */
async function publishOrder(
  lc: LedgerContext,
  order: SapProductionOrder,
): Promise<{ status: ProductionImportStatus; message?: string }> {
  const known = await lc.trx
    .selectFrom('mesProductionOrder')
    .select(['id', 'docStatus', 'fulfilStatus', 'reportedQty', 'sapContentHash', 'version'])
    .where('tenantId', '=', lc.tenantId)
    .where('code', '=', order.aufnr)
    .executeTakeFirst();
  if (known?.sapContentHash === order.contentHash) return { status: 'unchanged' };
  const deleted = order.statuses.includes(SAP_DELETION_STATUS);
  if (known && (known.docStatus === 'cancelled' || ['completed', 'closed'].includes(known.fulfilStatus)))
    return { status: 'skipped' };
  const now = toDbDateTime(lc.now);
  if (known && deleted) {
    if (known.docStatus !== 'pending')
      return { status: 'error', message: 'deletion flag on a released order (cancel it in ISPS first)' };
    await lc.trx
      .updateTable('mesProductionOrder')
      .set({
        docStatus: 'cancelled',
        cancelRemark: 'SAP deletion flag',
        sapStatus: order.statuses.join(' ').slice(0, 32),
        sapContentHash: order.contentHash,
        version: known.version + 1,
        updateBy: lc.username,
        updateTime: now,
      })
      .where('id', '=', known.id)
      .execute();
    return { status: 'cancelled' };
  }
  if (!known && deleted) return { status: 'skipped' };
  const products = await productIds(lc, [order.material, ...order.components.map((c) => c.material)]);
  const productId = products.get(order.material);
  if (!productId) return { status: 'error', message: `material ${order.material} not found` };
  const missing = order.components.find((c) => !products.has(c.material));
  if (missing) return { status: 'error', message: `component ${missing.material} not found` };
  const { facilityId, lineSideFacilityId } = await facilitiesOf(lc, order);
  if (!facilityId) return { status: 'error', message: `no warehouse of plant ${order.plant}` };
  if (!lineSideFacilityId) return { status: 'error', message: `no line side of plant ${order.plant}` };
  const header = {
    orderType: productionOrderTypeOf(order.orderType),
    productId,
    bomVersion: order.bomVersion ?? '1',
    plannedQty: order.plannedQty,
    facilityId,
    lineSideFacilityId,
    workCenter: order.workCenter,
    plannedStart: day(order.plannedStart),
    plannedEnd: day(order.plannedEnd),
    sourceSystem: 'sap',
    sapStatus: order.statuses.join(' ').slice(0, 32) || null,
    sapContentHash: order.contentHash,
  };
  const components = order.components.map((c, index) => ({
    lineNo: index + 1,
    productId: products.get(c.material)!,
    // Per unit from SAP's requirement (BDMNG already holds the scrap allowance).
    qtyPerUnit: Math.round((c.requiredQty * 1000) / order.plannedQty),
    requiredQty: c.requiredQty,
    backflush: c.backflush ? 1 : 0,
  }));
  if (!known) {
    const id = await insertPendingOrder(lc, { code: order.aufnr, ...header });
    await insertComponents(lc, id, components);
    return { status: 'new' };
  }
  if (known.docStatus === 'pending') {
    await lc.trx
      .updateTable('mesProductionOrder')
      .set({ ...header, version: known.version + 1, updateBy: lc.username, updateTime: now })
      .where('id', '=', known.id)
      .execute();
    await lc.trx.deleteFrom('mesProductionComponent').where('productionOrderId', '=', known.id).execute();
    await insertComponents(lc, known.id, components);
    return { status: 'updated' };
  }
  // Released and open: what production already did bounds what SAP may change.
  if (order.plannedQty < qty(known.reportedQty))
    return { status: 'error', message: 'planned quantity below the reported quantity' };
  const existing = await lc.trx
    .selectFrom('mesProductionComponent')
    .select(['id', 'productId', 'issuedQty', 'returnedQty', 'lineNo'])
    .where('productionOrderId', '=', known.id)
    .execute();
  for (const component of components) {
    const row = existing.find((e) => e.productId === component.productId);
    if (row && component.requiredQty < qty(row.issuedQty) - qty(row.returnedQty))
      return { status: 'error', message: 'a component requirement below its issued quantity' };
  }
  await lc.trx
    .updateTable('mesProductionOrder')
    .set({
      plannedQty: header.plannedQty,
      plannedStart: header.plannedStart,
      plannedEnd: header.plannedEnd,
      workCenter: header.workCenter,
      sapStatus: header.sapStatus,
      sapContentHash: header.sapContentHash,
      version: known.version + 1,
      updateBy: lc.username,
      updateTime: now,
    })
    .where('id', '=', known.id)
    .execute();
  let lineNo = Math.max(0, ...existing.map((e) => e.lineNo ?? 0));
  for (const component of components) {
    const row = existing.find((e) => e.productId === component.productId);
    if (row) {
      await lc.trx
        .updateTable('mesProductionComponent')
        .set({ requiredQty: component.requiredQty, qtyPerUnit: component.qtyPerUnit, updateTime: now })
        .where('id', '=', row.id)
        .execute();
    } else {
      lineNo += 1;
      await insertComponents(lc, known.id, [{ ...component, lineNo }]);
    }
  }
  return { status: 'updated' };
}

/** The scheduled import (every 15 minutes, tenant 0), seeded running by migration 0062. */
export const sapProductionJobs: DefaultJob[] = [
  {
    kind: 'mes.sapProductionImport',
    cron: '0 */15 * * * ?',
    parameter: '0',
    description: '从SAP导入生产订单 (IDoc LOIPRO01)',
  },
];

/** The summary of a run, for the job's log and the page's answer. */
export function describeProductionImport(outcome: ProductionImportOutcome): string {
  const { orders } = outcome;
  const errors = outcome.errors.length > 0 ? ` (${outcome.errors.slice(0, 5).join('; ')})` : '';
  return (
    `${outcome.documents} documents (${outcome.refused} refused): ${orders.new} new, ${orders.updated} updated, ` +
    `${orders.unchanged} unchanged, ${orders.cancelled} cancelled, ${orders.skipped} skipped, ${orders.error} in error${errors}`
  );
}
