import { type ColumnDataType, type Expression, sql } from 'kysely';
import { coerceValue } from '../../src/domain/entity/coerce-value';
import type { EntityDescriptor } from '../../src/domain/entity/define-entity';
import type { FieldDef } from '../../src/domain/entity/field';
import {
  type ColumnTypes,
  columnTypes,
  isPostgres,
  type MigrationDb,
  tablesOfThisSchema,
} from '../db/column-types';
import { columnName } from './column-name';
import { toStorage } from './entity-rows';

/**
 * DDL generated from a descriptor (Kysely schema builder, SQLite and PostgreSQL), with the types of
 * domain.md 0.2: string ids, scaled integers for qty/price/amount/pct, instants per the core's
 * column types. Lines are created with their header.
 */
export async function createEntityTables(db: MigrationDb, entity: EntityDescriptor): Promise<void> {
  const types = columnTypes(db);
  const postgres = isPostgres(db);
  let table = db.schema.createTable(entity.table);
  for (const [name, def] of Object.entries(entity.fields)) {
    table = table.addColumn(columnName(name), columnType(def, types, postgres), (column) => {
      let built = name === 'id' ? column.primaryKey() : column;
      if (def.required || isBookkeeping(name)) built = built.notNull();
      const fallback = defaultValue(def);
      return fallback === undefined ? built : built.defaultTo(fallback);
    });
  }
  await table.execute();
  await createEntityIndexes(db, entity);
  for (const lines of Object.values(entity.lines)) {
    await createEntityTables(db, lines.entity);
    // domain.md 6.2: lines are read by header, in line order.
    const fields = ['tenant_id', columnName(lines.foreignKey), 'line_no'];
    await db.schema
      .createIndex(`${lines.entity.table}_${fields.join('_')}_idx`)
      .on(lines.entity.table)
      .columns(fields)
      .execute();
  }
}

/**
 * Adds columns for fields declared after the table was created (a later migration names them). A table
 * created by an earlier migration from the descriptor as it is now already has them: those are skipped.
 */
export async function addEntityColumns(
  db: MigrationDb,
  entity: EntityDescriptor,
  fields: string[],
): Promise<void> {
  const types = columnTypes(db);
  const postgres = isPostgres(db);
  const table = (await tablesOfThisSchema(db)).find((one) => one.name === entity.table);
  const existing = new Set(table?.columns.map((column) => column.name) ?? []);
  for (const name of fields) {
    if (existing.has(columnName(name))) continue;
    const def = entity.fields[name];
    if (!def) throw new Error(`${entity.name}.${name} is not a field`);
    const fallback = defaultValue(def);
    await db.schema
      .alterTable(entity.table)
      .addColumn(columnName(name), columnType(def, types, postgres), (column) =>
        fallback === undefined ? column : column.defaultTo(fallback),
      )
      .execute();
  }
}

/**
 * Indexes from the descriptor (domain.md 6.2: every one leads with tenant_id): unique keys among live
 * rows; one per query field, exact-match fields followed by the default sort column so that a
 * filtered, sorted first page is an index range scan; one per sortable field.
 */
export async function createEntityIndexes(db: MigrationDb, entity: EntityDescriptor): Promise<void> {
  const postgres = isPostgres(db);
  for (const spec of entityIndexes(entity)) {
    if (spec.nocase && postgres) continue;
    const columns = ['tenant_id', ...spec.fields.map(columnName)];
    let index = db.schema.createIndex(spec.name).on(entity.table);
    index = spec.nocase
      ? index.expression(
          sql.join(
            columns.map((column, i) =>
              i === columns.length - 1 ? sql`${sql.ref(column)} collate nocase` : sql.ref(column),
            ),
          ),
        )
      : index.columns(columns);
    if (spec.unique) index = index.unique();
    if (entity.softDelete) index = index.where(sql.ref('del_flag'), '=', sql.lit(0));
    await index.execute();
  }
}

/**
 * The text search indexes of a descriptor with `trigramSearch`, per `like` query field: a GIN trigram
 * index over `lower(column)` (a search by a middle part, `*1234*`) and a B-tree `(tenant_id,
 * lower(column) text_pattern_ops)` (a prefix, `MO91234*`: a range however common the code's first letters,
 * where trigrams shared by every row make the GIN read them all).
 */
export function trigramIndexes(
  entity: EntityDescriptor,
): { name: string; column: string; kind: 'trigram' | 'prefix' }[] {
  if (!entity.trigramSearch) return [];
  return entity.queryFields
    .filter((name) => entity.fields[name]!.query === 'like')
    .flatMap((name) => [
      {
        name: `${entity.table}_${columnName(name)}_trgm_idx`,
        column: columnName(name),
        kind: 'trigram' as const,
      },
      {
        name: `${entity.table}_${columnName(name)}_prefix_idx`,
        column: columnName(name),
        kind: 'prefix' as const,
      },
    ]);
}

/**
 * The schema holding pg_trgm's operator classes, installing the extension (into `public`, once per
 * database, so every schema of the database shares it) when it is not there yet; null when it cannot be:
 * not shipped with the server (Debian ships it in the server package), or no right to create it. SQLite:
 * always null.
 */
export async function trigramSchema(db: MigrationDb): Promise<string | null> {
  if (!isPostgres(db)) return null;
  const installed = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema ?? null;
  const found = await installed();
  if (found) return found;
  const { rows } = await sql<{ available: boolean; allowed: boolean }>`select
      exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available,
      has_database_privilege(current_database(), 'CREATE')
        and exists (select 1 from pg_namespace where nspname = 'public')
        and has_schema_privilege('public', 'CREATE') as allowed`.execute(db);
  if (!rows[0]?.available || !rows[0].allowed) return null;
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  return installed();
}

/**
 * PostgreSQL: the text search indexes of a descriptor with `trigramSearch` (the engine's
 * `lower(column) like lower('%x%')` and `'x%'` become index scans); live rows only for master data. Answers how many it made; 0 on SQLite, for a
 * descriptor without the flag, or where pg_trgm is not to be had (the search then reads the table, as
 * before).
 */
export async function createTrigramIndexes(db: MigrationDb, entity: EntityDescriptor): Promise<number> {
  const indexes = trigramIndexes(entity);
  if (indexes.length === 0) return 0;
  const schema = await trigramSchema(db);
  if (!schema) return 0;
  const live = entity.softDelete ? sql`where del_flag = 0` : sql``;
  for (const { name, column, kind } of indexes) {
    await (kind === 'trigram'
      ? sql`create index if not exists ${sql.id(name)} on ${sql.table(entity.table)}
            using gin (lower(${sql.ref(column)}) ${sql.id(schema)}.gin_trgm_ops) ${live}`
      : sql`create index if not exists ${sql.id(name)} on ${sql.table(entity.table)}
            (tenant_id, lower(${sql.ref(column)}) text_pattern_ops) ${live}`
    ).execute(db);
  }
  return indexes.length;
}

export interface IndexSpec {
  name: string;
  fields: string[];
  unique: boolean;
  /**
   * SQLite only: the last column compared case-insensitively, so that `like 'abc%'` (case-insensitive
   * there) is an index range scan (popup pickers search by code prefix, domain.md 6.2).
   */
  nocase?: boolean;
}

export function entityIndexes(entity: EntityDescriptor): IndexSpec[] {
  const specs: IndexSpec[] = [];
  const seen = new Set<string>();
  const add = (fields: string[], unique: boolean, nocase = false) => {
    const key = `${fields.join(',')}${nocase ? ':ci' : ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    const suffix = unique ? 'uq' : nocase ? 'ci_idx' : 'idx';
    const name = `${entity.table}_${fields.map(columnName).join('_')}_${suffix}`;
    specs.push({ name, fields, unique, ...(nocase ? { nocase } : {}) });
  };
  for (const key of entity.uniqueKeys) add([...key], true);
  const sortColumn = entity.defaultSort.column;
  for (const name of entity.queryFields) {
    const mode = entity.fields[name]!.query;
    if (mode === 'like') add([name], false, true);
    else add(mode === 'eq' && name !== sortColumn ? [name, sortColumn] : [name], false);
  }
  for (const name of entity.sortable) add([name], false);
  return specs;
}

function isBookkeeping(name: string): boolean {
  return name === 'tenantId' || name === 'version' || name === 'delFlag';
}

function columnType(
  def: FieldDef,
  types: ColumnTypes,
  postgres: boolean,
): ColumnDataType | Expression<unknown> {
  switch (def.kind) {
    case 'id':
    case 'ref':
      return 'varchar(32)';
    case 'string':
    case 'dict':
      return `varchar(${def.max ?? 255})`;
    case 'text':
      return 'text';
    case 'int':
    case 'pct':
      return 'integer';
    case 'bool':
      return postgres ? 'smallint' : 'integer';
    case 'qty':
    case 'price':
    case 'amount':
      return postgres ? 'bigint' : 'integer';
    case 'date':
      return postgres ? 'date' : 'text';
    case 'datetime':
      return types.datetime;
    case 'json':
      return types.json;
  }
}

function defaultValue(def: FieldDef): string | number | undefined {
  if (def.default === undefined) return undefined;
  const coerced = coerceValue(def, def.default);
  if (!coerced.ok) throw new Error(`default ${String(def.default)} does not fit a ${def.kind} field`);
  return toStorage(def, coerced.value) ?? undefined;
}
