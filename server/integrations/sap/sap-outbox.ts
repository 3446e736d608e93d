import type { Transaction } from 'kysely';
import type { Clock } from '../../clock';
import type { AppContext } from '../../context';
import type { Database, Db } from '../../db/database';
import { toDbDateTime } from '../../db/datetime';
import { type LedgerContext, qty } from '../../modules/warehouse/ledger/ledger-context';
import { sapSender } from './index';
import type { SapSender } from './sap-boundary';
import { newRow } from './sap-tables';
import '../../modules/quality/quality-tables';
import '../../modules/srm/srm-tables';

/** domain.md 3.11: a failed message is tried again after 1, 5, 15 and 60 minutes, then left `failed`. */
export const BACKOFF_MINUTES = [1, 5, 15, 60] as const;
const MINUTE = 60_000;
/** Messages one worker run sends at most (the next run, a minute later, goes on). */
const BATCH = 200;

/** One outbound message to queue. */
export interface SapOutboxEntry {
  tenantId: number;
  username: string;
  now: number;
  interfaceCode: string;
  bizDocType: string | null;
  bizDocId: string | null;
  bizDocCode: string | null;
  payload: unknown;
}

/**
 * Queues an outbound SAP message in `oms_sap_log` (domain.md 3.11) in the caller's transaction: it exists
 * exactly when the business change that caused it committed. The outbox worker sends it. Returns its id.
 */
export async function enqueueSapMessage(trx: Transaction<Database>, entry: SapOutboxEntry): Promise<string> {
  const row = newRow(entry);
  await trx
    .insertInto('omsSapLog')
    .values({
      ...row,
      interfaceCode: entry.interfaceCode,
      direction: 'outbound',
      bizDocType: entry.bizDocType,
      bizDocId: entry.bizDocId,
      bizDocCode: entry.bizDocCode?.slice(0, 32) ?? null,
      requestPayload: JSON.stringify(entry.payload),
      syncStatus: 'pending',
      retryCount: 0,
      nextRetryAt: toDbDateTime(entry.now),
    })
    .execute();
  return row.id;
}

/** The document lines a posting's ledger rows come from, by the posting's source type (their PO item). */
const LINE_TABLES = { receipt: 'wmsReceiptLine', supplier_return: 'wmsSupplierReturnLine' } as const;

/**
 * A goods movement (`goods_movement`: 101 goods receipt for a purchase or production order, 122 return to
 * the supplier, 261 goods issue to a production order, 262 its reversal) built from an inventory posting
 * of the transaction: one item per document line with material, plant, storage location, batch, quantity
 * and the purchase order and item it refers to, or the production order (`orderNo`, AUFNR) given
 * (docs/integrations.md).
 */
export async function enqueueGoodsMovement(
  lc: LedgerContext,
  movementType: '101' | '122' | '261' | '262',
  postingId: string,
  against: { orderNo?: string | null } = {},
): Promise<string> {
  const posting = await lc.trx
    .selectFrom('wmsInventoryPosting')
    .select(['sourceDocType', 'sourceDocId', 'sourceDocCode'])
    .where('id', '=', postingId)
    .executeTakeFirstOrThrow();
  const rows = await lc.trx
    .withTables<{
      wmsFacility: { id: string; code: string; sapPlant: string | null; sapStorageLocation: string | null };
    }>()
    .selectFrom('wmsInventoryLedger as l')
    .innerJoin('mdmProduct as p', 'p.id', 'l.productId')
    .innerJoin('wmsFacility as f', 'f.id', 'l.facilityId')
    .innerJoin('wmsInventoryBatch as b', 'b.id', 'l.batchId')
    .select([
      'l.sourceLineId',
      'l.qtyDelta',
      'p.code as material',
      'p.uom',
      'f.code as facility',
      'f.sapPlant',
      'f.sapStorageLocation',
      'b.batchNo',
    ])
    .where('l.postingId', '=', postingId)
    .where('l.tenantId', '=', lc.tenantId)
    .orderBy('l.keySeq')
    .execute();
  const table = LINE_TABLES[posting.sourceDocType as keyof typeof LINE_TABLES];
  const lineIds = [...new Set(rows.map((row) => row.sourceLineId).filter((id): id is string => id !== null))];
  const poRefs = new Map<string, { poNo: string | null; poItem: string | null }>();
  if (table && lineIds.length > 0) {
    // Both line tables have `id` and `po_item_id`; typed as the receipt's, the statement is the same.
    const refs = await lc.trx
      .selectFrom(`${table} as d` as 'wmsReceiptLine as d')
      .innerJoin('srmPurchaseOrderItem as i', 'i.id', 'd.poItemId')
      .innerJoin('srmPurchaseOrder as o', 'o.id', 'i.purchaseOrderId')
      .select(['d.id', 'o.code', 'i.lineNo'])
      .where('d.id', 'in', lineIds)
      .execute();
    for (const ref of refs)
      poRefs.set(ref.id, {
        poNo: ref.code,
        poItem: ref.lineNo === null ? null : String(ref.lineNo).padStart(5, '0'),
      });
  }
  const items = new Map<string, { qty: number } & Record<string, unknown>>();
  for (const row of rows) {
    const key = `${row.sourceLineId ?? ''}|${row.batchNo}`;
    const item = items.get(key) ?? {
      qty: 0,
      material: row.material,
      uom: row.uom,
      plant: row.sapPlant ?? row.facility,
      storageLocation: row.sapStorageLocation,
      batch: row.batchNo,
      poNo: poRefs.get(row.sourceLineId ?? '')?.poNo ?? null,
      poItem: poRefs.get(row.sourceLineId ?? '')?.poItem ?? null,
      ...(against.orderNo === undefined ? {} : { orderNo: against.orderNo }),
    };
    item.qty += Math.abs(qty(row.qtyDelta));
    items.set(key, item);
  }
  return enqueueSapMessage(lc.trx, {
    tenantId: lc.tenantId,
    username: lc.username,
    now: lc.now,
    interfaceCode: 'goods_movement',
    bizDocType: posting.sourceDocType,
    bizDocId: posting.sourceDocId,
    bizDocCode: posting.sourceDocCode,
    payload: {
      movementType,
      postingDate: toDbDateTime(lc.now).slice(0, 10),
      reference: posting.sourceDocCode,
      items: [...items.values()].map(({ qty: scaled, ...rest }) => ({
        ...rest,
        qty: (scaled / 1000).toString(),
      })),
    },
  });
}

/** The message SAP answered, as a document's answer handler gets it. */
export interface SapAnsweredMessage {
  id: string;
  tenantId: number;
  interfaceCode: string;
  bizDocType: string | null;
  bizDocId: string | null;
  bizDocCode: string | null;
}

/**
 * What a document does when SAP accepted its message or finally refused it (after the last back-off):
 * store SAP's number on the document, move its SAP status. Runs in the transaction that records the
 * answer in the log, so the log and the document never disagree.
 */
export type SapAnswerHandler = (
  trx: Transaction<Database>,
  message: SapAnsweredMessage,
  answer: { ok: true; sapDocNo: string | null; response: unknown } | { ok: false; error: string },
) => Promise<void>;

const answerHandlers = new Map<string, SapAnswerHandler>();

/**
 * Registers the handler of one interface's answers (one per interface code, at module load), or, with
 * `bizDocType`, of its answers for one document type only (several documents share `goods_movement`);
 * a document type's own handler goes before the interface's.
 */
export function onSapAnswer(interfaceCode: string, handler: SapAnswerHandler, bizDocType?: string): void {
  const key = bizDocType === undefined ? interfaceCode : `${interfaceCode}:${bizDocType}`;
  if (answerHandlers.has(key)) throw new Error(`SAP answer handler for ${key} registered twice`);
  answerHandlers.set(key, handler);
}

const handlerOf = (message: { interfaceCode: string; bizDocType: string | null }) =>
  answerHandlers.get(`${message.interfaceCode}:${message.bizDocType ?? ''}`) ??
  answerHandlers.get(message.interfaceCode);

/** What one outbox run did. */
export interface OutboxRunOutcome {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * The outbox worker (domain.md 3.11): sends every due `pending` outbound message (never tried, or its
 * back-off over) in order of creation. Each is claimed by its version first, so two runs never send one
 * message twice. Accepted: `success` with SAP's document number; refused or unreachable: `retry_count` + 1
 * and the next try after 1, 5, 15, 60 minutes, then `failed` (the page's *retry* puts it back to pending).
 */
export async function sendSapOutbox(
  ctx: { db: Db; clock: Clock; config: AppContext['config'] },
  sender: SapSender = sapSender(ctx.config.sap),
): Promise<OutboxRunOutcome> {
  const outcome: OutboxRunOutcome = { sent: 0, retrying: 0, failed: 0 };
  const now = ctx.clock.now();
  const due = await ctx.db
    .selectFrom('omsSapLog')
    .select([
      'id',
      'tenantId',
      'version',
      'interfaceCode',
      'bizDocType',
      'bizDocId',
      'bizDocCode',
      'requestPayload',
      'retryCount',
    ])
    .where('syncStatus', '=', 'pending')
    .where('direction', '=', 'outbound')
    .where((eb) => eb.or([eb('nextRetryAt', 'is', null), eb('nextRetryAt', '<=', toDbDateTime(now))]))
    .orderBy('createTime')
    .orderBy('id')
    .limit(BATCH)
    .execute();
  for (const message of due) {
    const claimed = await ctx.db
      .updateTable('omsSapLog')
      .set({ version: message.version + 1 })
      .where('id', '=', message.id)
      .where('version', '=', message.version)
      .where('syncStatus', '=', 'pending')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    const payload =
      typeof message.requestPayload === 'string'
        ? JSON.parse(message.requestPayload)
        : message.requestPayload;
    const started = Date.now();
    const result = await sender.send({
      id: message.id,
      interfaceCode: message.interfaceCode,
      bizDocType: message.bizDocType,
      bizDocCode: message.bizDocCode,
      payload,
    });
    const after = ctx.clock.now();
    const common = {
      version: message.version + 2,
      responsePayload: JSON.stringify(result.response ?? null),
      durationMs: Date.now() - started,
      updateBy: 'sap_outbox',
      updateTime: toDbDateTime(after),
    };
    const handler = handlerOf(message);
    if (result.ok) {
      outcome.sent += 1;
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('omsSapLog')
          .set({
            ...common,
            syncStatus: 'success',
            sapDocNo: result.sapDocNo,
            errorMessage: null,
            nextRetryAt: null,
          })
          .where('id', '=', message.id)
          .execute();
        await handler?.(trx, message, result);
      });
      continue;
    }
    const retries = (message.retryCount ?? 0) + 1;
    const wait = BACKOFF_MINUTES[retries - 1];
    if (wait === undefined) outcome.failed += 1;
    else outcome.retrying += 1;
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('omsSapLog')
        .set({
          ...common,
          retryCount: retries,
          errorMessage: result.error.slice(0, 1000),
          syncStatus: wait === undefined ? 'failed' : 'pending',
          nextRetryAt: wait === undefined ? null : toDbDateTime(after + wait * MINUTE),
        })
        .where('id', '=', message.id)
        .execute();
      if (wait === undefined) await handler?.(trx, message, { ok: false, error: result.error });
    });
  }
  return outcome;
}
