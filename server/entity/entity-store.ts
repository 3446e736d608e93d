import type { FastifyRequest } from 'fastify';
import { type Kysely, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import { type EntityDescriptor, visibleFields } from '../../src/domain/entity/define-entity';
import type { Condition, ListQuery } from '../../src/domain/entity/parse-list-query';
import type { AppContext } from '../context';
import { isPostgres, type MigrationDb } from '../db/column-types';
import type { Engine } from '../db/database';
import { forbidden } from '../http/app-error';
import { dataRuleConditions } from '../modules/system/permissions/data-rules/data-rule-conditions';
import { fieldStaffConditions } from '../modules/system/permissions/data-rules/field-staff-scope';
import { salesScopeConditions } from '../modules/system/permissions/data-rules/sales-scope';
import { conditionsExpression, type EntityTables } from './entity-filters';
import { type StoredRow, toWire, type WireRow } from './entity-rows';

export type EntityDb = Kysely<EntityTables> | Transaction<EntityTables>;
type EntitySelect = SelectQueryBuilder<EntityTables, string, object>;

/** The generic routes reach descriptor tables, which the typed `Database` does not list. */
export function entityDb(ctx: AppContext): Kysely<EntityTables> {
  return ctx.db as unknown as Kysely<EntityTables>;
}

/**
 * Which rows a caller may see (domain.md 4.4): the tenant; for supplier users their partner; for field
 * staff their facilities or team (rule 3); for a sales user his own offers (`salesScope`); the page's
 * own rows of a shared table (`pageRows`) and the conditions of the caller's data rules on the entity's
 * menu (all must hold, none: the whole tenant).
 */
export interface RowScope {
  tenantId: number;
  partner: { field: string; id: string } | null;
  rules: readonly Condition[];
}

/** The whole tenant: for checks that span it (unique keys, references), never for what a caller sees. */
export function tenantWide(tenantId: number): RowScope {
  return { tenantId, partner: null, rules: [] };
}

/**
 * The caller's scope over an entity, for every list, detail, export, print and action. Supplier users
 * reach only entities with a partner field (the core already refuses them outside their endpoints);
 * one without a partner sees nothing.
 */
export async function rowScope(
  request: FastifyRequest,
  entity: EntityDescriptor,
  { asReference = false }: { asReference?: boolean } = {},
): Promise<RowScope> {
  const { user } = request;
  let partner: RowScope['partner'] = null;
  if (user.userType === 'supplier') {
    if (!entity.partnerField || !user.partnerId) throw forbidden();
    partner = { field: entity.partnerField, id: user.partnerId };
  }
  const { ctx } = request.server;
  const [staff, sales, ruled] = await Promise.all([
    fieldStaffConditions(ctx.db, entity, user),
    salesScopeConditions(ctx.db, entity, user),
    dataRuleConditions(ctx, entity, user, request.log),
  ]);
  return {
    tenantId: user.tenantId,
    partner,
    // A reference names a row of the table, not of one page (a credit memo's order of any source system).
    rules: [...(asReference ? [] : pageConditions(entity)), ...staff, ...sales, ...ruled],
  };
}

/** The page's own rows when pages share a table (`pageRows`): part of what any caller of the page sees. */
function pageConditions(entity: EntityDescriptor): Condition[] {
  return Object.entries(entity.pageRows ?? {}).map(([field, values]) => ({
    field,
    op: 'in',
    values: [...values],
  }));
}

/** `from <table> where tenant and live and partner and data rules` — every read and write starts here. */
export function scopedFrom(db: EntityDb, entity: EntityDescriptor, scope: RowScope): EntitySelect {
  let query = db.selectFrom(entity.table).where('tenantId', '=', scope.tenantId) as EntitySelect;
  // A literal, not a parameter: SQLite uses the partial indexes (where del_flag = 0) only then.
  if (entity.softDelete) query = query.where('delFlag', '=', sql.lit(0));
  if (scope.partner) query = query.where(scope.partner.field, '=', scope.partner.id);
  // domain.md 4.4 rule 2: a row hidden from suppliers does not exist for them.
  const supplierFlag = entity.supplierView?.onlyWhen;
  if (scope.partner && supplierFlag) query = query.where(supplierFlag, '=', 1);
  return filtered(query, entity, scope.rules, engineOf(db));
}

function engineOf(db: EntityDb): Engine {
  return isPostgres(db as unknown as MigrationDb) ? 'postgres' : 'sqlite';
}

export function filtered(
  query: EntitySelect,
  entity: EntityDescriptor,
  conditions: readonly Condition[],
  engine: Engine,
): EntitySelect {
  return conditions.length === 0
    ? query
    : query.where((eb) => conditionsExpression(eb, entity, conditions, engine));
}

export function ordered(query: EntitySelect, listQuery: Pick<ListQuery, 'sort'>): EntitySelect {
  let sorted = query;
  for (const key of listQuery.sort) sorted = sorted.orderBy(key.field, key.order);
  // Ids are time-ordered: a stable tiebreak that keeps pages from overlapping.
  return sorted.orderBy('id', listQuery.sort.at(-1)?.order ?? 'desc');
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
  /** The entity caps its count (`listTotalCap`) and more rows match than were counted. */
  totalCapped?: boolean;
}

/**
 * How many rows match, counted to the end, or for an entity with `listTotalCap` at most that many (or
 * to the end of the page asked for, when that is further): `select count(*) from (select 1 … limit n + 1)`
 * reads the index range only that far however broad the filter. Pages end at row 10 000 anyway
 * (`PAGE_DEPTH_MAX`), so a cap of 10 000 hides no page the list would serve.
 */
async function countRows(
  ctx: AppContext,
  entity: EntityDescriptor,
  base: EntitySelect,
  listQuery: Pick<ListQuery, 'pageNo' | 'pageSize'>,
): Promise<{ total: number; capped: boolean }> {
  const cap = entity.listTotalCap;
  if (!cap) {
    const row = (await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst()) as {
      total: unknown;
    };
    return { total: Number(row.total), capped: false };
  }
  const limit = Math.max(cap, listQuery.pageNo * listQuery.pageSize);
  const row = (await entityDb(ctx)
    .selectFrom(
      base
        .select(sql.lit(1).as('one'))
        .limit(limit + 1)
        .as('capped'),
    )
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirst()) as { total: unknown };
  const counted = Number(row.total);
  return counted > limit ? { total: limit, capped: true } : { total: counted, capped: false };
}

/** One page of rows and the total (api-contract 1.3); the count is skipped when page 1 is not full. */
export async function listPage(
  ctx: AppContext,
  entity: EntityDescriptor,
  scope: RowScope,
  listQuery: ListQuery,
): Promise<Page<WireRow>> {
  const base = filtered(scopedFrom(entityDb(ctx), entity, scope), entity, listQuery.conditions, ctx.engine);
  const { pageNo, pageSize } = listQuery;
  const rows = (await ordered(base.select(visibleFields(entity)), listQuery)
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute()) as StoredRow[];
  const { total, capped } =
    pageNo === 1 && rows.length < pageSize
      ? { total: rows.length, capped: false }
      : await countRows(ctx, entity, base, listQuery);
  return {
    records: rows.map((row) => toWire(entity, row)),
    total,
    size: pageSize,
    current: pageNo,
    pages: Math.ceil(total / pageSize),
    ...(capped ? { totalCapped: true } : {}),
  };
}

/** One row in scope, or undefined (a row outside the scope is simply not found). */
export async function findRow(
  db: EntityDb,
  entity: EntityDescriptor,
  scope: RowScope,
  id: string,
): Promise<StoredRow | undefined> {
  return (await scopedFrom(db, entity, scope).selectAll().where('id', '=', id).executeTakeFirst()) as
    | StoredRow
    | undefined;
}

/** The lines of a header, in line order. */
export async function findLines(
  db: EntityDb,
  header: EntityDescriptor,
  tenantId: number,
  headerId: string,
): Promise<Record<string, WireRow[]>> {
  const out: Record<string, WireRow[]> = {};
  for (const [key, lines] of Object.entries(header.lines)) {
    const rows = (await db
      .selectFrom(lines.entity.table)
      .select(visibleFields(lines.entity))
      .where('tenantId', '=', tenantId)
      .where(lines.foreignKey, '=', headerId)
      .orderBy('lineNo')
      .orderBy('id')
      .execute()) as StoredRow[];
    out[key] = rows.map((row) => toWire(lines.entity, row));
  }
  return out;
}

/** Of the given ids, those in scope (a write never touches, nor names, a row the caller cannot see). */
export async function idsInScope(
  db: EntityDb,
  entity: EntityDescriptor,
  scope: RowScope,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await scopedFrom(db, entity, scope).select('id').where('id', 'in', ids).execute();
  const found = new Set(rows.map((row) => String(row.id)));
  return ids.filter((id) => found.has(id));
}

/**
 * domain.md 4.4 rule 5: what a caller adds or edits stays inside the caller's data rules (a clerk of
 * one facility cannot file a command for another); refused like any other missing permission.
 */
export async function requireInScope(
  db: EntityDb,
  entity: EntityDescriptor,
  scope: RowScope,
  ids: readonly string[],
): Promise<void> {
  if (scope.rules.length === 0) return;
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    if ((await idsInScope(db, entity, scope, chunk)).length !== chunk.length) throw forbidden();
  }
}
