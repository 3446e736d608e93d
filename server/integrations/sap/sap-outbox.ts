import type { ExpressionBuilder, Kysely, Transaction, Updateable } from 'kysely';
import { BACKOFF_MINUTES } from '../../../src/domain/oms/sap-backoff';
import type { Clock } from '../../clock';
import type { AppContext } from '../../context';
import type { Database, Db } from '../../db/database';
import { toDbDateTime } from '../../db/datetime';
import { insertRowsStatement } from '../../db/insert-rows';
import { queryRows, type SqlWrite, sqlStatement } from '../../db/raw-sql';
import { type LedgerContext, qty } from '../../modules/warehouse/ledger/ledger-context';
import { sapSender } from './index';
import type { SapSender } from './sap-boundary';
import { newRow, type OmsSapLogTable } from './sap-tables';
import '../../modules/quality/quality-tables';
import '../../modules/srm/srm-tables';

/** domain.md 3.11: 1, 5, 15 and 60 minutes (src/domain/oms/sap-backoff.ts, which the page shows too). */
export { BACKOFF_MINUTES };

const MINUTE = 60_000;
/** Messages one worker run sends at most (the next run, a minute later, goes on). */
const BATCH = 200;
/**
 * Messages one claim takes at a time: one statement instead of one per message, few enough that a second
 * node claims the next ones meanwhile.
 */
const CLAIM_CHUNK = 20;
/**
 * How long a claimed message is hidden from other workers while it is being sent: longer than the
 * adapter's longest timeout (SAP_HTTP_TIMEOUT_MS is at most 10 minutes). A worker that dies between its
 * send and its answer leaves the message to be sent again after this lease: at-least-once delivery, the
 * adapter deduplicates by `messageId` (docs/decisions.md).
 */
export const CLAIM_LEASE_MS = 15 * MINUTE;

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
  const row = outboxRow(entry);
  await trx.insertInto('omsSapLog').values(row).execute();
  return row.id;
}

/**
 * `enqueueSapMessage`'s insert as a write for the caller to run with its others in the same transaction
 * (server/db/raw-sql.ts `executeWrites`); answers the message's id.
 */
export function sapMessageWrite(lc: LedgerContext, entry: SapOutboxEntry): { id: string; write: SqlWrite } {
  const row = outboxRow(entry);
  return { id: row.id, write: insertRowsStatement(lc.trx, lc.engine, 'omsSapLog', [row]) };
}

function outboxRow(entry: SapOutboxEntry) {
  return {
    ...newRow(entry),
    interfaceCode: entry.interfaceCode,
    direction: 'outbound',
    bizDocType: entry.bizDocType,
    bizDocId: entry.bizDocId,
    bizDocCode: entry.bizDocCode?.slice(0, 32) ?? null,
    requestPayload: JSON.stringify(entry.payload),
    syncStatus: 'pending',
    retryCount: 0,
    nextRetryAt: toDbDateTime(entry.now),
  };
}

/** The source columns of an inventory posting (`wms_inventory_posting`). */
export interface PostingSource {
  sourceDocType: string;
  sourceDocId: string;
  sourceDocCode: string | null;
}

/** A posting's ledger rows with what SAP's items name (prepared on PostgreSQL, server/db/raw-sql.ts). */
const SELECT_MOVEMENT_ROWS = sqlStatement(
  () => `select l.source_line_id, l.qty_delta, p.code as material, p.uom, f.code as facility, f.sap_plant,
    f.sap_storage_location, b.batch_no from wms_inventory_ledger as l
    inner join mdm_product as p on p.id = l.product_id inner join wms_facility as f on f.id = l.facility_id
    inner join wms_inventory_batch as b on b.id = l.batch_id
    where l.posting_id = ? and l.tenant_id = ? order by l.key_seq`,
);

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
  against: {
    orderNo?: string | null;
    /** The posting's source as the caller has just written it: saves reading the posting back. */
    posting?: PostingSource;
    /** Where to add the message's insert for the caller to run (`sapMessageWrite`), instead of now. */
    deferred?: SqlWrite[];
  } = {},
): Promise<string> {
  const posting =
    against.posting ??
    (await lc.trx
      .selectFrom('wmsInventoryPosting')
      .select(['sourceDocType', 'sourceDocId', 'sourceDocCode'])
      .where('id', '=', postingId)
      .executeTakeFirstOrThrow());
  const rows = await queryRows<{
    sourceLineId: string | null;
    qtyDelta: number | string;
    material: string;
    uom: string;
    facility: string;
    sapPlant: string | null;
    sapStorageLocation: string | null;
    batchNo: string;
  }>(lc.trx, SELECT_MOVEMENT_ROWS.text(lc.engine), [postingId, lc.tenantId]);
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
  const entry: SapOutboxEntry = {
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
  };
  if (!against.deferred) return enqueueSapMessage(lc.trx, entry);
  const { id, write } = sapMessageWrite(lc, entry);
  against.deferred.push(write);
  return id;
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

/** A message this worker claimed, at its claimed version. */
interface ClaimedMessage extends SapAnsweredMessage {
  version: number;
  requestPayload: unknown;
  retryCount: number | null;
}

/** What one outbox run did. */
export interface OutboxRunOutcome {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * The outbox worker (domain.md 3.11): sends every due `pending` outbound message (never tried, or its
 * back-off over) in order of creation, claimed 20 at a time by one update guarded by being due, which moves
 * their version on and hides them for their lease: two runs (two server nodes) never send one message
 * twice; a worker dying mid-send leaves it to be sent again after the lease (at-least-once,
 * docs/decisions.md). Accepted: `success` with SAP's document number; refused or unreachable:
 * `retry_count` + 1 and the next try after 1, 5, 15, 60 minutes, then `failed` (the page's *retry* puts
 * it back to pending). Each answer is logged under the claimed version.
 */
export async function sendSapOutbox(
  ctx: { db: Db; clock: Clock; config: AppContext['config'] },
  sender: SapSender = sapSender(ctx.config.sap),
): Promise<OutboxRunOutcome> {
  const outcome: OutboxRunOutcome = { sent: 0, retrying: 0, failed: 0 };
  const now = ctx.clock.now();
  const due = (eb: ExpressionBuilder<Database, 'omsSapLog'>) =>
    eb.and([
      eb('syncStatus', '=', 'pending'),
      eb('direction', '=', 'outbound'),
      eb.or([eb('nextRetryAt', 'is', null), eb('nextRetryAt', '<=', toDbDateTime(now))]),
    ]);
  const claimed: ClaimedMessage[] = [];
  // Until the batch is seen, and never leaving a claimed message unsent.
  for (let seen = 0; claimed.length > 0 || seen < BATCH; ) {
    if (claimed.length === 0) {
      const ids = (
        await ctx.db
          .selectFrom('omsSapLog')
          .select('id')
          .where(due)
          .orderBy('createTime')
          .orderBy('id')
          .limit(CLAIM_CHUNK)
          .execute()
      ).map((row) => row.id);
      if (ids.length === 0) break;
      seen += ids.length;
      // One statement claims the chunk: the version moves on and the lease hides each message from
      // other workers. The due condition is the guard: a row another worker claimed meanwhile is no
      // longer due (PostgreSQL re-checks it after waiting for that worker's row lock), so it is skipped.
      const rows = await ctx.db
        .updateTable('omsSapLog')
        .set((eb) => ({
          version: eb('version', '+', 1),
          nextRetryAt: toDbDateTime(now + CLAIM_LEASE_MS),
        }))
        .where('id', 'in', ids)
        .where(due)
        .returning([
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
        .execute();
      const order = new Map(ids.map((id, index) => [id, index]));
      claimed.push(...rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!));
      if (claimed.length === 0) continue;
    }
    const message = claimed.shift()!;
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
      version: message.version + 1,
      responsePayload: JSON.stringify(result.response ?? null),
      durationMs: Date.now() - started,
      updateBy: 'sap_outbox',
      updateTime: toDbDateTime(after),
    };
    const handler = handlerOf(message);
    let values: Updateable<OmsSapLogTable>;
    // SAP's final answer, for the interface's handler: accepted, or refused after the last back-off.
    let final: Parameters<SapAnswerHandler>[2] | null;
    if (result.ok) {
      outcome.sent += 1;
      values = {
        ...common,
        syncStatus: 'success',
        sapDocNo: result.sapDocNo,
        errorMessage: null,
        nextRetryAt: null,
      };
      final = result;
    } else {
      const retries = (message.retryCount ?? 0) + 1;
      const wait = BACKOFF_MINUTES[retries - 1];
      if (wait === undefined) outcome.failed += 1;
      else outcome.retrying += 1;
      values = {
        ...common,
        retryCount: retries,
        errorMessage: result.error.slice(0, 1000),
        syncStatus: wait === undefined ? 'failed' : 'pending',
        nextRetryAt: wait === undefined ? null : toDbDateTime(after + wait * MINUTE),
      };
      final = wait === undefined ? { ok: false, error: result.error } : null;
    }
    // Under the claimed version: when the lease ran out and another worker took the message over, its
    // answer is the one logged (0 rows here, and no handler call).
    const log = async (db: Kysely<Database>) =>
      Number(
        (
          await db
            .updateTable('omsSapLog')
            .set(values)
            .where('id', '=', message.id)
            .where('version', '=', message.version)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1;
    if (handler && final) {
      const answer = final;
      await ctx.db.transaction().execute(async (trx) => {
        if (await log(trx)) await handler(trx, message, answer);
      });
    } else await log(ctx.db);
  }
  return outcome;
}
