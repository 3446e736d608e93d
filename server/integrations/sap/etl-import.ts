import type { AppContext } from '../../context';
import { toDbDateTime } from '../../db/datetime';
import { newId } from '../../db/ids';
import { pushSystemMessage } from '../../modules/system/announcements/announcement-release';
import type { LedgerContext } from '../../modules/warehouse/ledger/ledger-context';
import { type EtlStatus, messageOf, publishOrder } from './etl-publish';
import { type StagedOrder, stageOrder } from './etl-stage';
import { IdocFormatError, parseOrders05 } from './idoc-orders05';
import { sapPoSource } from './index';
import type { SapPoDocument, SapPoSource } from './sap-boundary';
import { newRow } from './sap-tables';

/** What one import run did, per staging status. */
export interface EtlRunOutcome {
  batchId: string;
  documents: number;
  /** Documents refused whole (malformed): moved aside, nothing of them imported. */
  refused: number;
  orders: Record<EtlStatus, number>;
}

/**
 * The ETL job (domain.md 3.6, 4.1 step 1): pulls the waiting IDoc ORDERS05 documents from the source
 * `SAP_MODE` names (or the one given), stages every order with its content hashes and publishes it. One
 * document is one transaction: it is imported whole (its orders published, unchanged or in error as the
 * staging rows say) or, malformed or failing, not at all, with an error row and the file moved aside.
 */
export const runSapPoImport = oneRunAtATime(importOnce);

/**
 * A run of `work` that waits for the server's previous run of it (a scheduled firing and a page's "run
 * import now" never overlap within a node).
 */
export function oneRunAtATime<O, T>(work: (ctx: AppContext, options: O) => Promise<T>) {
  const running = new WeakMap<AppContext, Promise<unknown>>();
  return (ctx: AppContext, options: O): Promise<T> => {
    const before = running.get(ctx) ?? Promise.resolve();
    const run = before.catch(() => undefined).then(() => work(ctx, options));
    running.set(ctx, run);
    return run;
  };
}

async function importOnce(
  ctx: AppContext,
  options: { tenantId: number; username?: string; source?: SapPoSource },
): Promise<EtlRunOutcome> {
  const source = options.source ?? sapPoSource(ctx.config.sap);
  const batchId = newId();
  const outcome: EtlRunOutcome = {
    batchId,
    documents: 0,
    refused: 0,
    orders: { new: 0, published: 0, unchanged: 0, error: 0, skipped: 0 },
  };
  const base = { tenantId: options.tenantId, username: options.username ?? 'sap_etl' };
  for (const document of await source.pull()) {
    outcome.documents += 1;
    const started = Date.now();
    let orders: StagedOrder[];
    try {
      orders = parseOrders05(document.content).map(stageOrder);
    } catch (error) {
      if (!(error instanceof IdocFormatError)) throw error;
      outcome.refused += 1;
      const message = messageOf({ code: 'etl.formatError', params: { detail: error.message } });
      await refuse(ctx, base, batchId, document, message, started);
      await source.settle(document, { ok: false, message: error.message });
      continue;
    }
    const notices: string[] = [];
    const statuses: EtlStatus[] = [];
    try {
      await ctx.db.transaction().execute(async (trx) => {
        const lc: LedgerContext = { ...base, trx, engine: ctx.engine, now: ctx.clock.now() };
        const run = { batchId, sourceName: document.sourceName, buyer: ctx.config.sap.buyer };
        for (const order of orders) statuses.push((await publishOrder(lc, run, order, notices)).status);
        await logInbound(lc, document, { ok: true, orders: orders.length, statuses }, started);
      });
    } catch (error) {
      notices.length = 0;
      outcome.refused += 1;
      const detail = error instanceof Error ? error.message : String(error);
      await refuse(
        ctx,
        base,
        batchId,
        document,
        messageOf({ code: 'etl.importFailed', params: { detail } }),
        started,
      );
      await source.settle(document, { ok: false, message: detail });
      continue;
    }
    for (const status of statuses) outcome.orders[status] += 1;
    await source.settle(document, { ok: true, orders: orders.length });
    for (const id of notices) await pushSystemMessage(ctx, id);
  }
  return outcome;
}

/** A refused document: one error staging header (no items) and the failed log row, nothing else. */
async function refuse(
  ctx: AppContext,
  base: { tenantId: number; username: string },
  batchId: string,
  document: SapPoDocument,
  message: string,
  started: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const lc: LedgerContext = { ...base, trx, engine: ctx.engine, now: ctx.clock.now() };
    const at = toDbDateTime(lc.now);
    await trx
      .insertInto('srmEtlPoHeader')
      .values({
        ...newRow(lc),
        importBatchId: batchId,
        sourceName: document.sourceName.slice(0, 128),
        raw: JSON.stringify({ source: document.sourceName, bytes: document.content.length }),
        importedAt: at,
        processStatus: 'error',
        processMessage: message,
        deletionFlag: 0,
      })
      .execute();
    await logInbound(lc, document, { ok: false, message }, started);
  });
}

/** The inbound `po_import` row of the SAP log for one document. */
function logInbound(
  lc: LedgerContext,
  document: SapPoDocument,
  result: { ok: true; orders: number; statuses: EtlStatus[] } | { ok: false; message: string },
  started: number,
): Promise<void> {
  return logInboundDocument(
    lc,
    { interfaceCode: 'po_import', bizDocType: 'etl_po_header' },
    document,
    result,
    started,
  );
}

/**
 * The inbound row of the SAP log for one pulled document (an import of the boundary: purchase orders,
 * production orders): success with the run's result, or failed with the reason.
 */
export async function logInboundDocument(
  lc: LedgerContext,
  kind: { interfaceCode: string; bizDocType: string },
  document: SapPoDocument,
  result: ({ ok: true } & Record<string, unknown>) | { ok: false; message: string },
  started: number,
): Promise<void> {
  await lc.trx
    .insertInto('omsSapLog')
    .values({
      ...newRow(lc),
      interfaceCode: kind.interfaceCode,
      direction: 'inbound',
      bizDocType: kind.bizDocType,
      bizDocId: null,
      bizDocCode: document.id.slice(0, 32),
      requestPayload: JSON.stringify({ source: document.sourceName, bytes: document.content.length }),
      responsePayload: JSON.stringify(result),
      syncStatus: result.ok ? 'success' : 'failed',
      errorMessage: result.ok ? null : result.message.slice(0, 1000),
      retryCount: 0,
      durationMs: Date.now() - started,
    })
    .execute();
}
