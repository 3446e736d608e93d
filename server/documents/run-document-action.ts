import type { Db, Engine } from '../db/database';
import { toDbDateTime } from '../db/datetime';
import { newId } from '../db/ids';
import { insertRows } from '../db/insert-rows';
import { queryRows, type SqlRunner, sqlStatement } from '../db/raw-sql';
import { AppError } from '../http/app-error';
import { databaseRefusal } from '../modules/warehouse/ledger/database-refusal';
import type { LedgerContext } from '../modules/warehouse/ledger/ledger-context';

export interface DocumentActionRequest {
  tenantId: number;
  username: string;
  /** The client's id of this click: a repeat returns the first answer (domain.md 0.5). */
  requestId: string;
  docType: string;
  docId: string;
  action: string;
}

/** PostgreSQL's deadlock and serialisation failures: the transaction is rolled back and may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 5;

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

function isDuplicateRequest(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  return (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') && /sys_doc_action/.test(message);
}

/**
 * Runs one action on one document as one transaction (domain.md 2.10 steps 1-2, 9-10), idempotent by
 * `requestId` through `sys_doc_action`: a request seen before answers its stored result without doing
 * anything; the result is stored in the same transaction as the work. When two copies of a request race
 * (a double click), the second waits for the first, then fails its state guard or the unique key and
 * answers the first one's result. Refusals of the database's inventory rules become their AppError.
 */
export async function runDocumentAction<R>(
  db: Db,
  engine: Engine,
  now: number,
  request: DocumentActionRequest,
  work: (lc: LedgerContext) => Promise<R>,
): Promise<R> {
  if (!request.requestId) throw new AppError('doc.requestIdRequired');
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const lc: LedgerContext = {
          trx,
          engine,
          tenantId: request.tenantId,
          username: request.username,
          now,
        };
        const done = await storedResult<R>(lc.trx, engine, request);
        if (done.found) return done.result;
        const result = await work(lc);
        await insertRows(trx, engine, 'sysDocAction', [
          {
            id: newId(),
            tenantId: request.tenantId,
            requestId: request.requestId,
            docType: request.docType,
            docId: request.docId,
            action: request.action,
            result: JSON.stringify(result ?? null),
            createBy: request.username,
            createTime: toDbDateTime(now),
          },
        ]);
        return result;
      });
    } catch (error) {
      if (isRetryable(error) && attempt < ATTEMPTS) continue;
      const earlier = await storedResult<R>(db, engine, request);
      if (earlier.found) return earlier.result;
      if (isDuplicateRequest(error) && attempt < ATTEMPTS) continue;
      throw databaseRefusal(error) ?? error;
    }
  }
}

// Written once, not built per action (server/db/raw-sql.ts, docs/performance.md "Ledger").
const SELECT_STORED = sqlStatement(
  () => 'select doc_type, doc_id, action, result from sys_doc_action where tenant_id = ? and request_id = ?',
);

async function storedResult<R>(
  db: SqlRunner,
  engine: Engine,
  request: DocumentActionRequest,
): Promise<{ found: true; result: R } | { found: false }> {
  const [row] = await queryRows<{ docType: string; docId: string; action: string; result: unknown }>(
    db,
    SELECT_STORED.text(engine),
    [request.tenantId, request.requestId],
  );
  if (!row) return { found: false };
  if (row.docId !== request.docId || row.action !== request.action || row.docType !== request.docType) {
    throw new AppError('doc.requestIdReused', { requestId: request.requestId });
  }
  const raw = row.result;
  return { found: true, result: (typeof raw === 'string' ? JSON.parse(raw) : raw) as R };
}
