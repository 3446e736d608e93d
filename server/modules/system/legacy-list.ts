import type { SelectQueryBuilder } from 'kysely';
import type { EntityDescriptor } from '../../../src/domain/entity/define-entity';
import { parseListQuery } from '../../../src/domain/entity/parse-list-query';
import type { AppContext } from '../../context';
import type { EntityTables } from '../../entity/entity-filters';
import { entityDb, filtered, ordered, type Page } from '../../entity/entity-store';
import { AppError } from '../../http/app-error';

export type LegacySelect = SelectQueryBuilder<EntityTables, string, object>;
type Select = LegacySelect;

/**
 * One page of a system table that predates the engine (no tenant or version column): the list
 * parameters of api-contract 1.4 parsed against the page's descriptor, so filters and sorting follow
 * the same rules (and only descriptor fields, never request text, name a column). `scope` adds the
 * table's own fixed conditions (live rows, a dictionary's items).
 */
export async function legacyPage(
  ctx: AppContext,
  entity: EntityDescriptor,
  params: Record<string, unknown>,
  scope: (query: Select) => Select = (query) => query,
): Promise<Page<Record<string, unknown>>> {
  const parsed = parseListQuery(entity, params);
  if (!parsed.ok) throw new AppError(parsed.issue.code, parsed.issue.params);
  const { pageNo, pageSize } = parsed.query;
  const base = filtered(
    scope(entityDb(ctx).selectFrom(entity.table) as Select),
    entity,
    parsed.query.conditions,
    ctx.engine,
  );
  const records = (await ordered(base.selectAll(), parsed.query)
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute()) as Record<string, unknown>[];
  const total =
    pageNo === 1 && records.length < pageSize
      ? records.length
      : Number(
          ((await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst()) as { total: unknown })
            .total,
        );
  return { records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) };
}

/**
 * `ids=a,b,` (api-contract 1.5, trailing comma tolerated): well-formed ids only (or what `wellFormed`
 * accepts, e.g. usernames), at most 1000.
 */
export function idList(raw: unknown, wellFormed = /^[0-9A-Za-z_-]{1,32}$/): string[] {
  return [
    ...new Set(
      (typeof raw === 'string' ? raw : '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => wellFormed.test(id)),
    ),
  ].slice(0, 1000);
}

/** The `id` query parameter when well-formed, else ''. */
export function queryId(query: unknown, name = 'id'): string {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && /^[0-9A-Za-z_-]{1,32}$/.test(value) ? value : '';
}

/**
 * The pages `sendLegacyExport` reads of a hand-served list: its list query with the request's filters and
 * scope, each page's rows as the list shows them (`view`).
 */
export function legacyExportPages(
  ctx: AppContext,
  entity: EntityDescriptor,
  query: unknown,
  scope: (query: LegacySelect) => LegacySelect,
  view: (rows: Record<string, unknown>[]) => Promise<Record<string, unknown>[]>,
) {
  return async (pageNo: number, pageSize: number) =>
    view(
      (await legacyPage(ctx, entity, { ...(query as Record<string, unknown>), pageNo, pageSize }, scope))
        .records,
    );
}
