import type { DocState, DocumentAction, TransitionFacts } from '../../src/domain/workflow';
import { nextState } from '../../src/domain/workflow';
import { toDbDateTime } from '../db/datetime';
import { executeSql, sqlStatement } from '../db/raw-sql';
import { columnName } from '../entity/column-name';
import { AppError } from '../http/app-error';
import type { LedgerContext } from '../modules/warehouse/ledger/ledger-context';

/** What a claim reads and moves on: the header's id, version and W state as the action loaded them. */
export interface ClaimedHeader {
  id: string;
  version: number;
  docStatus: DocState['docStatus'];
  fulfilStatus: DocState['fulfilStatus'];
}

/**
 * The W guard of every action (domain.md 0.5): the version the user saw must be the current one and
 * the action must be allowed from the current state with the facts given. Then the header's version is
 * bumped, guarded by the same version and state in the database (0 rows → `doc.stateChanged`, nothing
 * written): on PostgreSQL this row lock also queues a concurrent action on the same document behind this
 * one. Returns W's state after the action (null for a delete). `table` is a descriptor's table name.
 */
export async function claimTransition(
  lc: LedgerContext,
  table: string,
  doc: ClaimedHeader,
  expectedVersion: number,
  action: DocumentAction,
  facts: TransitionFacts = {},
): Promise<DocState | null> {
  if (expectedVersion !== doc.version) throw new AppError('doc.stateChanged');
  const transition = nextState({ docStatus: doc.docStatus, fulfilStatus: doc.fulfilStatus }, action, facts);
  if (!transition.ok) throw new AppError(transition.error);
  await bumpVersion(lc, table, doc, expectedVersion);
  return transition.state;
}

/**
 * The guard of a document's own step (stock count entry, supplier acknowledge, ECN items done), which W
 * does not name: allowed from the step's states, at the version the user saw.
 */
export async function claimStep(
  lc: LedgerContext,
  table: string,
  doc: ClaimedHeader,
  expectedVersion: number,
  allowedFrom: readonly DocState[],
): Promise<void> {
  if (expectedVersion !== doc.version) throw new AppError('doc.stateChanged');
  const allowed = allowedFrom.some(
    (s) => s.docStatus === doc.docStatus && s.fulfilStatus === doc.fulfilStatus,
  );
  if (!allowed) throw new AppError('doc.actionNotAllowed');
  await bumpVersion(lc, table, doc, expectedVersion);
}

// Written once per table, not built per action (server/db/raw-sql.ts, docs/performance.md "Ledger").
const BUMP_VERSION = sqlStatement(
  (_engine, table: string) => `update ${table} set version = version + 1, update_by = ?, update_time = ?
    where tenant_id = ? and id = ? and version = ? and doc_status = ? and fulfil_status = ?`,
);

async function bumpVersion(
  lc: LedgerContext,
  table: string,
  doc: ClaimedHeader,
  expectedVersion: number,
): Promise<void> {
  const updated = await executeSql(lc.trx, BUMP_VERSION.text(lc.engine, table), [
    lc.username,
    toDbDateTime(lc.now),
    lc.tenantId,
    doc.id,
    expectedVersion,
    doc.docStatus,
    doc.fulfilStatus,
  ]);
  if (updated !== 1) throw new AppError('doc.stateChanged');
  doc.version = expectedVersion + 1;
}

// The header columns an action writes (W's state and stamps, a multi-step approval's step), written once
// per table and set of columns (server/db/raw-sql.ts): the columns are named in code, never a request's.
const SET_COLUMNS = sqlStatement(
  (_engine, table: string, columns: string) =>
    `update ${table} set ${columns
      .split(',')
      .map((column) => `${column} = ?`)
      .join(', ')} where tenant_id = ? and id = ?`,
);

/** Writes header columns (by field name) of the claimed document of the caller's tenant. */
export async function writeHeaderColumns(
  lc: LedgerContext,
  table: string,
  id: string,
  values: Record<string, unknown>,
): Promise<void> {
  await executeSql(
    lc.trx,
    SET_COLUMNS.text(lc.engine, table, Object.keys(values).map(columnName).join(',')),
    [...Object.values(values), lc.tenantId, id],
  );
}
