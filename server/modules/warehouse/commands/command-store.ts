import { sql } from 'kysely';
import type { LineQuantities } from '../../../../src/domain/warehouse/line-quantities';
import type { CommandType, Direction } from '../../../../src/domain/warehouse/movement-types';
import type { DocState, DocumentAction, TransitionFacts } from '../../../../src/domain/workflow';
import { isAllowedFrom, nextState } from '../../../../src/domain/workflow';
import { toDbDateTime } from '../../../db/datetime';
import { AppError } from '../../../http/app-error';
import { type LedgerContext, qty } from '../ledger/ledger-context';
import { quantityById } from '../ledger/values-by-id';

/** The document tables whose actions follow W through these guards. */
export type DocumentTable =
  | 'wmsCommand'
  | 'wmsCheckInventory'
  | 'wmsPicklist'
  | 'wmsBillingList'
  | 'wmsReceipt'
  | 'qmsInspection'
  | 'wmsSupplierReturn';

export interface CommandHeader {
  id: string;
  code: string;
  commandType: CommandType;
  movementTypeCode: string;
  docStatus: DocState['docStatus'];
  fulfilStatus: DocState['fulfilStatus'];
  version: number;
  productStoreId: string | null;
  outFacilityId: string | null;
  inFacilityId: string | null;
  partnerId: string | null;
  teamId: string | null;
  costCenterId: string | null;
  fsmCode: string | null;
  fsmActivityId: string | null;
  refCommandId: string | null;
  eccSaleOrderId: string | null;
  eshopSaleOrderId: string | null;
  salesOrderId: string | null;
  returnStatus: string | null;
  approveTime: unknown;
  createBy: string | null;
}

export interface CommandLine extends LineQuantities {
  id: string;
  lineNo: number;
  productId: string;
  batchId: string | null;
  outPositionId: string | null;
  inPositionId: string | null;
  returnedQty: number;
  consumedQty: number;
  shortageQty: number;
  refLineId: string | null;
  defectSerialNo: string | null;
}

export interface CommandDocument {
  header: CommandHeader;
  lines: CommandLine[];
}

/** Loads a command of the given type in the caller's tenant, or refuses with `doc.notFound`. */
export async function loadCommand(
  lc: LedgerContext,
  id: string,
  commandType?: CommandType,
): Promise<CommandDocument> {
  const header = await lc.trx
    .selectFrom('wmsCommand')
    .select([
      'id',
      'code',
      'commandType',
      'movementTypeCode',
      'docStatus',
      'fulfilStatus',
      'version',
      'productStoreId',
      'outFacilityId',
      'inFacilityId',
      'partnerId',
      'teamId',
      'costCenterId',
      'fsmCode',
      'fsmActivityId',
      'refCommandId',
      'eccSaleOrderId',
      'eshopSaleOrderId',
      'salesOrderId',
      'returnStatus',
      'approveTime',
      'createBy',
    ])
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  // The type is compared here, not in SQL: a type condition would tempt SQLite off the primary key.
  if (!header || (commandType !== undefined && header.commandType !== commandType)) {
    throw new AppError('doc.notFound');
  }
  const rows = await lc.trx
    .selectFrom('wmsCommandLine')
    .select([
      'id',
      'lineNo',
      'productId',
      'direction',
      'batchId',
      'outPositionId',
      'inPositionId',
      'qty',
      ...EXECUTED_QUANTITIES,
      'refLineId',
      'defectSerialNo',
    ])
    .where('tenantId', '=', lc.tenantId)
    .where('commandId', '=', id)
    .orderBy('lineNo')
    .orderBy('id')
    .execute();
  const lines: CommandLine[] = rows.map((row, index) => ({
    id: row.id,
    lineNo: row.lineNo ?? index + 1,
    productId: row.productId,
    direction: (row.direction ?? 'out') as Direction,
    batchId: row.batchId,
    outPositionId: row.outPositionId,
    inPositionId: row.inPositionId,
    qty: qty(row.qty),
    deliveryQty: qty(row.deliveryQty),
    stockInQty: qty(row.stockInQty),
    closedQty: qty(row.closedQty),
    lostQty: qty(row.lostQty),
    returnedQty: qty(row.returnedQty),
    consumedQty: qty(row.consumedQty),
    shortageQty: qty(row.shortageQty),
    refLineId: row.refLineId,
    defectSerialNo: row.defectSerialNo,
  }));
  for (const line of lines) rememberQuantities(line);
  return {
    header: {
      ...header,
      code: header.code ?? '',
      commandType: header.commandType as CommandType,
      docStatus: header.docStatus as CommandHeader['docStatus'],
      fulfilStatus: header.fulfilStatus as CommandHeader['fulfilStatus'],
      version: Number(header.version),
    },
    lines,
  };
}

/**
 * The W guard of every action (domain.md 0.5): the version the user saw must be the current one and
 * the action must be allowed from the current state with the facts given. Then the header's version is
 * bumped, guarded by the same version and state in the database (0 rows → `doc.stateChanged`): on
 * PostgreSQL this row lock also queues a concurrent action on the same document behind this one.
 */
export async function claimDocument(
  lc: LedgerContext,
  table: DocumentTable,
  doc: {
    id: string;
    version: number;
    docStatus: DocState['docStatus'];
    fulfilStatus: DocState['fulfilStatus'];
  },
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

type VersionedDocument = Parameters<typeof claimDocument>[2];

/**
 * The guard of the stock count's own steps (enter count, adjust, domain.md 3.4), which W does not name:
 * allowed while the document is open for execution, like outbound and inbound.
 */
export async function claimOpenDocument(
  lc: LedgerContext,
  table: DocumentTable,
  doc: VersionedDocument,
  expectedVersion: number,
): Promise<void> {
  if (expectedVersion !== doc.version) throw new AppError('doc.stateChanged');
  if (!isAllowedFrom('outbound', doc)) throw new AppError('doc.actionNotAllowed');
  await bumpVersion(lc, table, doc, expectedVersion);
}

async function bumpVersion(
  lc: LedgerContext,
  table: DocumentTable,
  doc: VersionedDocument,
  expectedVersion: number,
): Promise<void> {
  const result = await lc.trx
    .updateTable(table)
    .set({ version: sql<number>`version + 1`, updateBy: lc.username, updateTime: toDbDateTime(lc.now) })
    .where('tenantId', '=', lc.tenantId)
    .where('id', '=', doc.id)
    .where('version', '=', expectedVersion)
    .where('docStatus', '=', doc.docStatus)
    .where('fulfilStatus', '=', doc.fulfilStatus)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('doc.stateChanged');
  doc.version = expectedVersion + 1;
}

/** The quantities an action may change on a line, each a column of `wms_command_line`. */
const EXECUTED_QUANTITIES = [
  'deliveryQty',
  'stockInQty',
  'closedQty',
  'lostQty',
  'returnedQty',
  'consumedQty',
  'shortageQty',
] as const;
type ExecutedQuantity = (typeof EXECUTED_QUANTITIES)[number];

/** What each loaded line held, so that saving writes only the columns an action changed. */
const quantitiesAsRead = new WeakMap<CommandLine, Record<ExecutedQuantity, number>>();

function rememberQuantities(line: CommandLine): void {
  quantitiesAsRead.set(
    line,
    Object.fromEntries(EXECUTED_QUANTITIES.map((column) => [column, line[column]])) as Record<
      ExecutedQuantity,
      number
    >,
  );
}

/**
 * Writes the executed quantities of lines the action changed (I7 is checked by the database), only
 * the columns that differ from what was read: a receipt changes one of seven (bench/ledger).
 */
export async function saveLineQuantities(lc: LedgerContext, lines: readonly CommandLine[]): Promise<void> {
  const changed = EXECUTED_QUANTITIES.filter((column) =>
    lines.some((line) => quantitiesAsRead.get(line)?.[column] !== line[column]),
  );
  if (changed.length === 0) return;
  await lc.trx
    .updateTable('wmsCommandLine')
    .set({
      ...Object.fromEntries(changed.map((column) => [column, quantityById(lines, (line) => line[column])])),
      updateBy: lc.username,
      updateTime: toDbDateTime(lc.now),
    })
    // The ids were read in the caller's tenant (loadCommand). A tenant condition here would lead SQLite,
    // which has no statistics, to walk every line of the tenant through a (tenant_id, …) index.
    .where(
      'id',
      'in',
      lines.map((line) => line.id),
    )
    .execute();
  for (const line of lines) rememberQuantities(line);
}

/** What every command action answers: the document's new state, for the list row and the next action. */
export interface CommandActionResult {
  id: string;
  code: string;
  docStatus: string;
  fulfilStatus: string;
  returnStatus: string | null;
  version: number;
  postingId?: string;
}

export function actionResult(doc: CommandDocument, postingId?: string): CommandActionResult {
  return {
    id: doc.header.id,
    code: doc.header.code,
    docStatus: doc.header.docStatus,
    fulfilStatus: doc.header.fulfilStatus,
    returnStatus: doc.header.returnStatus,
    version: doc.header.version,
    ...(postingId ? { postingId } : {}),
  };
}
