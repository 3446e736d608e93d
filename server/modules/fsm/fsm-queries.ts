import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { fromScaled } from '../../../src/domain/entity/scaled-number';
import { fsmProject } from '../../../src/domain/warehouse/fsm';
import { tenantDay } from '../../../src/domain/warehouse/inventory-age';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { entityDb, type RowScope, scopedFrom } from '../../entity/entity-store';
import { facilityLimit } from '../system/permissions/data-rules/facility-limit';
import { fieldStaffReach } from '../system/permissions/data-rules/field-staff-scope';
import { dayOf, qty } from '../warehouse/ledger/ledger-context';
import './fsm-tables';

/**
 * The facilities a field engineer's pages show (domain.md 3.12 InventoryQuery): the custody facility of
 * every team the user is a member of, and the facilities of the FSM service stores. Null when the user
 * belongs to no team: an office user then sees every facility.
 */
export async function engineerFacilities(db: Db, tenantId: number, userId: string): Promise<string[] | null> {
  const reach = await fieldStaffReach(db, tenantId, userId);
  return reach.teamIds.length === 0 ? null : reach.facilityIds;
}

/**
 * The facilities an FSM stock page (spare-part query, inventory query) shows the caller: for field staff
 * their teams' custody facilities and the service stores' (domain.md 4.4 rule 3), narrowed by the data
 * rules on the page's menu (rule 4; only `facilityId` = / IN, as on the inventory page). Null: no limit.
 */
export async function stockPageFacilities(
  request: FastifyRequest,
  permissionPrefix: string,
): Promise<readonly string[] | null> {
  const { ctx } = request.server;
  const [teams, ruled] = await Promise.all([
    engineerFacilities(ctx.db, request.user.tenantId, request.user.id),
    facilityLimit(ctx, permissionPrefix, request.user, request.log),
  ]);
  if (teams === null || ruled === null) return teams ?? ruled;
  return teams.filter((id) => ruled.includes(id));
}

export interface SparePartRow {
  productId: string;
  code: string;
  name: string;
  defectReturnRequired: boolean;
  listPrice: number | null;
  usableQty: number;
  facilities: { facilityId: string; facilityName: string; usableQty: number }[];
}

/**
 * SparePartListQuery (domain.md 3.12): spare parts with their usable quantity per facility the user may
 * see, the list price of the FSM service catalog (for chargeable parts) and whether the defective part
 * must come back.
 */
export async function querySpareParts(
  db: Db,
  tenantId: number,
  facilityIds: readonly string[] | null,
  filter: { product?: string },
  page: { pageNo: number; pageSize: number },
): Promise<{ records: SparePartRow[]; total: number; size: number; current: number; pages: number }> {
  const text = filter.product?.trim();
  const products = db
    .selectFrom('mdmProduct')
    .where('tenantId', '=', tenantId)
    .where('delFlag', '=', 0)
    .where('productType', '=', 'spare_part')
    .$if(Boolean(text), (q) =>
      q.where((eb) => eb.or([eb('code', 'like', `${text}%`), eb('name', 'like', `%${text}%`)])),
    );
  const total = Number(
    (await products.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n,
  );
  const rows = await products
    .select(['id', 'code', 'name', 'defectReturnRequired'])
    .orderBy('code')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  const ids = rows.map((row) => row.id);
  const usable = ids.length
    ? await db
        .selectFrom('wmsInventoryBalance as b')
        .innerJoin('wmsPosition as p', 'p.id', 'b.positionId')
        .innerJoin('wmsInventoryBatch as t', 't.id', 'b.batchId')
        .innerJoin('wmsFacility as f', 'f.id', 'b.facilityId')
        .select([
          'b.productId',
          'b.facilityId',
          'f.name',
          sql<number | string>`sum(b.onhand_qty - b.promise_qty)`.as('free'),
        ])
        .where('b.tenantId', '=', tenantId)
        .where('b.productId', 'in', ids)
        .where('b.onhandQty', '>', 0)
        .where('p.positionType', 'in', ['storage', 'picking', 'staging'])
        .where('p.frozenByCountId', 'is', null)
        .where('t.qualityStatus', 'in', ['qualified', 'concession'])
        .$if(facilityIds !== null, (q) =>
          q.where('b.facilityId', 'in', facilityIds!.length ? facilityIds! : ['']),
        )
        .groupBy(['b.productId', 'b.facilityId', 'f.name'])
        .execute()
    : [];
  const prices = ids.length
    ? await db
        .selectFrom(sql`mdm_price_catalog_item`.as('i'))
        .innerJoin(sql`mdm_price_catalog`.as('c'), (join) => join.on(sql`c.id`, '=', sql`i.catalog_id`))
        .select([sql<string>`i.product_id`.as('productId'), sql<number | string>`min(i.price)`.as('price')])
        .where(sql`c.tenant_id`, '=', tenantId)
        .where(sql`c.price_type`, '=', 'service')
        .where(sql`i.product_id`, 'in', ids)
        .groupBy(sql`i.product_id`)
        .execute()
    : [];
  const priceOf = new Map(prices.map((p) => [p.productId, fromScaled(qty(p.price), 'price')]));
  const records = rows.map((row) => {
    const facilities = usable
      .filter((u) => u.productId === row.id)
      .map((u) => ({
        facilityId: u.facilityId,
        facilityName: u.name,
        usableQty: fromScaled(qty(u.free), 'qty'),
      }));
    return {
      productId: row.id,
      code: row.code,
      name: row.name,
      defectReturnRequired: Number(row.defectReturnRequired) === 1,
      listPrice: priceOf.get(row.id) ?? null,
      usableQty: facilities.reduce((sum, f) => Math.round((sum + f.usableQty) * 1000) / 1000, 0),
      facilities,
    };
  });
  return {
    records,
    total,
    size: page.pageSize,
    current: page.pageNo,
    pages: Math.ceil(total / page.pageSize),
  };
}

export interface StageStatistic {
  stage: string;
  regionCode: string | null;
  count: number;
  onTime: number;
  overdue: number;
  inProgress: number;
}

/**
 * ProjectStageStatistics (domain.md 3.12): per stage and region, how many project stages there are,
 * how many finished on time, how many are overdue (finished late, or unfinished past their planned end).
 * Only the stages of projects in the caller's scope (domain.md 4.4: tenant and the data rules of the page)
 * count, on the page and in its export alike.
 */
export async function projectStageStatistics(ctx: AppContext, scope: RowScope): Promise<StageStatistic[]> {
  const today = tenantDay(ctx.clock.now());
  // Descriptor tables type their columns as unknown; project ids are strings.
  const visibleProjects = scopedFrom(entityDb(ctx), fsmProject, scope).select((eb) =>
    eb.ref('id').$castTo<string>().as('id'),
  );
  const rows = await ctx.db
    .selectFrom('fsmProjectStage as s')
    .innerJoin('fsmProject as p', 'p.id', 's.projectId')
    .select(['s.stage', 'p.regionCode', 's.plannedEnd', 's.actualEnd'])
    .where('s.tenantId', '=', scope.tenantId)
    .where('s.projectId', 'in', visibleProjects)
    .execute();
  const groups = new Map<string, StageStatistic>();
  for (const row of rows) {
    const key = `${row.stage}|${row.regionCode ?? ''}`;
    const group = groups.get(key) ?? {
      stage: row.stage,
      regionCode: row.regionCode,
      count: 0,
      onTime: 0,
      overdue: 0,
      inProgress: 0,
    };
    const planned = dayOf(row.plannedEnd);
    const actual = dayOf(row.actualEnd);
    group.count += 1;
    if (actual && planned && actual <= planned) group.onTime += 1;
    else if ((actual && planned && actual > planned) || (!actual && planned && planned < today))
      group.overdue += 1;
    else group.inProgress += 1;
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) => a.stage.localeCompare(b.stage) || (a.regionCode ?? '').localeCompare(b.regionCode ?? ''),
  );
}
