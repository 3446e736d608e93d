import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql, type TableMetadata } from 'kysely';

/** Engine-specific column types of the logical types of domain.md 0.2, for migrations. */
export interface ColumnTypes {
  datetime: 'timestamptz' | 'text';
  json: 'jsonb' | 'text';
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the untyped Kysely the Migrator hands them
export type MigrationDb = Kysely<any>;

export function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function columnTypes(db: MigrationDb): ColumnTypes {
  return isPostgres(db) ? { datetime: 'timestamptz', json: 'jsonb' } : { datetime: 'text', json: 'text' };
}

/** The four audit columns of domain.md 0.3. */
export function withAudit<T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
  types: ColumnTypes,
) {
  return table
    .addColumn('create_by', 'varchar(32)')
    .addColumn('create_time', types.datetime)
    .addColumn('update_by', 'varchar(32)')
    .addColumn('update_time', types.datetime);
}

/**
 * The tables of the schema this database works in, with their columns. PostgreSQL's introspection lists
 * the tables of every schema, so a table of the same name elsewhere (another ISPS on the same server,
 * DATABASE_SCHEMA) must not count.
 */
export async function tablesOfThisSchema(db: MigrationDb): Promise<TableMetadata[]> {
  const schema = isPostgres(db)
    ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
    : undefined;
  return (await db.introspection.getTables()).filter((table) => !schema || table.schema === schema);
}
