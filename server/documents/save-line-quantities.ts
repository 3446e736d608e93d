import type { Selectable } from 'kysely';
import type { Database } from '../db/database';
import { toDbDateTime } from '../db/datetime';
import { executeSql, sqlStatement } from '../db/raw-sql';
import type { LedgerContext } from '../modules/warehouse/ledger/ledger-context';
import { snake } from './load-document';

type Table = keyof Database & string;
type Column<T extends Table> = keyof Selectable<Database[T]> & string;

// The table and column names come from the effects modules' constants, never from input.
const UPDATE_LINE = sqlStatement(
  (_engine, table: string, sets: string) =>
    `update ${table} set ${sets}, update_by = ?, update_time = ? where tenant_id = ? and id = ?`,
);

/** Writes back the quantities an action changed on a loaded line, with who changed it and when. */
export async function saveLineQuantities<L extends Table, Q extends Column<L>>(
  lc: LedgerContext,
  table: L,
  line: { id: string } & { [K in Q]: number },
  quantities: readonly Q[],
): Promise<void> {
  const sets = quantities.map((column) => `${snake(column)} = ?`).join(', ');
  await executeSql(lc.trx, UPDATE_LINE.text(lc.engine, snake(table), sets), [
    ...quantities.map((column) => line[column]),
    lc.username,
    toDbDateTime(lc.now),
    lc.tenantId,
    line.id,
  ]);
}
