import type { Selectable } from 'kysely';
import type { Database } from '../db/database';
import { queryRows, sqlStatement } from '../db/raw-sql';
import { AppError } from '../http/app-error';
import { documentHeader } from '../modules/warehouse/commands/document-header';
import { type LedgerContext, qty } from '../modules/warehouse/ledger/ledger-context';

type Table = keyof Database & string;
type Column<T extends Table> = keyof Selectable<Database[T]> & string;
type Row<T extends Table, C extends Column<T>> = Pick<Selectable<Database[T]>, C>;

/**
 * A camelCase table or column name as the database spells it (the CamelCasePlugin's mapping), quoted:
 * some columns are keywords on PostgreSQL (`freeze`).
 */
export const snake = (name: string) => `"${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}"`;

/*
 * Written once per engine, table and columns like the posting path's statements (server/db/raw-sql.ts):
 * the table and column names come from the effects modules' constants, never from input.
 */
const SELECT_HEADER = sqlStatement(
  (_engine, table: string, columns: string) =>
    `select ${columns} from ${table} where tenant_id = ? and id = ?`,
);
const SELECT_LINES = sqlStatement(
  (_engine, table: string, parent: string, columns: string) =>
    `select ${columns} from ${table} where tenant_id = ? and ${parent} = ? order by line_no, id`,
);

/** The header columns every document action reads (the claim's states, the lock's version, the code). */
const HEADER_COLUMNS = ['id', 'code', 'docStatus', 'fulfilStatus', 'version'] as const;
type HeaderRow = {
  id: string;
  code: string | null;
  docStatus: string;
  fulfilStatus: string;
  version: unknown;
};

/** A document table: one whose rows carry the header columns the engine's claim reads. */
export type DocumentTable = {
  [T in Table]: Selectable<Database[T]> extends HeaderRow ? T : never;
}[Table];

/** A line as the effects read it: the chosen columns, `lineNo` numbered, the quantity columns as numbers. */
export type LoadedLine<L extends Table, C extends Column<L>, Q extends C> = Omit<Row<L, C>, Q | 'lineNo'> & {
  [K in Q]: number;
} & { lineNo: number };

/**
 * The header of a document in the caller's tenant (`id`, `code` — the id until numbered —, the states,
 * the version as a number, and the extra `columns`), or `doc.notFound`.
 */
export async function loadDocumentHeader<H extends DocumentTable, C extends Column<H> = never>(
  lc: LedgerContext,
  table: H,
  id: string,
  columns: readonly C[] = [],
) {
  const names = [...new Set<string>([...HEADER_COLUMNS, ...columns])].map(snake).join(', ');
  const text = SELECT_HEADER.text(lc.engine, snake(table), names);
  const [row] = await queryRows<Row<H, C> & HeaderRow>(lc.trx, text, [lc.tenantId, id]);
  if (!row) throw new AppError('doc.notFound');
  return documentHeader(row);
}

/**
 * The lines of document `id` (tenant's, by `parent`), ordered by line number then id: the `columns` and
 * the `quantities` (as numbers); see `LoadedLine`.
 */
export async function loadDocumentLines<L extends Table, C extends Column<L>, Q extends Column<L> = never>(
  lc: LedgerContext,
  lines: { table: L; parent: Column<L>; columns: readonly C[]; quantities?: readonly Q[] },
  id: string,
): Promise<LoadedLine<L, C | Q, Q>[]> {
  const quantities: readonly string[] = lines.quantities ?? [];
  const names = [...new Set<string>(['lineNo', ...lines.columns, ...quantities])].map(snake).join(', ');
  const text = SELECT_LINES.text(lc.engine, snake(lines.table), snake(lines.parent), names);
  const rows = await queryRows<Row<L, C | Q> & { lineNo: number | null }>(lc.trx, text, [lc.tenantId, id]);
  const numbers = new Set(quantities);
  return rows.map((row, index) => {
    const line: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      line[key] = numbers.has(key) ? qty(value as number | string | null) : value;
    }
    line.lineNo = row.lineNo ?? index + 1;
    return line as LoadedLine<L, C | Q, Q>;
  });
}

/** A document's header and lines (`loadDocumentHeader`, `loadDocumentLines`), or `doc.notFound`. */
export async function loadDocument<
  H extends DocumentTable,
  HC extends Column<H>,
  L extends Table,
  LC extends Column<L>,
  Q extends Column<L> = never,
>(
  lc: LedgerContext,
  spec: {
    header: H;
    headerColumns: readonly HC[];
    lines: L;
    parent: Column<L>;
    lineColumns: readonly LC[];
    quantities?: readonly Q[];
  },
  id: string,
) {
  const header = await loadDocumentHeader(lc, spec.header, id, spec.headerColumns);
  const lines = await loadDocumentLines(
    lc,
    { table: spec.lines, parent: spec.parent, columns: spec.lineColumns, quantities: spec.quantities ?? [] },
    id,
  );
  return { header, lines };
}
