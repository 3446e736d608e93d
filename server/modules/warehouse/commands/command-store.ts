import type { LineQuantities } from '../../../../src/domain/warehouse/line-quantities';
import type { CommandType, Direction } from '../../../../src/domain/warehouse/movement-types';
import type { DocState } from '../../../../src/domain/workflow';
import { toDbDateTime } from '../../../db/datetime';
import { executeSql, placeholderList, queryRows, repeated, sqlStatement } from '../../../db/raw-sql';
import { loadDocumentLines } from '../../../documents/load-document';
import { AppError } from '../../../http/app-error';
import type { LedgerContext } from '../ledger/ledger-context';

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
  businessStatus: string | null;
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

const HEADER_COLUMNS = `id, code, command_type, movement_type_code, doc_status, fulfil_status, version,
  product_store_id, out_facility_id, in_facility_id, partner_id, team_id, cost_center_id, fsm_code,
  fsm_activity_id, ref_command_id, ecc_sale_order_id, eshop_sale_order_id, sales_order_id, return_status,
  business_status, approve_time, create_by`;

// The posting path's statements are written once (server/db/raw-sql.ts, docs/performance.md "Ledger").
const SELECT_HEADER = sqlStatement(
  () => `select ${HEADER_COLUMNS} from wms_command where tenant_id = ? and id = ?`,
);

type HeaderRow = Omit<CommandHeader, 'code' | 'version'> & { code: string | null; version: number | string };

/** Loads a command of the given type in the caller's tenant, or refuses with `doc.notFound`. */
export async function loadCommand(
  lc: LedgerContext,
  id: string,
  commandType?: CommandType,
): Promise<CommandDocument> {
  const [header] = await queryRows<HeaderRow>(lc.trx, SELECT_HEADER.text(lc.engine), [lc.tenantId, id]);
  // The type is compared here, not in SQL: a type condition would tempt SQLite off the primary key.
  if (!header || (commandType !== undefined && header.commandType !== commandType)) {
    throw new AppError('doc.notFound');
  }
  const rows = await loadDocumentLines(
    lc,
    {
      table: 'wmsCommandLine',
      parent: 'commandId',
      columns: [
        'id',
        'productId',
        'direction',
        'batchId',
        'outPositionId',
        'inPositionId',
        'refLineId',
        'defectSerialNo',
      ],
      quantities: ['qty', ...EXECUTED_QUANTITIES],
    },
    id,
  );
  const lines: CommandLine[] = rows.map((row) => ({
    ...row,
    direction: (row.direction ?? 'out') as Direction,
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

const QUANTITY_COLUMNS: Record<ExecutedQuantity, string> = {
  deliveryQty: 'delivery_qty',
  stockInQty: 'stock_in_qty',
  closedQty: 'closed_qty',
  lostQty: 'lost_qty',
  returnedQty: 'returned_qty',
  consumedQty: 'consumed_qty',
  shortageQty: 'shortage_qty',
};

/**
 * `case id when … then …`: one UPDATE gives each line its own quantities. The cast keeps PostgreSQL from
 * typing the parameters as text. The ids were read in the caller's tenant (loadCommand); a tenant condition
 * here would lead SQLite, which has no statistics, to walk every line of the tenant through a (tenant_id, …)
 * index.
 */
const SAVE_LINES = sqlStatement((_engine, columns: string, lines: number) => {
  const sets = columns
    .split(',')
    .map(
      (column) =>
        `${QUANTITY_COLUMNS[column as ExecutedQuantity]} = case id ${repeated(lines, 'when ? then cast(? as bigint)', ' ')} end`,
    );
  return `update wms_command_line set ${sets.join(', ')}, update_by = ?, update_time = ?
    where id in (${placeholderList(lines)})`;
});

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
  const parameters: unknown[] = [];
  for (const column of changed) for (const line of lines) parameters.push(line.id, line[column]);
  parameters.push(lc.username, toDbDateTime(lc.now), ...lines.map((line) => line.id));
  await executeSql(lc.trx, SAVE_LINES.text(lc.engine, changed.join(','), lines.length), parameters);
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
